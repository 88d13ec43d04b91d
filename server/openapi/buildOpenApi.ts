import { extendEntity, type EntityExtension } from '../../engine/registry/collectionExtension.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { collectionPaths } from './collectionPaths.ts';
import { AUTHORIZATION_HEADER, ERROR_RESPONSES, ERROR_SCHEMAS, LIST_PARAMETERS, PAGING_HEADERS } from './commonComponents.ts';
import { schemaComponents } from './schemaComponents.ts';
import { IDEMPOTENCY_PARAMETER, KEY_REUSED_RESPONSE, REPLAYED_HEADER_COMPONENT, withIdempotencyKeys } from './idempotencyComponents.ts';
import { REPLAYED_HEADER } from '../idempotency/idempotentRequest.ts';

type Json = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An OpenAPI operation fragment (parameters, examples...) merged over the generated operation of the route. */
    openapi?: Record<string, unknown>;
  }
}

/** A route registered by a plugin (seen through onRoute), described with what its options say. */
export interface RouteInfo {
  method: string;
  url: string;
  isPublic: boolean;
  body?: unknown;
  summary?: string;
  /** An operation fragment the route declares (`config.openapi`: parameters, examples...), merged over the generated one. */
  operation?: Record<string, unknown>;
}

/** `/api/core/users/:username/photo` -> `/api/core/users/{username}/photo`, and the path parameter names. */
function openApiPath(url: string): { path: string; params: string[] } {
  const params: string[] = [];
  const path = url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_m, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path, params };
}

/** Strips what only makes sense inside its own file from a route's body schema. */
function plainSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plainSchema);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$id' && k !== '$schema').map(([k, v]) => [k, plainSchema(v)]));
}

function routeOperation(route: RouteInfo, tag: string): Json {
  const { params } = openApiPath(route.url);
  return {
    tags: [tag],
    summary: route.summary ?? `${route.method} ${route.url}`,
    ...(params.length ? { parameters: params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })) } : {}),
    ...(route.body ? { requestBody: { content: { 'application/json': { schema: plainSchema(route.body) } } } } : {}),
    ...(route.isPublic ? { security: [] } : {}),
    responses: {
      '200': { description: 'Success', headers: { Authorization: { $ref: '#/components/headers/Authorization' } } },
      '400': { $ref: '#/components/responses/BadRequest' },
      '401': { $ref: '#/components/responses/Unauthenticated' },
    },
    ...route.operation,
  };
}

const tagOf = (url: string) => url.split('/')[2] ?? 'api';

/**
 * The OpenAPI 3.1 document of the API, generated from the entity schemas (every collection with
 * its list parameters, bodies = the entity schema, paging headers, error shapes) plus every other
 * /api route the plugins registered. `extension` is the requesting tenant's collection-extension
 * (docs/collection-extension.md): the entities it extends are described with the added fields.
 */
export function buildOpenApi(registry: EntityRegistry, shapes: JsonSchema[], routes: RouteInfo[], version: string, extension: Record<string, EntityExtension> = {}): Json {
  const entities = registry.all().filter((e) => !e.dyno).map((e) => extendEntity(e, extension[e.name]));
  const components = schemaComponents(entities, shapes);
  const paths: Record<string, Json> = {};
  for (const info of entities) {
    Object.assign(paths, collectionPaths(info, components.entity.get(info.name) as { record: string; changes: string }, tagOf(info.apiPath)));
  }
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url.includes('*') || ['HEAD', 'OPTIONS'].includes(route.method)) continue;
    const { path } = openApiPath(route.url);
    const method = route.method.toLowerCase();
    const item = (paths[path] ??= {});
    if (!item[method]) item[method] = routeOperation(route, tagOf(route.url));
  }
  withIdempotencyKeys(paths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tabula API',
      version,
      description: 'Schema-driven API of Tabula: every entity collection, its query language, paging headers and catalogued errors. See docs/rest-api.md.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [...new Set(Object.keys(paths).map(tagOf))].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ...ERROR_SCHEMAS, ...components.schemas },
      parameters: { ...LIST_PARAMETERS, IdempotencyKey: IDEMPOTENCY_PARAMETER },
      headers: { ...PAGING_HEADERS, Authorization: AUTHORIZATION_HEADER, [REPLAYED_HEADER]: REPLAYED_HEADER_COMPONENT },
      responses: { ...ERROR_RESPONSES, IdempotencyKeyReused: KEY_REUSED_RESPONSE },
    },
  };
}
