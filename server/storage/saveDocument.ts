import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { contentUrl, setDocumentUrl, type DocumentOwner } from './documentRecords.ts';
import type { UploadedFile } from './prepareDocument.ts';

/**
 * Creates the Document record of a prepared upload and stores its content (one transaction: when the
 * content cannot be stored, the record and its History entry are rolled back with it).
 */
export async function saveDocument(
  ctx: AppContext,
  q: Queryable,
  owner: DocumentOwner,
  file: UploadedFile,
  fields: { type?: string; name?: string },
  username: string,
): Promise<Record<string, unknown>> {
  const record = await ctx.store.create(
    q,
    ctx.registry.get('Document'),
    {
      name: fields.name?.trim() || file.fileName,
      type: fields.type?.trim() || null,
      entityName: owner.info.name,
      entityRegistration: owner.registration,
      fileName: file.fileName,
      mimeType: file.mimeType,
      size: file.content.length,
    },
    { username },
  );
  const id = String(record._id);
  const url = contentUrl(owner, id);
  await ctx.contents.put(q, id, file.content, file.mimeType);
  await setDocumentUrl(ctx, q, id, url);
  return { ...record, url };
}
