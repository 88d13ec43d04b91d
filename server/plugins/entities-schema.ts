import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bundleSchema } from '../../engine/forms/bundleSchema.ts';
import { entityPermission } from '../../engine/permissions/index.ts';
import { pasteSchema } from '../../engine/registry/pasteSchema.ts';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import { shapeSchemas } from '../../schemas/generated/catalog.ts';
import { acceptsBulkCreate } from '../entities/bulkCreate.ts';
import { requireSession } from './session.ts';

const SHAPES = shapeSchemas as JsonSchema[];

/**
 * The schema GET {apiPath}-schema answers for an entity as the caller's tenant resolves it: the
 * entity's JSON Schema with the tenant's collection-extension fields, its shared shapes inlined
 * (what the record pages build their forms from: engine/forms/bundleSchema.ts); for an entity that
 * takes array bodies (`x-entity.bulkCreate`), the paste form of it (an array of the entity's own fields).
 */
export function entitySchemaAnswer(info: EntityInfo): JsonSchema {
  return acceptsBulkCreate(info) ? pasteSchema(info.schema, SHAPES) : bundleSchema(info.schema, SHAPES);
}

/**
 * GET {apiPath}-schema of every registry entity (seed 002 §7: /api/financing/products-schema;
 * the offline preload reads /api/financing/contracts-schema), and GET /api/dyno/{name}-schema
 * for the caller's tenant's dyno entities. Readable by whoever may read the collection (`read
 * {apiPath}`, checked by the permission hook); the tenant's extension is read in its own transaction.
 */
export function entitySchemaRoute(app: FastifyInstance, path: string, resolve: (request: FastifyRequest) => EntityInfo, info?: EntityInfo): void {
  const { tabula } = app;
  const config = {
    requestContext: false,
    ...(info ? { permission: entityPermission('GET', info.apiPath) } : {}),
    openapi: { summary: `JSON Schema of ${info ? `the ${info.name} records` : 'the dyno entity records'}, as the caller's tenant extends them` },
  };
  app.get(path, { config }, async (request) => {
    const session = requireSession(request);
    const resolved = await tabula.db.withTenant(session.tenant, (q) => tabula.extensions.entity(q, resolve(request)), { eachStatement: true });
    return entitySchemaAnswer(resolved);
  });
}
