import type { ColumnDefinition, ListDefinition } from '../../schemas/generated/meta.ts';
import { toLabel } from './naming.ts';
import type { EntityInfo } from './types.ts';

/** Rows per page when neither the definition nor the user says otherwise (the spec does not show it). */
export const DEFAULT_PAGE_SIZE = 15;

/**
 * The list definition an entity gets without a file (seed 001 §3 "Default entity search and
 * columns"): search on registration and name as regex; columns registration (linked to the detail
 * page), organization.name (hidden), status (badge with the status list), name. An id-only
 * entity (seed 000 §2.5) has no creation page, so its list has no add button.
 */
export function defaultListDefinition(info: EntityInfo): ListDefinition {
  const hasOrganization = Boolean(info.schema.properties?.organization);
  const columns: ColumnDefinition[] = [
    { name: 'registration', title: 'Registration', linkTo: `${info.route}/{${info.keyField}}`, sortable: true },
    ...(hasOrganization ? [{ name: 'organization.name', title: 'Organization', hidden: true }] : []),
    { name: 'status', title: 'Status', badge: true, select: info.statusList, sortable: true },
    { name: 'name', title: 'Name', sortable: true },
  ];
  return {
    entity: info.name,
    route: info.listRoute ?? `${info.route}s`,
    title: toLabel(info.collection),
    pageSize: DEFAULT_PAGE_SIZE,
    searchFields: info.searchFields.map((name) => ({ name, regex: true })),
    columns,
    ...(info.idOnly ? { noAdd: true } : {}),
  };
}
