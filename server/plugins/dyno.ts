import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { metaSchemas } from '../../schemas/generated/catalog.ts';
import type { DynoDescriptor } from '../../schemas/generated/meta.ts';
import type { AppContext } from '../context.ts';
import { entityTableSql } from '../db/entityTables.ts';
import { readConfigItem } from '../scripts/configItems.ts';
import { requireSession } from './session.ts';

/** A descriptor of the tenant's dyno-descriptors item that could not become an entity, and why. */
interface Problem {
  index: number;
  name: unknown;
  message: string;
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function descriptorValidator(): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  for (const schema of metaSchemas) ajv.addSchema(schema);
  return ajv.getSchema('https://tabula.local/schemas/meta/dyno-descriptor.json')!;
}

/**
 * Turns the tenant's dyno descriptors into entities of the shared registry, creating their tables
 * (no restart). The registry and the tables are shared by all tenants (rows stay per tenant under
 * row-level security), so a dyno name is global: the last descriptor read under a name wins.
 */
function createDynoLoader(ctx: AppContext) {
  const validate = descriptorValidator();
  const registered = new Map<string, string>();

  const check = (d: unknown, index: number): Problem | undefined => {
    const name = (d as { name?: unknown } | null)?.name;
    if (!validate(d))
      return {
        index,
        name,
        message: validate.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ') ?? 'invalid',
      };
    const bad = Object.keys((d as DynoDescriptor).properties).find((p) => !FIELD_NAME.test(p));
    if (bad) return { index, name, message: `invalid field name "${bad}"` };
    const known = ctx.registry.has(String(name)) ? ctx.registry.get(String(name)) : undefined;
    if (known && !known.dyno) return { index, name, message: 'the name of a built-in entity' };
    return undefined;
  };

  return async (tenant: string): Promise<{ descriptors: DynoDescriptor[]; problems: Problem[] }> => {
    const item = await ctx.db.withTenant(tenant, (q) => readConfigItem<unknown>(q, 'dyno-descriptors'));
    const list = Array.isArray(item) ? item : [];
    const problems: Problem[] =
      item !== undefined && !Array.isArray(item)
        ? [{ index: -1, name: null, message: 'dyno-descriptors must be an array' }]
        : [];
    const descriptors: DynoDescriptor[] = [];
    for (const [index, d] of list.entries()) {
      const problem = check(d, index);
      if (problem) {
        problems.push(problem);
        continue;
      }
      const descriptor = d as DynoDescriptor;
      descriptors.push(descriptor);
      const json = JSON.stringify(descriptor);
      if (registered.get(descriptor.name) === json) continue;
      const info = ctx.registry.registerDyno(descriptor, { override: ctx.registry.has(descriptor.name) });
      await ctx.db.admin((q) => q.exec(entityTableSql(info)));
      registered.set(descriptor.name, json);
    }
    return { descriptors, problems };
  };
}

/**
 * Dyno entities (seed 000 §2.7, §3.2): GET /api/dyno answers the tenant's descriptors as entities
 * (routes, API path), and every /api/dyno/{name} request first loads the tenant's descriptors, so a
 * saved dyno-descriptors item takes effect on the next request. Registered before the permission
 * hook, which then finds the dyno entity like any other.
 */
async function dyno(app: FastifyInstance): Promise<void> {
  const load = createDynoLoader(app.tabula);

  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!request.session || !request.routeOptions.url?.startsWith('/api/dyno/:name')) return;
    await load(request.session.tenant);
  });

  app.get('/api/dyno', async (request) => {
    const session = requireSession(request);
    const { descriptors, problems } = await load(session.tenant);
    const entities = descriptors.map((d) => {
      const info = app.tabula.registry.get(d.name);
      return {
        ...d,
        route: info.route,
        listRoute: info.listRoute,
        apiPath: info.apiPath,
        collection: info.collection,
      };
    });
    return { entities, problems };
  });
}

export const dynoPlugin = fp(dyno, { name: 'dyno' });
