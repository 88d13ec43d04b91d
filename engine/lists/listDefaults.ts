import type { ListDefinition } from '../../schemas/generated/meta.ts';

/** Rows per page when neither the definition, the page configuration nor the user says otherwise. */
export const TABLE_DEFAULT_PAGE_SIZE = 20;

/**
 * Whether the advanced search opens in a modal (the default) or a panel: `advancedSearch.inModal` of
 * the definition (seed 001 §2), overridden per user by the table configuration.
 */
export function advancedSearchInModal(definition: ListDefinition): boolean {
  const options = (definition as ListDefinition & { advancedSearch?: { inModal?: boolean } }).advancedSearch;
  return options?.inModal ?? true;
}

/** The page size of a definition (page configuration already applied). */
export function definitionPageSize(definition: ListDefinition): number {
  return definition.pageSize ?? TABLE_DEFAULT_PAGE_SIZE;
}

/** Fields the sorting selector offers: the columns and the search fields, once each. */
export function sortOptionsOf(definition: ListDefinition, label: (item: { name: string; title?: string; label?: string }) => string): { value: string; label: string }[] {
  const seen = new Set<string>();
  const out: { value: string; label: string }[] = [];
  for (const item of [...(definition.columns ?? []), ...(definition.searchFields ?? [])]) {
    if (seen.has(item.name) || /[[\]]|\.\d/.test(item.name)) continue;
    seen.add(item.name);
    out.push({ value: item.name, label: label(item) });
  }
  return out;
}
