import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { shapeSchemas } from '../../schemas/generated/catalog.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { buildOpenApi, type RouteInfo } from '../openapi/buildOpenApi.ts';

export const OPENAPI_PATH = '/api/docs/openapi.json';

const VERSION = (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * GET /api/docs/openapi.json (public): the OpenAPI 3.1 document. Registered first (fastify-plugin,
 * so its onRoute hook sees the routes of every plugin registered after it); the document is built
 * on first request and again when the registry changes (dyno entities).
 */
async function openapi(app: FastifyInstance): Promise<void> {
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = ([] as string[]).concat(route.method);
    const schema = route.schema as { body?: unknown; summary?: string } | undefined;
    const config = route.config as { public?: boolean; openapi?: Record<string, unknown> } | undefined;
    const isPublic = config?.public === true;
    for (const method of methods) routes.push({ method, url: route.url, isPublic, body: schema?.body, summary: schema?.summary, operation: config?.openapi });
  });
  let cached: { size: number; doc: unknown } | undefined;
  app.get(OPENAPI_PATH, { config: { public: true } }, async () => {
    const size = app.tabula.registry.all().length;
    if (cached?.size !== size) cached = { size, doc: buildOpenApi(app.tabula.registry, shapeSchemas as JsonSchema[], routes, VERSION) };
    return cached.doc;
  });
}

export const openapiPlugin = fp(openapi, { name: 'tabula-openapi' });
