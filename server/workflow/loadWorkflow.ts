import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { parseWorkflow } from '../../engine/workflow/parseWorkflow.ts';
import type { WorkflowDefinition } from '../../engine/workflow/types.ts';
import { workflowScriptName } from '../../engine/workflow/workflowScriptName.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { WriteHook } from '../entities/writeHooks.ts';
import { DEFAULT_WORKFLOWS } from '../defaults/workflows/index.ts';

type Rec = Record<string, unknown>;

/** The source of a workflow Script record: `content` (the Script entity's code field) or `code`. */
function sourceOf(data: Rec): unknown {
  return data.content ?? data.code;
}

/**
 * The workflow of an entity for the current tenant: its Script record `<entity-kebab>-workflow`
 * (type workflow) read at each call, so an edited script applies at once; the shipped definition
 * when the tenant has no such record; none when the record is disabled (`enabled: false`) or the
 * entity has neither. An unreadable script raises INVALID_WORKFLOW.
 */
export async function loadWorkflow(ctx: AppContext, q: Queryable, info: EntityInfo): Promise<WorkflowDefinition | null> {
  return loadWorkflowOf(ctx, q, info.name);
}

/** {@link loadWorkflow} by entity name (a dyno entity's too: its name is all the workflow needs). */
export async function loadWorkflowOf(ctx: AppContext, q: Queryable, entityName: string): Promise<WorkflowDefinition | null> {
  const name = workflowScriptName(entityName);
  const shipped = DEFAULT_WORKFLOWS.find((w) => w.entityName === entityName) ?? null;
  if (!ctx.registry.has('Script')) return shipped;
  const script = ctx.registry.get('Script');
  const { rows } = await q.query<{ data: Rec }>(`SELECT data FROM ${script.table} WHERE registration = $1 OR name = $1 LIMIT 1`, [name]);
  const data = rows[0]?.data;
  if (!data) return shipped;
  if (data.enabled === false) return null;
  const parsed = parseWorkflow(sourceOf(data));
  if (!parsed.ok) throw new AppError('INVALID_WORKFLOW', [name, parsed.problems.join('; ')]);
  return { ...parsed.definition, entityName };
}

/**
 * Refuses (400) to store a Script that {@link loadWorkflow} would read as a workflow (named or
 * registered `<entity-kebab>-workflow`, not disabled) when its definition does not parse: a saved
 * broken definition would turn every transition of the entity into 500 INVALID_WORKFLOW.
 */
export function workflowScriptHook(ctx: Pick<AppContext, 'registry'>): WriteHook {
  const names = new Set(ctx.registry.all().map((i) => workflowScriptName(i.name)));
  return {
    beforeWrite({ record }) {
      const named = [record.name, record.registration].some((n) => typeof n === 'string' && names.has(n));
      if (!named || record.enabled === false) return record;
      const parsed = parseWorkflow(sourceOf(record));
      if (parsed.ok) return record;
      const message = parsed.problems.join('; ');
      throw new AppError('INVALID_FIELD_VALUE', ['content', message], [{ path: 'content', message, code: 'INVALID_FIELD_VALUE' }]);
    },
  };
}

/** The workflow, or TRANSITION_NOT_FOUND naming the transition asked for when there is none. */
export async function requireWorkflow(ctx: AppContext, q: Queryable, info: EntityInfo, code: string): Promise<WorkflowDefinition> {
  const definition = await loadWorkflow(ctx, q, info);
  if (!definition) throw new AppError('TRANSITION_NOT_FOUND', [code, info.name]);
  return definition;
}
