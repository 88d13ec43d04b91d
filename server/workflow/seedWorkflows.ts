import { workflowScriptName } from '../../engine/workflow/workflowScriptName.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { DEFAULT_WORKFLOWS } from '../defaults/workflows/index.ts';
import { shippedWorkflowContent } from './upgradeStoredWorkflows.ts';

/**
 * Stores the shipped workflows as Script records (type `workflow`, named `<entity-kebab>-workflow`,
 * the JSON definition as code) in the current tenant, skipping those it already has.
 */
export async function seedWorkflows(ctx: AppContext, q: Queryable): Promise<number> {
  if (!ctx.registry.has('Script')) return 0;
  const script = ctx.registry.get('Script');
  let created = 0;
  for (const definition of DEFAULT_WORKFLOWS) {
    if (!ctx.registry.has(definition.entityName)) continue;
    const name = workflowScriptName(definition.entityName);
    const { rows } = await q.query(`SELECT 1 FROM ${script.table} WHERE registration = $1`, [name]);
    if (rows.length) continue;
    const record = {
      registration: name,
      name,
      type: 'workflow',
      entityName: definition.entityName,
      enabled: true,
      description: `Workflow of ${definition.entityName} (shipped with Tabula; see docs/workflow.md)`,
      content: shippedWorkflowContent(definition),
    };
    await ctx.store.create(q, script, record, { username: 'system' });
    created += 1;
  }
  return created;
}
