import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { issueTicket, TICKET_PARAM, ticketSessionData } from '../auth/tickets.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { contentHeaders } from '../storage/contentHeaders.ts';
import { documentOwnerRegistration } from '../storage/documentOwnerRegistration.ts';
import { documentLimits } from '../storage/documentLimits.ts';
import { DOCUMENT_GENERATORS, generatesDocuments } from '../storage/documentGenerators.ts';
import { materialiseDocuments } from '../storage/generatedDocuments.ts';
import { loadTenantProfile } from '../storage/tenantProfile.ts';
import { contentUrl, listDocuments, ownedDocument, type DocumentOwner } from '../storage/documentRecords.ts';
import { jsonUpload } from '../storage/jsonUpload.ts';
import { prepareDocument } from '../storage/prepareDocument.ts';
import { readUpload } from '../storage/readUpload.ts';
import { saveDocument } from '../storage/saveDocument.ts';
import { uploadOptions } from '../storage/uploadOptions.ts';
import { requireSession } from './session.ts';

type Query = Record<string, string | undefined>;
type OwnerParams = { key: string };
type DocParams = { key: string; id: string };

/**
 * Documents attached to any record (seed 001 §7, issue 9): upload (multipart `file`, `type`,
 * `name`, or the JSON form), list (?type=; a type the server generates, the INVOICE PDF of an
 * invoice, is made then if missing), content (inline with ?contentDisposition=inline), a
 * ready-to-open link (the content URL with a single-use ticket, for a new window), rename and delete. Metadata are Document
 * records; content is stored per tenant in `document_contents` (server/storage/).
 */
export async function documentsPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const limits = documentLimits();
  await app.register(multipart, { limits: { fileSize: limits.maxSizeBytes, files: 1, fields: 20 } });
  const jsonBodyLimit = Math.ceil((limits.maxSizeBytes * 4) / 3) + 64 * 1024;

  const inOwner = <T>(request: FastifyRequest<{ Params: OwnerParams }>, info: EntityInfo, fn: (q: Queryable, owner: DocumentOwner, username: string) => Promise<T>) => {
    const session = requireSession(request);
    return tabula.db.withTenant(session.tenant, async (q) => {
      const registration = await documentOwnerRegistration(tabula, q, info, request.params.key, session.tenant);
      return fn(q, { info, registration }, session.username);
    });
  };

  for (const info of tabula.registry.all().filter((i) => !i.dyno && i.name !== 'Document')) {
    const base = `${info.apiPath}/:key/documents`;
    const read = { permission: `read ${info.apiPath}` };
    const write = { permission: `write ${info.apiPath}` };

    app.post<{ Params: OwnerParams; Querystring: Query }>(base, { config: write, bodyLimit: jsonBodyLimit }, async (request, reply) => {
      const upload = request.isMultipart() ? await readUpload(request, limits.maxSizeText) : jsonUpload(request.body);
      const prepared = await prepareDocument(upload.file, limits, uploadOptions(upload.fields, request.query));
      const saved = await inOwner(request, info, (q, owner, username) => saveDocument(tabula, q, owner, prepared, upload.fields, username));
      return reply.status(201).send(saved);
    });

    const generated = generatesDocuments(info.name);
    app.get<{ Params: OwnerParams; Querystring: Query }>(base, { config: read }, async (request) => {
      const type = request.query.type || undefined;
      // documents the server makes (the INVOICE PDF) are materialised or refreshed before listing
      const profile = generated ? await loadTenantProfile(tabula, requireSession(request).tenant) : undefined;
      return inOwner(request, info, async (q, owner, username) => {
        if (profile) await materialiseDocuments(DOCUMENT_GENERATORS, { ctx: tabula, q, info, username, profile, registration: owner.registration }, type);
        return listDocuments(tabula, q, owner, type);
      });
    });

    app.get<{ Params: DocParams; Querystring: Query }>(`${base}/:id/content`, { config: read }, async (request, reply) => {
      const { doc, content } = await inOwner(request, info, async (q, owner) => {
        const d = await ownedDocument(tabula, q, owner, request.params.id);
        return { doc: d, content: await tabula.contents.get(q, String(d._id)) };
      });
      if (!content) throw new AppError('DOCUMENT_NOT_FOUND', [request.params.id, info.name, request.params.key]);
      const name = String(doc.fileName ?? doc.name ?? 'document');
      return reply.headers(contentHeaders(content.contentType, name, request.query.contentDisposition)).send(content.content);
    });

    // a link for one opening: a ticket of the session bound to this content URL, spent by the first GET
    app.get<{ Params: DocParams }>(`${base}/:id/link`, { config: read }, async (request) => {
      const session = requireSession(request);
      const path = await inOwner(request, info, async (q, owner) => contentUrl(owner, String((await ownedDocument(tabula, q, owner, request.params.id))._id)));
      const { ticket, expiresAt } = await issueTicket(tabula.db, 'access', { tenant: session.tenant, username: session.username, path, data: ticketSessionData(session) });
      return { url: `${path}?contentDisposition=inline&${TICKET_PARAM}=${encodeURIComponent(ticket)}`, expiresAt };
    });

    const rename = async (request: FastifyRequest<{ Params: DocParams }>) => {
      const body = (request.body ?? {}) as { name?: unknown; type?: unknown };
      if (typeof body.name !== 'string' || !body.name.trim()) throw new AppError('INVALID_NON_EMPTY_STRING_FIELD', ['name']);
      const patch: Record<string, unknown> = { name: body.name.trim(), ...(typeof body.type === 'string' ? { type: body.type } : {}) };
      return inOwner(request, info, async (q, owner, username) => {
        const doc = await ownedDocument(tabula, q, owner, request.params.id);
        return tabula.store.update(q, tabula.registry.get('Document'), String(doc._id), patch, { username });
      });
    };
    app.patch<{ Params: DocParams }>(`${base}/:id`, { config: write }, rename);
    app.post<{ Params: DocParams }>(`${base}/:id`, { config: write }, rename);

    app.delete<{ Params: DocParams }>(`${base}/:id`, { config: write }, async (request, reply) => {
      await inOwner(request, info, async (q, owner, username) => {
        const doc = await ownedDocument(tabula, q, owner, request.params.id);
        await tabula.contents.remove(q, String(doc._id));
        await tabula.store.remove(q, tabula.registry.get('Document'), String(doc._id), { username });
      });
      return reply.status(204).send();
    });
  }

  app.get<{ Params: { id: string }; Querystring: Query }>('/api/core/documents/:id/content', { config: { permission: 'read /api/core/documents' } }, async (request, reply) => {
    const session = requireSession(request);
    const { doc, content } = await tabula.db.withTenant(session.tenant, async (q) => {
      const d = await tabula.store.get(q, tabula.registry.get('Document'), request.params.id);
      return { doc: d, content: await tabula.contents.get(q, String(d._id)) };
    });
    if (!content) throw new AppError('DOCUMENT_NOT_FOUND', [request.params.id, 'Document', request.params.id]);
    return reply.headers(contentHeaders(content.contentType, String(doc.fileName ?? doc.name ?? 'document'), request.query.contentDisposition)).send(content.content);
  });
}
