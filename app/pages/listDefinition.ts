import { DEFAULT_COLUMNS, type ListColumn } from '../../engine/lists/columns.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';

export interface ResolvedListDefinition {
  title: string;
  columns: ListColumn[];
  pageSize: number;
  noAdd: boolean;
}

const humanize = (route: string) => route.slice(1).replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** The list definition of an entity's list route, with the defaults of seed 001 §3. */
export function listDefinitionFor(info: EntityInfo): ResolvedListDefinition {
  return {
    title: humanize(info.listRoute ?? info.route),
    columns: DEFAULT_COLUMNS,
    pageSize: 20,
    noAdd: false,
  };
}
