import { rowsCountLabel } from './pagination.ts';
import { valueAt } from './valueAt.ts';

type Rec = Record<string, unknown>;

/** One kanban column: the records whose grouping field has that value. */
export interface KanbanColumn {
  key: string;
  records: Rec[];
}

/** Key of the column of records without a value. */
export const KANBAN_NONE = '(none)';

/**
 * Groups records into kanban columns by a field (status by default). Known values come first in
 * their given order (even when empty, so the board keeps its shape), then values met in the data,
 * then records without a value.
 */
export function groupForKanban(records: readonly Rec[], field = 'status', known: readonly string[] = []): KanbanColumn[] {
  const columns = new Map<string, Rec[]>(known.map((k) => [k, []]));
  for (const record of records) {
    const raw = valueAt(record, field);
    const key = raw === undefined || raw === null || raw === '' ? KANBAN_NONE : String(raw);
    if (!columns.has(key)) columns.set(key, []);
    columns.get(key)!.push(record);
  }
  const none = columns.get(KANBAN_NONE);
  columns.delete(KANBAN_NONE);
  const out = [...columns].map(([key, list]) => ({ key, records: list }));
  return none ? [...out, { key: KANBAN_NONE, records: none }] : out;
}

/**
 * What a kanban column's header counts: its cards, and the column's total when more rows than the
 * loaded ones have its value ("12 / 1,340"); the cards alone when the total is unknown or all loaded.
 */
export function columnCountLabel(loaded: number, total: number | undefined, locale?: string): string {
  return total === undefined || total <= loaded ? rowsCountLabel(loaded, false, locale) : `${rowsCountLabel(loaded, false, locale)} / ${rowsCountLabel(total, false, locale)}`;
}
