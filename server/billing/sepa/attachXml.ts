import type { EntityInfo } from '../../../engine/registry/types.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { saveDocument } from '../../storage/saveDocument.ts';

type Rec = Record<string, unknown>;

/**
 * Stores an XML file as a Document of a record (its content in the tenant's document storage) and
 * points the record's `document` field at it; answers the record as updated.
 */
export async function attachXml(
  ctx: AppContext,
  q: Queryable,
  info: EntityInfo,
  record: Rec,
  file: { fileName: string; xml: string },
  username: string,
): Promise<Rec> {
  const registration = String(record.registration);
  const content = Buffer.from(file.xml, 'utf8');
  const doc = await saveDocument(
    ctx,
    q,
    { info, registration },
    { fileName: file.fileName, content, mimeType: 'application/xml' },
    { type: 'OTHER' },
    username,
  );
  const item = {
    _id: String(doc._id),
    name: file.fileName,
    type: 'OTHER',
    url: String(doc.url),
    size: content.length,
    entityName: info.name,
    entityRegistration: registration,
  };
  return ctx.store.update(q, info, registration, { document: item }, { username });
}
