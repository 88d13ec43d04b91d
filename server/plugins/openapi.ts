import { readFileSync } from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { shapeSchemas } from '../../schemas/generated/catalog.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { buildOpenApi, type RouteInfo } from '../openapi/buildOpenApi.ts';
import { projectPath } from '../rootDir.ts';

export const OPENAPI_PATH = '/api/docs/openapi.json';

const VERSION = (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { version: string }).version;

/** Documents kept: one per registry size and distinct tenant extension. */
const MAX_DOCUMENTS = 20;

/**
 * GET /api/docs/openapi.json (public): the OpenAPI 3.1 document. Registered first (fastify-plugin,
 * so its onRoute hook sees the routes of every plugin registered after it); the document is built
 * on first request and again when the registry changes (dyno entities). A signed-in request gets
 * its tenant's collection-extension fields on the extended entities (read like every request's,
 * so within a second of a save); an anonymous one the built-in entities.
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
  const cached = new Map<string, unknown>();
  app.get(OPENAPI_PATH, { config: { public: true } }, async (request) => {
    const tenant = request.session?.tenant;
    const extension = tenant ? (await app.tabula.db.withTenant(tenant, (q) => app.tabula.extensions.of(q))).entities : {};
    const key = `${app.tabula.registry.all().length}\u0000${JSON.stringify(extension)}`;
    let doc = cached.get(key);
    if (!doc) {
      if (cached.size >= MAX_DOCUMENTS) cached.clear();
      doc = buildOpenApi(app.tabula.registry, shapeSchemas as JsonSchema[], routes, VERSION, extension);
      cached.set(key, doc);
    }
    return doc;
  });
}

export const openapiPlugin = fp(openapi, { name: 'tabula-openapi' });
