/** Query parameters that are never treated as filters (seed 000 §9, seed 002 §5.4). */
export const NON_FILTER_PARAMS = new Set([
  'jwt', 'page', 'token', 'filter', 'editMode', 'parentUrl', 'selectedIds', 'noDecoration', 'navs',
  'userContext', 'newAuth', 'clearCache',
]);

/** Parameters of the list query language itself. */
export const LIST_PARAMS = new Set(['range', 'search', 'sort', 'projection', 'include', 'breakdown', 'count', 'after']);
