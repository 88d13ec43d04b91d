import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { applyProjection } from '../../engine/query/applyProjection.ts';
import { parseListQuery } from '../../engine/query/parseListQuery.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { requireSession } from './session.ts';

type Query = Record<string, string | string[] | undefined>;
type KeyParams = { key: string };

function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) throw new AppError('MISSING_BODY_PAYLOAD');
  if (typeof body !== 'object' || Array.isArray(body)) throw new AppError('INVALID_FIELD_IN_BODY', ['(body)', 'must be an object']);
  return body as Record<string, unknown>;
}

function expectedVersion(request: FastifyRequest, body: Record<string, unknown>): number | undefined {
  const header = request.headers['if-match'];
  const raw = header ?? body._version;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(String(raw).replace(/"/g, ''));
  if (!Number.isInteger(n)) throw new AppError('INVALID_INTEGER_FIELD', ['_version']);
  return n;
}

/** The collection routes of one entity, with no per-entity code (seed 002 §7, issue 4). */
function collectionRoutes(app: FastifyInstance, resolve: (request: FastifyRequest) => EntityInfo, base: string) {
  const { tabula } = app;
  const run = <T>(request: FastifyRequest, fn: (info: EntityInfo, username: string, q: Queryable) => Promise<T>) => {
    const session = requireSession(request);
    const info = resolve(request);
    return tabula.db.withTenant(session.tenant, (q) => fn(info, session.username, q));
  };

  app.get<{ Querystring: Query }>(base, async (request, reply: FastifyReply) => {
    const info = resolve(request);
    const query = parseListQuery(request.query, (name) => !!tabula.store.field(info, name));
    const result = await run(request, (i, _u, q) => tabula.store.list(q, i, query));
    reply.header('pagination-offset', String(query.offset));
    reply.header('pagination-limit', String(result.records.length));
    reply.header('pagination-size', String(query.size));
    reply.header('pagination-continues', String(result.continues));
    reply.header('pagination-total', `${result.total}${result.totalIsLowerBound ? '+' : ''}`);
    return result.records.map((r) => applyProjection(r, query.projection));
  });

  app.get<{ Params: KeyParams; Querystring: Query }>(`${base}/:key`, async (request) => {
    const record = await run(request, (i, _u, q) => tabula.store.get(q, i, request.params.key));
    const projection = parseListQuery({ projection: request.query.projection }, () => true).projection;
    return applyProjection(record, projection);
  });

  app.post(base, async (request, reply) => {
    const body = bodyObject(request.body);
    const created = await run(request, (i, username, q) => tabula.store.create(q, i, body, { username }));
    return reply.status(201).send(created);
  });

  const update = async (request: FastifyRequest<{ Params: KeyParams }>) => {
    const body = bodyObject(request.body);
    const version = expectedVersion(request, body);
    return run(request, (i, username, q) =>
      tabula.store.update(q, i, request.params.key, body, { username, expectedVersion: version }),
    );
  };
  app.post<{ Params: KeyParams }>(`${base}/:key`, update);
  app.patch<{ Params: KeyParams }>(`${base}/:key`, update);
  app.put<{ Params: KeyParams }>(`${base}/:key`, update);

  app.delete<{ Params: KeyParams }>(`${base}/:key`, async (request, reply) => {
    await run(request, (i, username, q) => tabula.store.remove(q, i, request.params.key, { username }));
    return reply.status(204).send();
  });
}

/** Registers the collection routes of every entity of the registry (and /api/dyno/{name}). */
export async function entitiesPlugin(app: FastifyInstance): Promise<void> {
  const { registry } = app.tabula;
  for (const info of registry.all()) {
    if (info.dyno) continue;
    collectionRoutes(app, () => info, info.apiPath);
  }
  collectionRoutes(
    app,
    (request) => {
      const name = (request.params as { name: string }).name;
      const info = registry.all().find((i) => i.dyno && (i.collection === name || i.name === name));
      if (!info) throw new AppError('UNSUPPORTED_ENTITY', [name]);
      return info;
    },
    '/api/dyno/:name',
  );
}
