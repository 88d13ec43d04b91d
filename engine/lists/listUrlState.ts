import { NON_FILTER_PARAMS } from '../query/nonFilterParams.ts';

/** What a list page keeps in its URL (seed 001 §2, seed 002 §2.4-2.5). */
export interface ListUrlState {
  /** Free text of the search row (`?filter=`), sent as the list `search`. */
  filter: string;
  /** 1-based page (`?page=`). */
  page: number;
  /** Sort keys, `-` prefix for descending (`?sort=`). */
  sort: string;
  /** Field filters in the list query language (`?status=PAID,OPEN&dueDate=20240101~`). */
  filters: Record<string, string>;
}

/** Parameters of the URL that belong to the page, not to the search (besides NON_FILTER_PARAMS). */
const PAGE_PARAMS = new Set(['sort', 'range', 'search', 'projection', 'include', 'breakdown', 'count']);

/** Reads the list state from the URL query. */
export function readListUrl(query: Record<string, string>): ListUrlState {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!NON_FILTER_PARAMS.has(key) && !PAGE_PARAMS.has(key) && value !== '') filters[key] = value;
  }
  const page = Number.parseInt(query.page ?? '', 10);
  return { filter: query.filter ?? '', page: Number.isFinite(page) && page > 0 ? page : 1, sort: query.sort ?? '', filters };
}

/**
 * The URL query for a list state. Parameters that are neither filters nor page state (jwt, editMode,
 * selectedIds...) are kept from `current`; page 1 and empty values are left out.
 */
export function writeListUrl(current: Record<string, string>, state: ListUrlState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(current)) {
    if (NON_FILTER_PARAMS.has(key) && key !== 'page' && key !== 'filter') out[key] = value;
  }
  if (state.filter) out.filter = state.filter;
  for (const [key, value] of Object.entries(state.filters)) if (value) out[key] = value;
  if (state.sort) out.sort = state.sort;
  if (state.page > 1) out.page = String(state.page);
  return out;
}

/** The list-query parameters of a state: field filters, `search` and `sort` (paging is added per call). */
export function listQueryOf(state: ListUrlState, fixed: Record<string, string> = {}): Record<string, string> {
  const query: Record<string, string> = { ...fixed, ...state.filters };
  if (state.filter.trim()) query.search = state.filter.trim();
  if (state.sort) query.sort = state.sort;
  return query;
}
