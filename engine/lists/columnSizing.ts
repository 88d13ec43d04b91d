import type { ColumnDefinition } from '../../schemas/generated/meta.ts';

/** How a list column shares the grid's width: a fixed width, or a share (flex) above a minimum. */
export type ColumnSizing = { width: number } | { flex: number; minWidth: number };

/** The least width of a column that says nothing of its content (a short code, a number). */
export const MIN_COLUMN_WIDTH = 90;

// Widths, in CSS pixels at the UI kit's 14 px font, that keep the usual content whole with the
// cell's padding: an 11-character registration (`INV00001234`), an amount up to the millions with
// its cents and symbol, a date, a date and time, a status badge with its transitions button. Ten
// such columns, a check box and the row actions still fit a 1,400 px screen beside the menu.
const REGISTRATION_WIDTH = 130;
const AMOUNT_WIDTH = 120;
const DATE_WIDTH = 105;
const DATETIME_WIDTH = 145;
const BADGE_WIDTH = 120;

/** Whether a column shows a record's registration (its own or a linked record's: `contractRegistration`). */
const isRegistration = (name: string) => name === 'registration' || /Registration$/.test(name);

/**
 * The width of a list column: the definition's `width` when it has one; else a share of the grid's
 * width above a minimum that fits its kind of content, so registrations, amounts, dates and status
 * badges are not cut (they were, at one share each on a 1,400 px screen with ten columns), and
 * names, the longest texts, get a double share (cut last, with their full text in a tooltip where
 * the column has a `maxLength`).
 */
export function columnSizing(column: Pick<ColumnDefinition, 'name' | 'type' | 'width' | 'badge'>): ColumnSizing {
  if (column.width) return { width: column.width };
  if (isRegistration(column.name)) return { flex: 1, minWidth: REGISTRATION_WIDTH };
  if (column.badge) return { flex: 1, minWidth: BADGE_WIDTH };
  switch (column.type) {
    case 'currency':
      return { flex: 1, minWidth: AMOUNT_WIDTH };
    case 'date':
      return { flex: 1, minWidth: DATE_WIDTH };
    case 'datetime':
      return { flex: 1, minWidth: DATETIME_WIDTH };
  }
  if (column.name === 'name' || column.name.endsWith('.name')) return { flex: 2, minWidth: MIN_COLUMN_WIDTH };
  return { flex: 1, minWidth: MIN_COLUMN_WIDTH };
}
