import type { LocaleInput } from './getLocaleSettings.ts';
import { parseLocaleNumber, parseLocalePercentage } from './parseLocaleNumber.ts';

/** How a numeric-table column reads its cells. */
export type CellFormat = 'number' | 'percentage' | 'currency' | 'text';

/** A parsed cell: a number (NaN when unreadable), text, or null for an empty / NULL cell. */
export type TableCell = number | string | null;

/**
 * Reads text pasted into a numeric table (seed 002 §5.1): lines, then tabs; `null` / `NULL` and
 * blank cells become empty (null); cells of number, currency and percentage columns are parsed in
 * the locale (percentages divided by 100), unreadable ones become NaN. A column without a format
 * is text. A trailing empty line (as spreadsheets copy) is dropped.
 */
export function parsePastedTable(text: string, formats: readonly CellFormat[], locale?: LocaleInput): TableCell[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) =>
    line.split('\t').map((raw, column): TableCell => {
      const cell = raw.trim();
      if (cell === '' || cell.toLowerCase() === 'null') return null;
      const format = formats[column] ?? 'text';
      if (format === 'percentage') return parseLocalePercentage(cell, locale);
      if (format === 'number' || format === 'currency') return parseLocaleNumber(cell, locale);
      return cell;
    }),
  );
}
