import type { ListDefinition, PageActionDefinition, PageConfig, RowActionRef } from '../../schemas/generated/meta.ts';

/** Row actions a read-only page drops; it shows a view icon instead (seed 002 §2.4). */
const WRITE_ACTIONS = new Set(['edit', 'copy', 'delete', 'duplicate', 'transitions']);
/** Toolbar buttons a read-only page drops: the copy and paste of records (seed 002 §2.4-2.5). */
const READ_ONLY_HIDDEN = new Set(['copy', 'paste']);

function readOnlyActions(actions: RowActionRef[] = []): RowActionRef[] {
  const kept = actions.filter((a) => typeof a !== 'string' || !WRITE_ACTIONS.has(a));
  return kept.includes('view') ? kept : ['view', ...kept];
}

function rowActionsOf(definition: ListDefinition, config: PageConfig): RowActionRef[] | undefined {
  if (config.readOnly) return readOnlyActions(definition.rowActions);
  if (config.hideTransitions) return definition.rowActions?.filter((a) => a !== 'transitions');
  return definition.rowActions;
}

function shown(action: PageActionDefinition, config: PageConfig): boolean {
  const flags = config as Record<string, unknown>;
  if (action.hiddenBy && flags[action.hiddenBy] === true) return false;
  if (action.showWhen && flags[action.showWhen] !== true) return false;
  return !(config.readOnly && READ_ONLY_HIDDEN.has(action.name));
}

/**
 * A list definition with a tenant's page configuration applied (seed 002 §2.4-2.5): title, columns,
 * page size and add link overrides; hidden add / run billing / transitions / onboard / KPI
 * controls; paste and copy shown on demand; read-only mode (no add, transitions, edit, copy,
 * delete, duplicate, paste; a view icon on each row); `fetchPersonsName: false` stops the
 * personsNames include. The result keeps the configuration in `pageConfig` for the page to read.
 * It is a display setting: the server's permissions decide what a user may really write.
 */
export function applyPageConfig(definition: ListDefinition, config: PageConfig = {}): ListDefinition {
  const include = config.fetchPersonsName === false ? definition.include?.filter((i) => i !== 'personsNames') : definition.include;
  const result: ListDefinition = {
    ...definition,
    title: config.title ?? definition.title,
    columns: config.columns ?? definition.columns,
    pageSize: config.pageSize ?? definition.pageSize,
    addLink: config.addLink ?? definition.addLink,
    noAdd: Boolean(definition.noAdd || config.hideAdd || config.readOnly),
    bulkTransitions: Boolean(definition.bulkTransitions && !config.hideTransitions && !config.readOnly),
    actions: (definition.actions ?? []).filter((action) => shown(action, config)),
    rowActions: rowActionsOf(definition, config),
    pageConfig: { ...definition.pageConfig, ...config },
  };
  if (include) result.include = include;
  if (config.hideKpi) delete result.kpi;
  return result;
}
