import type { ListDefinition, PageConfig, RowActionRef } from '../../schemas/generated/meta.ts';

/** Row actions a read-only page drops; it shows a view icon instead (seed 002 §2.4). */
const WRITE_ACTIONS = new Set(['edit', 'copy', 'delete', 'duplicate']);

function readOnlyActions(actions: RowActionRef[] = []): RowActionRef[] {
  const kept = actions.filter((a) => typeof a !== 'string' || !WRITE_ACTIONS.has(a));
  return kept.includes('view') ? kept : ['view', ...kept];
}

/**
 * A list definition with a tenant's page configuration applied (seed 002 §2.4-2.5): title, columns
 * and page size overrides, hidden add / run billing / transitions / onboard / KPI controls, read-only
 * mode. The result keeps the configuration in `pageConfig` for the page to read.
 */
export function applyPageConfig(definition: ListDefinition, config: PageConfig = {}): ListDefinition {
  const flags = config as Record<string, unknown>;
  const actions = (definition.actions ?? []).filter(
    (action) => !(action.hiddenBy && flags[action.hiddenBy] === true) && !(action.showWhen && flags[action.showWhen] !== true),
  );
  const result: ListDefinition = {
    ...definition,
    title: config.title ?? definition.title,
    columns: config.columns ?? definition.columns,
    pageSize: config.pageSize ?? definition.pageSize,
    addLink: config.addLink ?? definition.addLink,
    noAdd: Boolean(definition.noAdd || config.hideAdd || config.readOnly),
    bulkTransitions: Boolean(definition.bulkTransitions && !config.hideTransitions && !config.readOnly),
    actions,
    rowActions: config.readOnly ? readOnlyActions(definition.rowActions) : definition.rowActions,
    pageConfig: { ...definition.pageConfig, ...config },
  };
  if (config.hideKpi) delete result.kpi;
  return result;
}
