import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { dynoCatalog } from '../dyno/dynoCatalog.ts';
import { initialStatusHook } from '../workflow/initialStatusHook.ts';
import { callerOf } from '../auth/identity.ts';
import { entityReader } from '../auth/entityReader.ts';
import { requireSession } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The entity of a /api/dyno/{name} request, from the caller's tenant's own descriptor. */
    dynoEntity: EntityInfo | null;
  }
}

/** The dyno entity of a /api/dyno/{name}... request, from the caller's tenant (404 when it declares none). */
export function dynoEntityOf(request: FastifyRequest): EntityInfo {
  if (!request.dynoEntity) throw new Error('dyno entity not resolved for this route');
  return request.dynoEntity;
}

/**
 * Dyno entities (seed 000 §2.7, §3.2, docs/dyno-entities.md): GET /api/dyno answers the tenant's
 * descriptors as entities (routes, API path, and `readable`: whether the caller may read it), and every /api/dyno/{name} request first resolves
 * the entity from the caller's tenant's descriptors (ROUTE_NOT_FOUND when the tenant declares no
 * such name), so a saved dyno-descriptors item takes effect on the next request and a name is
 * scoped to its tenant. Registered before the permission hook, which then finds the dyno entity
 * like any other. A client's new record starts in the initial status of the entity's workflow.
 */
async function dyno(app: FastifyInstance): Promise<void> {
  const catalog = dynoCatalog(app.tabula);
  const initial = initialStatusHook(app.tabula);
  app.tabula.store.hooks.registerEverywhere({
    beforeWrite: (c) => (c.info.dyno && initial.beforeWrite ? initial.beforeWrite(c) : c.record),
  });
  app.decorateRequest('dynoEntity', null);

  // a callback hook: the requests of other routes go on without a promise
  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    if (!request.session || !request.routeOptions.url?.startsWith('/api/dyno/:name')) return done();
    const name = (request.params as { name?: string }).name ?? '';
    catalog.entity(request.session.tenant, name, [request.method, request.url]).then((entity) => {
      request.dynoEntity = entity;
      done();
    }, done);
  });

  app.get('/api/dyno', async (request) => {
    const session = requireSession(request);
    const { descriptors, problems, entities } = await catalog.load(session.tenant);
    // the menu lists an entity only when the caller may read it (its pages would answer 403)
    const canRead = entityReader(await callerOf(app, request));
    return {
      entities: descriptors.map((d) => {
        const info = entities.get(d.name)!;
        return { ...d, route: info.route, listRoute: info.listRoute, apiPath: info.apiPath, collection: info.collection, readable: canRead(info) };
      }),
      problems,
    };
  });
}

export const dynoPlugin = fp(dyno, { name: 'dyno' });
