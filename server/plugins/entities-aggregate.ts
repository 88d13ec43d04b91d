import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { entityPermission } from '../../engine/permissions/index.ts';
import { parseAggregatePipeline } from '../../engine/query/parseAggregatePipeline.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { callerOf } from '../auth/identity.ts';
import { aggregateRecords } from '../entities/aggregateRecords.ts';
import { bodyObject } from '../http/requestBody.ts';
import { requireSession } from './session.ts';

/**
 * POST {apiPath}/aggregate {pipeline}: figures grouped by a field over the caller's tenant's records
 * (engine/query/parseAggregatePipeline.ts: `$match`, `$group`, `$sort`, `$limit`), translated to one
 * SQL statement under row-level security. A read: needs the entity's read permission (`read
 * {apiPath}` or `get {entity}`), not its write permission.
 */
export function aggregateRoute(app: FastifyInstance, info: EntityInfo): void {
  const { tabula } = app;
  const config = { requestContext: false, openapi: { summary: `Figures of ${info.name} records grouped by a field ($match, $group, $sort, $limit)` } };
  app.post(`${info.apiPath}/aggregate`, { config }, async (request) => {
    const caller = await callerOf(app, request);
    const permission = entityPermission('GET', info.apiPath);
    if (!caller.can(permission, { entity: info.name })) throw new AppError('PERMISSION_DENIED', [permission]);
    const pipeline = parseAggregatePipeline(bodyObject(request.body).pipeline);
    const tenant = requireSession(request).tenant;
    return tabula.db.withTenant(tenant, async (q) => {
      const entity = await tabula.extensions.entity(q, info);
      return aggregateRecords(q, entity, pipeline, (name) => tabula.store.field(entity, name));
    });
  });
}
