import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { contentUrl, listDocuments, setDocumentUrl, type DocumentOwner } from './documentRecords.ts';
import type { TenantProfile } from './tenantProfile.ts';

type Rec = Record<string, unknown>;

/** The tag a generated document carries (an uploaded file of the same type is never replaced). */
export const GENERATED_TAG = 'generated';

/** A generated file. */
export interface GeneratedFile {
  name: string;
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** What a generator gets: the tenant transaction, the record, who asks, and the tenant's profile. */
export interface GenerateRequest {
  ctx: AppContext;
  q: Queryable;
  info: EntityInfo;
  record: Rec;
  username: string;
  profile: TenantProfile;
}

/** Makes the document of one type for the records of one entity (e.g. the INVOICE PDF of an Invoice). */
export interface DocumentGenerator {
  entityName: string;
  documentType: string;
  render(request: GenerateRequest): Promise<GeneratedFile>;
  /** While true, the generated document is remade when the record changed since it was made. */
  followsChanges(record: Rec): boolean;
}

/**
 * Locks the generated document of a record for the rest of the transaction, so two requests that
 * both find none do not both create one (PostgreSQL runs them concurrently; PGlite serialises anyway).
 */
async function lockOwner(q: Queryable, owner: DocumentOwner, type: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`generated-document:${q.tenant ?? ''}:${owner.info.name}:${owner.registration}:${type}`]);
}

async function generatedOf(ctx: AppContext, q: Queryable, owner: DocumentOwner, type: string): Promise<{ all: Rec[]; generated?: Rec }> {
  const all = await listDocuments(ctx, q, owner, type);
  return { all, generated: all.find((d) => Array.isArray(d.tags) && d.tags.includes(GENERATED_TAG)) };
}

/** Whether the record was written after its document (same transaction: not stale). */
async function isStale(ctx: AppContext, q: Queryable, info: EntityInfo, record: Rec, document: Rec): Promise<boolean> {
  const { rows } = await q.query<{ stale: boolean }>(
    `SELECT (SELECT updated_at FROM ${info.table} WHERE id = $1::uuid) > (SELECT updated_at FROM ${ctx.registry.get('Document').table} WHERE id = $2::uuid) AS stale`,
    [record._id, document._id],
  );
  return rows[0]?.stale === true;
}

async function store(generator: DocumentGenerator, r: GenerateRequest, owner: DocumentOwner, existing: Rec | undefined): Promise<Rec> {
  const file = await generator.render(r);
  const docInfo = r.ctx.registry.get('Document');
  const fields = { name: file.name, fileName: file.fileName, mimeType: file.mimeType, size: file.content.length };
  if (existing) {
    const id = String(existing._id);
    await r.ctx.contents.put(r.q, id, file.content, file.mimeType);
    return r.ctx.store.update(r.q, docInfo, id, fields, { username: r.username });
  }
  const record = await r.ctx.store.create(
    r.q,
    docInfo,
    { ...fields, type: generator.documentType, entityName: owner.info.name, entityRegistration: owner.registration, tags: [GENERATED_TAG] },
    { username: r.username },
  );
  const id = String(record._id);
  await r.ctx.contents.put(r.q, id, file.content, file.mimeType);
  const url = contentUrl(owner, id);
  await setDocumentUrl(r.ctx, r.q, id, url);
  return { ...record, url };
}

/** The generator of a document type for an entity, if any. */
export function generatorIn(generators: readonly DocumentGenerator[], entityName: string, documentType: string): DocumentGenerator | undefined {
  return generators.find((g) => g.entityName === entityName && g.documentType === documentType);
}

/**
 * Makes (or remakes) the generated document of a record: its one generated Document of that type
 * gets the new content (same id, History entry), or is created (tagged `generated`). A workflow
 * `generateDocument` action lands here. Without a generator: 500 UNAVAILABLE_SOFTWARE.
 */
export async function generateDocument(generators: readonly DocumentGenerator[], r: GenerateRequest, documentType: string): Promise<Rec> {
  const generator = generatorIn(generators, r.info.name, documentType);
  if (!generator) throw new AppError('UNAVAILABLE_SOFTWARE', [`${documentType} document generator for ${r.info.name}`]);
  const owner = { info: r.info, registration: String(r.record.registration) };
  await lockOwner(r.q, owner, documentType);
  return store(generator, r, owner, (await generatedOf(r.ctx, r.q, owner, documentType)).generated);
}

/**
 * Before a record's documents are listed: a type asked for by name that the record has no document
 * of is generated now (materialised); a generated document that follows its record's changes and is
 * older than the record is remade. Other types and uploaded files are left alone.
 */
export async function materialiseDocuments(generators: readonly DocumentGenerator[], r: Omit<GenerateRequest, 'record'> & { registration: string }, type: string | undefined): Promise<void> {
  const mine = generators.filter((g) => g.entityName === r.info.name && (type === undefined || g.documentType === type));
  if (!mine.length) return;
  const record = await r.ctx.store.get(r.q, r.info, r.registration);
  const owner = { info: r.info, registration: String(record.registration) };
  for (const generator of mine) {
    await lockOwner(r.q, owner, generator.documentType);
    const { all, generated } = await generatedOf(r.ctx, r.q, owner, generator.documentType);
    const request = { ...r, record };
    if (!all.length && type === generator.documentType) await store(generator, request, owner, undefined);
    else if (generated && generator.followsChanges(record) && (await isStale(r.ctx, r.q, r.info, record, generated))) await store(generator, request, owner, generated);
  }
}
