import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { parseRange } from '../../engine/query/parseRange.ts';
import type { Queryable } from '../db/Database.ts';
import { bodyObject } from '../http/requestBody.ts';
import { requireSession } from './session.ts';

/** The scratch collection of seed 000 §7. */
export const TEMPORARY_PATH = '/api/core/temporary-collection';
/** Days a scratch document is kept unless `ttl` (seconds) says less; it never lives longer than 30 days. */
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;
const MAX_TTL_SECONDS = 30 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  id: string;
  data: Record<string, unknown>;
  created_by: string | null;
  created_at: Date | string;
  expires_at: Date | string;
}

const COLUMNS = 'id, data, created_by, created_at, expires_at';
const iso = (v: Date | string) => new Date(v).toISOString();
const toDocument = (r: Row) => ({ ...r.data, _id: r.id, _insertUser: r.created_by, _insertDate: iso(r.created_at), _expirationDate: iso(r.expires_at) });

function ttlOf(request: FastifyRequest): number {
  const raw = (request.query as Record<string, string | undefined>).ttl;
  if (raw === undefined || raw === '') return DEFAULT_TTL_SECONDS;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new AppError('INVALID_POSITIVE_NUMBER_FIELD', ['ttl']);
  return Math.min(Number(raw), MAX_TTL_SECONDS);
}

async function findDocument(q: Queryable, id: string): Promise<Row> {
  const row = UUID.test(id)
    ? (await q.query<Row>(`SELECT ${COLUMNS} FROM temporary_documents WHERE id = $1::uuid AND expires_at > now()`, [id])).rows[0]
    : undefined;
  if (!row) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Temporary document', id]);
  return row;
}

/**
 * /api/core/temporary-collection: a per-tenant scratch area for any JSON object (an import being
 * prepared, a wizard's draft), not an entity: no schema, no history, purged when it expires.
 */
export async function temporaryCollectionPlugin(app: FastifyInstance): Promise<void> {
  const run = <T>(request: FastifyRequest, fn: (q: Queryable, username: string) => Promise<T>) => {
    const session = requireSession(request);
    return app.tabula.db.withTenant(session.tenant, (q) => fn(q, session.username));
  };

  app.get(TEMPORARY_PATH, async (request, reply) => {
    const { offset, size } = parseRange((request.query as Record<string, string | undefined>).range);
    const rows = await run(request, async (q) =>
      (await q.query<Row>(`SELECT ${COLUMNS} FROM temporary_documents WHERE expires_at > now() ORDER BY created_at DESC, id LIMIT ${size + 1} OFFSET ${offset}`)).rows,
    );
    const continues = rows.length > size;
    const page = rows.slice(0, size);
    reply.header('pagination-offset', String(offset)).header('pagination-size', String(size));
    reply.header('pagination-limit', String(page.length)).header('pagination-continues', String(continues));
    return page.map(toDocument);
  });

  app.post(TEMPORARY_PATH, async (request, reply) => {
    const data = bodyObject(request.body);
    const ttl = ttlOf(request);
    const row = await run(request, async (q, username) => {
      await q.query('DELETE FROM temporary_documents WHERE expires_at <= now()');
      const { rows } = await q.query<Row>(
        `INSERT INTO temporary_documents (data, created_by, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING ${COLUMNS}`,
        [data, username, ttl],
      );
      return rows[0];
    });
    return reply.status(201).send(toDocument(row));
  });

  app.get<{ Params: { id: string } }>(`${TEMPORARY_PATH}/:id`, async (request) => toDocument(await run(request, (q) => findDocument(q, request.params.id))));

  app.delete<{ Params: { id: string } }>(`${TEMPORARY_PATH}/:id`, async (request, reply) => {
    await run(request, async (q) => {
      const row = await findDocument(q, request.params.id);
      await q.query('DELETE FROM temporary_documents WHERE id = $1', [row.id]);
    });
    return reply.status(204).send();
  });
}
