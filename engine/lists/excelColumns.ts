import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { currencyDecimals } from '../format/currencies.ts';
import { excelDateFormat } from '../format/excelDateFormat.ts';
import { isUngroupedNumber } from '../format/formatNumber.ts';
import type { LocaleInput } from '../format/getLocaleSettings.ts';
import { fieldLabel } from './fieldLabel.ts';
import { valueAt } from './valueAt.ts';

/** Cell formats the Excel report knows; anything else is written as text. */
export type ExcelFormat = 'text' | 'number' | 'currency' | 'percentage' | 'date' | 'datetime' | 'bytes' | 'milliseconds' | 'boolean';

/**
 * A column of POST /api/report/excel (seed 002 §7): header label, width in characters, format. `key`
 * is the path of the value when rows are objects (arrays are read by position); `currency` is an ISO
 * code or the path of the row value holding it; `select` names the lookup list of an enumerated
 * value (a status, a type), written as its label in the export's locale. `linkTo` is the list
 * column's link: a list export shows a reference column (engine/lists/referenceColumn.ts) by the
 * referenced record's name, its key in a column of its own (docs/table.md, Excel export).
 */
export interface ExcelColumn {
  headerLabel: string;
  width?: number;
  format?: ExcelFormat | string;
  key?: string;
  currency?: string;
  select?: string;
  linkTo?: string;
}

/** Default width in characters of a column without one. */
export const DEFAULT_EXCEL_WIDTH = 18;

/**
 * The Excel columns of the visible table columns: pixel widths become characters (about 7 px each).
 * Headers stay the English labels (keys): the server writes them in the export's locale, as it does
 * the labels of lookup lists (`select`, a named list; a path-fetched list keeps its values).
 */
export function excelColumnsFor(columns: readonly ColumnDefinition[]): ExcelColumn[] {
  return columns.map((c) => ({
    headerLabel: fieldLabel(c),
    key: c.name,
    width: c.width ? Math.max(6, Math.round(c.width / 7)) : DEFAULT_EXCEL_WIDTH,
    format: c.type === 'object' || !c.type ? 'text' : c.type,
    currency: c.type === 'currency' ? currencySource(c) : c.currency,
    ...(c.select && !c.select.startsWith('/') ? { select: c.select } : {}),
    // a plain linked value may be another record's key, shown by its name (the server decides)
    ...(c.linkTo && !c.type && !c.select ? { linkTo: c.linkTo } : {}),
  }));
}

/** Where a currency column without a `currency` of its own finds it: the row's `currency` field. */
export const ROW_CURRENCY_PATH = 'currency';

/**
 * The currency of an amount column (seed 001 §3): its `currency` (an ISO code, or the path of the
 * code in the row), else the row's own `currency` field; a row without one shows the locale's.
 */
export function currencySource(column: Pick<ColumnDefinition, 'currency'>): string {
  return column.currency ?? ROW_CURRENCY_PATH;
}

/** The currency of a cell: the column's ISO code, or the row value at the column's currency path. */
export function cellCurrency(column: ExcelColumn, row: unknown): string | undefined {
  if (!column.currency) return undefined;
  if (/^[A-Z]{3}$/.test(column.currency)) return column.currency;
  const v = row && typeof row === 'object' && !Array.isArray(row) ? valueAt(row as Record<string, unknown>, column.currency) : undefined;
  return typeof v === 'string' && /^[A-Z]{3}$/.test(v) ? v : undefined;
}

/**
 * The Excel number format of an amount: grouped, with the currency's own decimals (EUR 2, TND 3,
 * JPY 0) and its code; without a currency, two decimals and no code.
 */
export function excelCurrencyFormat(currency?: string): string {
  if (!currency) return '#,##0.00';
  const digits = currencyDecimals(currency);
  const number = digits ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  return `${number} "${currency}";-${number} "${currency}"`;
}

/** The number format of years and codes (`2025`, never `2,025`: see isUngroupedNumber). */
export const UNGROUPED_NUM_FMT = '0';

/**
 * The Excel number format of a cell (undefined: General); dates in the locale's date format. With
 * `path` (the column's key), a number column holding a year or a code is not grouped.
 */
export function excelNumFmt(format: string | undefined, currency?: string, locale?: LocaleInput, path?: string): string | undefined {
  switch (format) {
    case 'currency':
      return excelCurrencyFormat(currency);
    case 'percentage':
      return '0.00%';
    case 'date':
      return excelDateFormat(locale);
    case 'datetime':
      return excelDateFormat(locale, true);
    case 'number':
      return isUngroupedNumber(path) ? UNGROUPED_NUM_FMT : '#,##0.##########';
    case 'bytes':
    case 'milliseconds':
      return '#,##0.##########';
    default:
      return undefined;
  }
}

/** Excel refuses longer cell texts. */
const MAX_CELL_TEXT = 32_767;

function text(value: unknown): string {
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ');
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return typeof o.name === 'string' ? o.name : typeof o.registration === 'string' ? o.registration : JSON.stringify(value);
  }
  return value === null || value === undefined ? '' : String(value);
}

/** A stored value as an Excel cell: numbers for amounts, Dates for dates, text otherwise; null when empty. */
export function excelCellValue(value: unknown, format?: string): string | number | boolean | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (['number', 'currency', 'percentage', 'bytes', 'milliseconds'].includes(format ?? '')) {
    const n = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(n)) return n;
  }
  if ((format === 'date' || format === 'datetime') && (typeof value === 'string' || typeof value === 'number')) {
    const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
    if (!Number.isNaN(d.getTime())) return d;
  }
  if (format === 'boolean' || typeof value === 'boolean') return Boolean(value);
  if (typeof value === 'number') return value;
  return text(value).slice(0, MAX_CELL_TEXT);
}

/** The value of a column in a data row: by position for arrays, by key path for objects. */
export function rowValue(row: unknown, column: ExcelColumn, index: number): unknown {
  if (Array.isArray(row)) return row[index];
  if (row && typeof row === 'object') return valueAt(row as Record<string, unknown>, column.key ?? column.headerLabel);
  return index === 0 ? row : undefined;
}
