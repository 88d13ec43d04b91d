import type { FastifyInstance, FastifyRequest } from 'fastify';
import { availableTransitions, excludedCategories } from '../../engine/workflow/availableTransitions.ts';
import { statusKinds } from '../../engine/workflow/statusKinds.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { requirePermission } from '../auth/identity.ts';
import type { Queryable } from '../db/Database.ts';
import { actorOf } from '../workflow/actorOf.ts';
import { loadWorkflow, workflowScriptHook } from '../workflow/loadWorkflow.ts';
import { sandboxWorkflowScripts } from '../workflow/sandboxWorkflowScripts.ts';
import { runTransition } from '../workflow/runTransition.ts';
import { selectionKeys } from '../workflow/selectionKeys.ts';
import { WorkflowRules } from '../workflow/workflowRules.ts';
import { loadTenantProfile } from '../storage/tenantProfile.ts';
import { dynoCatalog } from '../dyno/dynoCatalog.ts';
import { dynoEntityOf } from './dyno.ts';
import { requireSession } from './session.ts';

type KeyParams = { key: string };
type RunParams = { key: string; code: string };
type ExcludeQuery = { exclude?: string };

/**
 * The transitions routes of one entity (seed 002 §7) under `base`, its API path; dyno entities
 * share `/api/dyno/:name`, their entity resolved per request from the caller's tenant.
 */
function transitionRoutes(app: FastifyInstance, base: string, infoOf: (request: FastifyRequest) => EntityInfo): void {
  const { tabula } = app;
  const read = { permission: `read ${base}` };
  const write = { permission: `write ${base}` };
  const inTenant = <T>(request: FastifyRequest, fn: (q: Queryable) => Promise<T>) => tabula.db.withTenant(requireSession(request).tenant, fn);

  const available = async (request: FastifyRequest<{ Querystring: ExcludeQuery }>, keys: string[]) => {
    const actor = await actorOf(app, request);
    const info = infoOf(request);
    return inTenant(request, async (q) => {
      const definition = await loadWorkflow(tabula, q, info);
      if (!definition) return [];
      const records = [];
      for (const key of keys) records.push(await tabula.store.get(q, info, key));
      const views = availableTransitions(definition, records, { actor, exclude: excludedCategories(request.query.exclude) });
      // the tenant's JS workflow script may narrow them, record by record
      const rules = new WorkflowRules(tabula, app.scriptRunner, info);
      let kept = views;
      for (const record of records) {
        if (!kept.length) break;
        const allowed = await rules.available(q, record, actor);
        if (allowed) kept = kept.filter((v) => allowed.includes(v.code));
      }
      return kept;
    });
  };

  app.post<{ Querystring: ExcludeQuery }>(`${base}/transitions`, { config: read }, async (request) =>
    available(request, selectionKeys(request.body)),
  );
  app.get<{ Params: KeyParams; Querystring: ExcludeQuery }>(`${base}/:key/transitions`, { config: read }, async (request) =>
    available(request, [request.params.key]),
  );
  const run = async (request: FastifyRequest<{ Params: RunParams }>) => {
    const actor = await actorOf(app, request);
    const info = infoOf(request);
    const tenant = requireSession(request).tenant;
    const tenantProfile = await loadTenantProfile(tabula, tenant);
    return tabula.db.withTenant(tenant, (q) => runTransition(tabula, q, { info, key: request.params.key, code: request.params.code, tenant, actor, scripts: sandboxWorkflowScripts(tabula, app.scriptRunner, info), rules: new WorkflowRules(tabula, app.scriptRunner, info), tenantProfile }));
  };
  app.get<{ Params: RunParams }>(`${base}/:key/transitions/:code`, { config: write }, run);
  app.post<{ Params: RunParams }>(`${base}/:key/transitions/:code`, { config: write }, run);
}

/**
 * Workflow transitions of every entity with a status (issue 9): list the transitions a selection
 * may take, run one, and read an entity's workflow with its status badge kinds.
 */
export async function workflowPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const entities = tabula.registry.all().filter((i) => !i.dyno && i.schema.properties?.status);
  for (const info of entities) transitionRoutes(app, info.apiPath, () => info);
  transitionRoutes(app, '/api/dyno/:name', dynoEntityOf);
  if (tabula.registry.has('Script')) tabula.store.hooks.register('Script', workflowScriptHook(tabula));

  app.get<{ Params: { entityName: string } }>('/api/script/workflows/:entityName', async (request) => {
    const { entityName } = request.params;
    const info = entityName.startsWith('dyno')
      ? await dynoCatalog(tabula).entity(requireSession(request).tenant, entityName, [request.method, request.url])
      : tabula.registry.get(entityName);
    await requirePermission(app, request, `read ${info.apiPath}`);
    const definition = await tabula.db.withTenant(requireSession(request).tenant, (q) => loadWorkflow(tabula, q, info));
    return { entityName: info.name, definition, kinds: definition ? statusKinds(definition) : {} };
  });
}
