import { createHash } from 'node:crypto';
import type { Queryable } from '../db/Database.ts';

/** The stored bytes of a document and what they are. */
export interface DocumentContent {
  content: Buffer;
  contentType: string;
  size: number;
  sha256: string;
}

/** Stores (or replaces) the content of the document `id` in the current tenant. */
export async function putContent(q: Queryable, id: string, content: Buffer, contentType: string): Promise<string> {
  const sha256 = createHash('sha256').update(content).digest('hex');
  await q.query(
    `INSERT INTO document_contents (id, content, content_type, size, sha256) VALUES ($1::uuid, $2, $3, $4, $5)
     ON CONFLICT (tenant, id) DO UPDATE SET content = EXCLUDED.content, content_type = EXCLUDED.content_type,
       size = EXCLUDED.size, sha256 = EXCLUDED.sha256, created_at = now()`,
    [id, content, contentType, content.length, sha256],
  );
  return sha256;
}

/** The content of a document of the current tenant, or undefined. */
export async function getContent(q: Queryable, id: string): Promise<DocumentContent | undefined> {
  const { rows } = await q.query<{ content: Uint8Array; content_type: string; size: number; sha256: string }>(
    'SELECT content, content_type, size, sha256 FROM document_contents WHERE id = $1::uuid',
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { content: Buffer.from(row.content), contentType: row.content_type, size: Number(row.size), sha256: row.sha256 };
}

export async function removeContent(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM document_contents WHERE id = $1::uuid', [id]);
}

/**
 * Where the bytes of documents are kept: the `document_contents` table by default, in the
 * transaction of the Document record, so a content that cannot be stored (a full disk: PostgreSQL's
 * 53100, or ENOSPC from a file system) rolls the record back with it and the upload answers
 * 507 STORAGE_FULL. The server takes another store through `ServerOptions.contentStore` (tests wrap
 * this one to play a full disk).
 */
export interface ContentStore {
  put(q: Queryable, id: string, content: Buffer, contentType: string): Promise<string>;
  get(q: Queryable, id: string): Promise<DocumentContent | undefined>;
  remove(q: Queryable, id: string): Promise<void>;
}

/** The default {@link ContentStore}: the `document_contents` table of the tenant. */
export const databaseContentStore: ContentStore = { put: putContent, get: getContent, remove: removeContent };
