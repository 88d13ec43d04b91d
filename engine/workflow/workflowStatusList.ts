import type { ListDefinition } from '../../schemas/generated/meta.ts';

/**
 * A list whose `status` column (or `status` filter) has no lookup list reads the entity's status
 * list (`statusList`, `{entity}Status`) instead of showing codes: grid cells, kanban columns, the
 * KPI strip and the filter badges all take their labels from it. The server answers that list from
 * the entity's workflow when the tenant has no List record of that name (docs/workflow.md), so the
 * labels are the workflow's. A column or filter with its own list keeps it; other lists are unchanged.
 */
export function withWorkflowStatusList(definition: ListDefinition, statusList: string | undefined): ListDefinition {
  if (!statusList) return definition;
  const column = definition.columns?.find((c) => c.name === 'status');
  const field = definition.searchFields?.find((f) => f.name === 'status');
  const needsColumn = column !== undefined && !column.select;
  const needsField = field !== undefined && !field.list;
  if (!needsColumn && !needsField) return definition;
  return {
    ...definition,
    ...(needsColumn ? { columns: definition.columns?.map((c) => (c === column ? { ...c, select: statusList } : c)) } : {}),
    ...(needsField ? { searchFields: definition.searchFields?.map((f) => (f === field ? { ...f, list: statusList } : f)) } : {}),
  };
}
