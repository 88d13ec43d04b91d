import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applyProjection } from '../../engine/query/applyProjection.ts';
import { applyQueryAliases } from '../../engine/query/applyQueryAliases.ts';
import { parseListQuery } from '../../engine/query/parseListQuery.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import { readInterfaceOptions } from '../auth/interfaceOptions.ts';
import { assertClientWritable } from '../entities/auditCollections.ts';
import { databaseJsonProjection } from '../entities/databaseJson.ts';
import { acceptsBulkCreate, createAll } from '../entities/bulkCreate.ts';
import { aggregateRoute } from './entities-aggregate.ts';
import { entitySchemaRoute } from './entities-schema.ts';
import type { WriteOptions } from '../entities/writeRecords.ts';
import { setPaginationHeaders } from '../http/listReply.ts';
import { loadTenantProfile } from '../storage/tenantProfile.ts';
import { bodyObject, expectedVersion } from '../http/requestBody.ts';
import { dynoEntityOf } from './dyno.ts';
import { replicaRead } from './readYourWrites.ts';
import { requireSession } from './session.ts';

type Query = Record<string, string | string[] | undefined>;
type KeyRequest = FastifyRequest<{ Params: { key: string }; Querystring: Query }>;

const JSON_TYPE = 'application/json; charset=utf-8';

const listOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : v);

/**
 * The collection routes of one entity, with no per-entity code (seed 002 §7, issue 4): list, get,
 * create, update (POST and PATCH merge, PUT replaces) and delete. Each write runs in one
 * transaction of the caller's tenant, so a failed write leaves nothing behind (a read runs each
 * statement as its own transaction of the tenant: one round trip each); an entity with
 * `x-entity.bulkCreate` also takes an array on POST (all created, or none). The audit
 * collections (auditCollections.ts) refuse every client write with 403 IMMUTABLE_ENTITY.
 */
function collectionRoutes(app: FastifyInstance, resolve: (request: FastifyRequest) => EntityInfo, base: string) {
  const { tabula } = app;
  const run = async <T>(request: FastifyRequest, fn: (info: EntityInfo, q: Queryable, opts: WriteOptions) => Promise<T>, replica = false) => {
    const session = requireSession(request);
    const info = resolve(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') assertClientWritable(info);
    const opts: WriteOptions = { username: session.username, tenant: session.tenant, fromClient: true };
    // a record created without a currency gets the tenant's (read before the transaction: the tenants table is global)
    const creates = request.method === 'POST' && !(request.params as { key?: string } | undefined)?.key;
    if (creates && info.currency) opts.tenantCurrency = (await loadTenantProfile(tabula, session.tenant)).currency;
    // the entity as the tenant extends it (collection-extension): its added fields are validated, filtered and searched
    // a read: each statement in one round trip with its transaction's start and end (Database.withTenant)
    const eachStatement = request.method === 'GET' || request.method === 'HEAD';
    return tabula.db.withTenant(
      session.tenant,
      async (q) => {
        // a write checks IBANs unless the tenant bypasses their check (tenant-config options)
        if (!eachStatement) opts.bypassIbanCheck = (await readInterfaceOptions(q)).bypassIbanCheck;
        return fn(await tabula.extensions.entity(q, info), q, opts);
      },
      // a list read may be answered by a read replica (readYourWrites.ts: not before the caller's own writes)
      { eachStatement, ...(replica ? { replica: replicaRead(request) } : {}) },
    );
  };

  // the reads write nothing audited: no request context (server/logs/requestContext.ts)
  const read = { config: { requestContext: false } };
  app.get<{ Querystring: Query }>(base, read, async (request, reply) => {
    requireSession(request);
    const { query, result, breakdown } = await run(request, async (i, q) => {
      const query = parseListQuery(applyQueryAliases(request.query, i), (name) => !!tabula.store.field(i, name));
      const json = databaseJsonProjection(i, { method: request.method, ...query });
      return {
        query,
        result: json ? await tabula.store.listJson(q, i, query, json) : await tabula.store.list(q, i, query),
        breakdown: query.breakdown ? await tabula.store.breakdown(q, i, query, query.breakdown) : undefined,
      };
    }, true);
    setPaginationHeaders(reply, query, result);
    // the JSON text the database built, sent as it is
    if (result.json) return reply.type(JSON_TYPE).send(result.json.text);
    const entities = result.records.map((r) => applyProjection(r, query.projection));
    return breakdown ? { entities, breakdown } : entities;
  });

  app.get<{ Params: { key: string }; Querystring: Query }>(`${base}/:key`, read, async (request: KeyRequest, reply) => {
    const answer = await run(request, async (i, q) => {
      const { projection, include } = parseListQuery({ projection: listOf(request.query.projection), include: listOf(request.query.include) }, (name) => !!tabula.store.field(i, name));
      const json = databaseJsonProjection(i, { method: request.method, projection, include });
      return json
        ? { json: await tabula.store.getJson(q, i, request.params.key, json), projection }
        : { record: await tabula.store.get(q, i, request.params.key, include), projection };
    });
    if (answer.json) {
      reply.header('etag', `"${answer.json.version}"`);
      return reply.type(JSON_TYPE).send(answer.json.body);
    }
    reply.header('etag', `"${answer.record._version}"`);
    return applyProjection(answer.record, answer.projection);
  });

  app.post(base, async (request, reply) => {
    if (Array.isArray(request.body) && acceptsBulkCreate(resolve(request))) {
      const list = request.body as unknown[];
      return reply.status(201).send(await run(request, (i, q, opts) => createAll(tabula.store, q, i, list, opts)));
    }
    const body = bodyObject(request.body);
    const created = await run(request, (i, q, opts) => tabula.store.create(q, i, body, opts));
    reply.header('etag', `"${created._version}"`);
    return reply.status(201).send(created);
  });

  const update = (replace: boolean) => async (request: KeyRequest) => {
    const body = bodyObject(request.body);
    const version = expectedVersion(request, body);
    return run(request, (i, q, opts) => tabula.store.update(q, i, request.params.key, body, { ...opts, expectedVersion: version, replace }));
  };
  app.post<{ Params: { key: string }; Querystring: Query }>(`${base}/:key`, update(false));
  app.patch<{ Params: { key: string }; Querystring: Query }>(`${base}/:key`, update(false));
  app.put<{ Params: { key: string }; Querystring: Query }>(`${base}/:key`, update(true));

  app.delete<{ Params: { key: string }; Querystring: Query }>(`${base}/:key`, async (request: KeyRequest, reply) => {
    const version = expectedVersion(request);
    await run(request, (i, q, opts) => tabula.store.remove(q, i, request.params.key, { ...opts, expectedVersion: version }));
    return reply.status(204).send();
  });
}

/** Registers the collection routes, POST {apiPath}/aggregate and GET {apiPath}-schema of every entity of the registry, and /api/dyno/{name} for dyno entities. */
export async function entitiesPlugin(app: FastifyInstance): Promise<void> {
  const { registry } = app.tabula;
  for (const info of registry.all()) {
    if (info.dyno) continue;
    // a static segment wins over {apiPath}/:key: POST {apiPath}/aggregate never updates a record
    aggregateRoute(app, info);
    collectionRoutes(app, () => info, info.apiPath);
    entitySchemaRoute(app, `${info.apiPath}-schema`, () => info, info);
  }
  collectionRoutes(
    app,
    // the caller's tenant's own entity, resolved by the dyno plugin (404 for a name it does not declare)
    (request) => dynoEntityOf(request),
    '/api/dyno/:name',
  );
  entitySchemaRoute(app, '/api/dyno/:name-schema', (request) => dynoEntityOf(request));
}
