import type { FastifyInstance } from 'fastify';
import { entityPermission } from '../../engine/permissions/index.ts';
import { pasteSchema } from '../../engine/registry/pasteSchema.ts';
import type { EntityInfo, JsonSchema } from '../../engine/registry/types.ts';
import { shapeSchemas } from '../../schemas/generated/catalog.ts';
import { requireSession } from './session.ts';

/**
 * GET {apiPath}-schema of an entity that takes array bodies (`x-entity.bulkCreate`), e.g.
 * GET /api/financing/products-schema (seed 002 §7): the JSON Schema a paste is checked against in
 * the browser before POST {apiPath} of the array. Readable by whoever may read the collection.
 */
export function pasteSchemaRoute(app: FastifyInstance, info: EntityInfo): void {
  const schema = pasteSchema(info.schema, shapeSchemas as JsonSchema[]);
  const config = {
    permission: entityPermission('GET', info.apiPath),
    openapi: { summary: `JSON Schema of the ${info.name} records a paste may create (POST ${info.apiPath} with an array)` },
  };
  app.get(`${info.apiPath}-schema`, { config }, async (request) => {
    requireSession(request);
    return schema;
  });
}
