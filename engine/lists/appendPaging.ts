import type { ListTotal } from './pagination.ts';

/**
 * The rows an appending list shows (seed 002 §2.4 "a next-page load appends rows"): pages 1 to
 * `page` of `pageSize` rows, no more than an exact total. A total the server capped (a lower bound)
 * does not limit them.
 */
export function appendedRowCount(page: number, pageSize: number, total?: ListTotal): number {
  const asked = Math.max(1, page) * Math.max(1, pageSize);
  return total && !total.totalIsLowerBound ? Math.min(asked, Math.max(0, total.total)) : asked;
}

/** Whether a next-page load would bring more rows: the rows shown are fewer than the total (or than a capped one). */
export function hasMoreRows(shown: number, total: ListTotal): boolean {
  return total.totalIsLowerBound === true || shown < total.total;
}

/**
 * What a block of an appending grid answers: its rows no further than the rows shown (`limit`), and
 * the last row index when it is known: the exact total or the limit, whichever comes first; -1 while
 * the server says more follow below the limit.
 */
export function limitBlock<T>(records: readonly T[], startRow: number, limit: number, exactTotal: number | undefined, continues: boolean): { rows: T[]; lastRow: number } {
  const rows = records.slice(0, Math.max(0, limit - startRow));
  const end = startRow + records.length;
  if (exactTotal !== undefined) return { rows, lastRow: Math.min(exactTotal, limit) };
  if (!continues) return { rows, lastRow: Math.min(end, limit) };
  return { rows, lastRow: end >= limit ? limit : -1 };
}
