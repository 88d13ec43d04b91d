import { currencyDecimals, formatNumber, formatPercentage, parseLocaleNumber, parseLocalePercentage } from '../../engine/format/index.ts';
import type { LocaleSettings } from '../../engine/format/index.ts';
import type { NumbersTable } from '../../schemas/generated/shapes.ts';

/** A column of a numbers table. */
export type NumbersColumn = NonNullable<NumbersTable['columns']>[number];
/** How a column's cells are read and shown. */
export type CellFormat = NonNullable<NumbersColumn['format']>;
type Cell = number | null;

/** Decimals shown by default (seed 002 §5.1): 3 for numbers, 2 for percentages, the currency's for amounts. */
export function cellDigits(column: Pick<NumbersColumn, 'format' | 'fractionDigits'>, locale: LocaleSettings): number {
  if (typeof column.fractionDigits === 'number') return column.fractionDigits;
  if (column.format === 'percentage') return 2;
  return column.format === 'currency' ? currencyDecimals(locale.currency) : 3;
}

/**
 * A cell typed or pasted, coerced to a number: empty text, `null` and `NULL` become empty (null),
 * numbers are read in the locale, percentages divided by 100 (`5` or `5 %` -> 0.05). Text that is
 * not a number leaves the cell empty.
 */
export function coerceCell(text: string, format: CellFormat | undefined, locale: LocaleSettings): Cell {
  const trimmed = text.trim();
  if (!trimmed || /^null$/i.test(trimmed)) return null;
  const n = format === 'percentage' ? parseLocalePercentage(trimmed, locale, 10) : parseLocaleNumber(trimmed, locale);
  return Number.isFinite(n) ? n : null;
}

/** A cell shown in the locale with its column's decimals ('' when empty). */
export function showCell(value: Cell | undefined, column: NumbersColumn, locale: LocaleSettings): string {
  if (typeof value !== 'number') return '';
  const digits = cellDigits(column, locale);
  if (column.format === 'percentage') return formatPercentage(value, locale, { maximumFractionDigits: digits });
  return formatNumber(value, locale, { minimumFractionDigits: column.format === 'currency' ? digits : 0, maximumFractionDigits: digits });
}

/** Clipboard text as a grid: lines, then tab-separated cells (a trailing empty line is ignored). */
export function clipboardGrid(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/**
 * Rows after pasting a grid at (row, col) (seed 002 §5.1): every cell coerced with its column's
 * format; rows are added as needed; cells beyond the last column are ignored.
 */
export function pasteGrid(rows: readonly (readonly Cell[])[], at: { row: number; col: number }, grid: string[][], columns: readonly NumbersColumn[], locale: LocaleSettings): Cell[][] {
  const next = rows.map((r) => [...r]);
  grid.forEach((line, i) => {
    const r = at.row + i;
    while (next.length <= r) next.push(columns.map(() => null));
    line.forEach((text, j) => {
      const c = at.col + j;
      if (c < columns.length) next[r][c] = coerceCell(text, columns[c].format, locale);
    });
  });
  return next;
}
