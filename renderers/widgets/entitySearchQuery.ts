import { encodeSearchList, encodeSearchRegex } from '../../engine/format/index.ts';
import type { FieldQuery } from '../../schemas/generated/meta.ts';

/** Rows per page of the entity search modal (seed 001 §9). */
export const ENTITY_SEARCH_PAGE_SIZE = 10;

/** What the user asked in the modal: a database search text and the advanced search fields. */
export interface EntitySearchCriteria {
  search?: string;
  registration?: string;
  name?: string;
}

/**
 * The list query of an entity search (list query language of the API): the field's fixed filters
 * (roles, type, filter, include) plus the search text, and the advanced fields as case-insensitive
 * regular expressions (seed 001 §7: text fields wrapped as /text/i).
 */
export function entitySearchQuery(query: Partial<FieldQuery>, criteria: EntitySearchCriteria): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(query.filter ?? {})) out[key] = String(value);
  if (query.roles?.length) out.roles = encodeSearchList(query.roles);
  if (query.type) out.type = query.type;
  if (query.include?.length) out.include = encodeSearchList(query.include);
  if (criteria.search?.trim()) out.search = criteria.search.trim();
  if (criteria.registration?.trim()) out.registration = encodeSearchRegex(criteria.registration);
  if (criteria.name?.trim()) out.name = encodeSearchRegex(criteria.name);
  return out;
}
