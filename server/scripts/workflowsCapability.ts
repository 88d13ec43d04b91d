import { AppError } from '../../engine/errors/AppError.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { toLabel } from '../../engine/registry/naming.ts';
import type { AppContext } from '../context.ts';
import { readTranslations } from '../i18n/readTranslations.ts';
import { readableEntity } from './readableEntity.ts';
import { loadWorkflowOf } from '../workflow/loadWorkflow.ts';
import type { AsyncCapability, JsonValue } from './runInSandbox.ts';

interface WorkflowsDeps {
  ctx: AppContext;
  tenant: string;
  locale: string;
  canRead: (info: EntityInfo) => boolean;
}

/** The entities a `workflows` call asks for: `{entities: [...]}`, or every entity the caller may read. */
function askedEntities(deps: WorkflowsDeps, args: JsonValue): EntityInfo[] {
  const { registry } = deps.ctx;
  const asked = args && typeof args === 'object' && !Array.isArray(args) ? args.entities : undefined;
  if (asked === undefined || asked === null) return registry.all().filter((i) => !i.dyno && deps.canRead(i));
  if (!Array.isArray(asked) || asked.some((n) => typeof n !== 'string')) throw new AppError('INVALID_ARRAY_FIELD', ['entities']);
  return (asked as string[]).map((name) => {
    // dyno entities have no workflow script: unsupported here, whoever asks
    if (registry.has(name) && registry.get(name).dyno) throw new AppError('UNSUPPORTED_ENTITY', [name]);
    return readableEntity(deps, name);
  });
}

/**
 * `ctx.host.workflows({entities?})`: the workflow definitions of the run's tenant (its own
 * `<entity>-workflow` script, else the shipped one; server/workflow/loadWorkflow.ts) of the asked
 * entities, or of every entity the caller may read, as `[{entityName, entityLabel, initialStatus,
 * statuses, transitions}]` for those that have one (`entityLabel` translated into the run's locale). An asked entity that is unknown is UNSUPPORTED_ENTITY, one
 * the caller may not read PERMISSION_DENIED; a definition that does not parse is left out.
 */
export function workflowsCapability(deps: WorkflowsDeps): AsyncCapability {
  return async (args) => {
    const entities = askedEntities(deps, args);
    const definitions = await deps.ctx.db.withTenant(deps.tenant, async (q) => {
      const t = await readTranslations(deps.ctx, q, deps.locale);
      const found = [];
      for (const info of entities) {
        const definition = await loadWorkflowOf(deps.ctx, q, info.name).catch(() => null);
        // the entity's name as people read it, in the run's locale
        if (definition) found.push({ ...definition, entityLabel: t(toLabel(info.name)) });
      }
      return found;
    });
    return JSON.parse(JSON.stringify(definitions)) as JsonValue;
  };
}
