import { migrateWorkflow, WORKFLOW_MODEL_VERSION, workflowModelVersion } from '../../engine/workflow/migrateWorkflow.ts';
import type { WorkflowDefinition } from '../../engine/workflow/types.ts';
import { workflowScriptName } from '../../engine/workflow/workflowScriptName.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { DEFAULT_WORKFLOWS } from '../defaults/workflows/index.ts';
import { PREVIOUS_SHIPPED_WORKFLOWS } from '../defaults/workflows/previousVersions.ts';
import { workflowFingerprint } from './workflowFingerprint.ts';

type Rec = Record<string, unknown>;

/** What an upgrade did in one tenant: shipped copies replaced, own definitions migrated (with their changes). */
export interface WorkflowUpgrade {
  replaced: string[];
  migrated: { name: string; changes: string[] }[];
}

const SYSTEM = { username: 'system' };

/** The stored text of a shipped definition: the current model, as the seeding writes it. */
export const shippedWorkflowContent = (definition: WorkflowDefinition): string =>
  JSON.stringify({ modelVersion: WORKFLOW_MODEL_VERSION, ...definition }, null, 2);

function parseStored(data: Rec): Rec | undefined {
  const text = data.content ?? data.code; // as server/workflow/loadWorkflow.ts reads it
  if (typeof text !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Rec) : undefined;
  } catch {
    return undefined; // not JSON: reading it answers INVALID_WORKFLOW, as before; nothing to migrate
  }
}

/** The entity's fields of type percentage, which store a fraction (1 = 100 %). */
function percentageFields(ctx: AppContext, entityName: unknown): Set<string> {
  if (typeof entityName !== 'string' || !ctx.registry.has(entityName)) return new Set();
  const props = (ctx.registry.get(entityName).schema.properties ?? {}) as Record<string, { 'x-field'?: { type?: string } }>;
  return new Set(Object.entries(props).filter(([, p]) => p?.['x-field']?.type === 'percentage').map(([name]) => name));
}

/**
 * Brings the current tenant's stored workflow definitions (Scripts of type `workflow`) to the
 * current model: a copy of an earlier shipped definition nobody edited (its fingerprint is in
 * PREVIOUS_SHIPPED_WORKFLOWS) becomes the current shipped definition; a definition of the tenant's
 * own in an older model is migrated by engine/workflow/migrateWorkflow.ts, keeping its meaning.
 * Each change is an ordinary update by `system` (a new version and a History entry, and the
 * hot-reload event). Run at every start for every tenant and by check-config; a second run changes
 * nothing.
 */
export async function upgradeStoredWorkflows(ctx: AppContext, q: Queryable): Promise<WorkflowUpgrade> {
  const done: WorkflowUpgrade = { replaced: [], migrated: [] };
  if (!ctx.registry.has('Script')) return done;
  const script = ctx.registry.get('Script');
  const shippedByName = new Map(DEFAULT_WORKFLOWS.map((d) => [workflowScriptName(d.entityName), d]));
  const { rows } = await q.query<{ registration: string; data: Rec }>(`SELECT registration, data FROM ${script.table} WHERE data->>'type' = 'workflow'`);
  for (const row of rows) {
    const stored = parseStored(row.data);
    if (!stored) continue;
    const shipped = shippedByName.get(row.registration);
    const current = shipped ? shippedWorkflowContent(shipped) : undefined;
    if (shipped && current && PREVIOUS_SHIPPED_WORKFLOWS[shipped.entityName]?.includes(workflowFingerprint(stored))) {
      if (workflowFingerprint(stored) === workflowFingerprint(shipped as unknown as Rec) && workflowModelVersion(stored) === WORKFLOW_MODEL_VERSION) continue;
      await ctx.store.update(q, script, row.registration, { content: current }, SYSTEM);
      done.replaced.push(row.registration);
      continue;
    }
    if (workflowModelVersion(stored) >= WORKFLOW_MODEL_VERSION) continue;
    const { definition, changes } = migrateWorkflow(stored, percentageFields(ctx, stored.entityName ?? row.data.entityName));
    await ctx.store.update(q, script, row.registration, { content: JSON.stringify(definition, null, 2) }, SYSTEM);
    done.migrated.push({ name: row.registration, changes });
  }
  return done;
}

/** {@link upgradeStoredWorkflows} in every tenant, each in its own transaction (server start). */
export async function upgradeWorkflowsOfEveryTenant(ctx: AppContext): Promise<Record<string, WorkflowUpgrade>> {
  const tenants = await ctx.db.admin((q) => q.query<{ name: string }>('SELECT name FROM tenants ORDER BY name'));
  const out: Record<string, WorkflowUpgrade> = {};
  for (const { name } of tenants.rows) out[name] = await ctx.db.withTenant(name, (q) => upgradeStoredWorkflows(ctx, q));
  return out;
}
