import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../entities/records.ts';

type Rec = Record<string, unknown>;

/** The record a document belongs to: its entity and registration. */
export interface DocumentOwner {
  info: EntityInfo;
  registration: string;
}

/** The content URL of a document, under its owner's API path. */
export function contentUrl(owner: DocumentOwner, id: string): string {
  return `${owner.info.apiPath}/${encodeURIComponent(owner.registration)}/documents/${id}/content`;
}

/** The Document records of an owner, newest first, optionally of one type. */
export async function listDocuments(ctx: AppContext, q: Queryable, owner: DocumentOwner, type?: string): Promise<Rec[]> {
  const doc = ctx.registry.get('Document');
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${doc.table}
      WHERE data->>'entityName' = $1 AND data->>'entityRegistration' = $2 AND ($3::text IS NULL OR data->>'type' = $3)
      ORDER BY created_at DESC, registration DESC LIMIT 500`,
    [owner.info.name, owner.registration, type ?? null],
  );
  return rows.map(toRecord);
}

/** One Document record of an owner; DOCUMENT_NOT_FOUND when it is missing or belongs to another record. */
export async function ownedDocument(ctx: AppContext, q: Queryable, owner: DocumentOwner, id: string): Promise<Rec> {
  const doc = ctx.registry.get('Document');
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS} FROM ${doc.table} WHERE (id::text = $1 OR registration = $1) AND data->>'entityName' = $2 AND data->>'entityRegistration' = $3`,
    [id, owner.info.name, owner.registration],
  );
  if (!rows[0]) throw new AppError('DOCUMENT_NOT_FOUND', [id, owner.info.name, owner.registration]);
  return toRecord(rows[0]);
}

/** Stores the content URL on a new Document record (derived from its id; no History entry). */
export async function setDocumentUrl(ctx: AppContext, q: Queryable, id: string, url: string): Promise<void> {
  const doc = ctx.registry.get('Document');
  await q.query(`UPDATE ${doc.table} SET data = jsonb_set(data, '{url}', to_jsonb($2::text)) WHERE id = $1::uuid`, [id, url]);
}
