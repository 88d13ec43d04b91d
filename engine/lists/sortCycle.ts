/** A column's sort state; null is "off". */
export type SortDirection = 'asc' | 'desc' | null;

/** A header click cycles ascending, descending, off (seed 001 §4). */
export const SORT_CYCLE: readonly SortDirection[] = ['asc', 'desc', null];

/** The sort after one more click. */
export function nextSortDirection(current: SortDirection): SortDirection {
  return SORT_CYCLE[(SORT_CYCLE.indexOf(current) + 1) % SORT_CYCLE.length];
}

/** Grid sort state (column id and direction, in priority order) as a list-query sort value. */
export function sortValueOf(model: readonly { colId: string; sort: SortDirection }[]): string {
  return model
    .filter((s) => s.sort)
    .map((s) => `${s.sort === 'desc' ? '-' : ''}${s.colId}`)
    .join(',');
}

/** A list-query sort value as grid sort state. */
export function sortModelOf(sort: string): { colId: string; sort: 'asc' | 'desc' }[] {
  return sort
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && s !== '-')
    .map((s) => (s.startsWith('-') ? { colId: s.slice(1), sort: 'desc' } : { colId: s.replace(/^\+/, ''), sort: 'asc' }));
}
