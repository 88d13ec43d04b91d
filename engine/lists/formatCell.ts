import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { dayjs } from '../format/dayjs.ts';
import { formatDate } from '../format/formatDate.ts';
import { formatFileSize } from '../format/fileSize.ts';
import { formatNumber, isUngroupedNumber } from '../format/formatNumber.ts';
import { formatPercentage } from '../format/formatPercentage.ts';
import type { LocaleInput } from '../format/getLocaleSettings.ts';
import { formatMoney, type MoneyFormat } from '../format/tenantSettings.ts';
import { cellCurrency, currencySource } from './excelColumns.ts';

type Rec = Record<string, unknown>;

function plain(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plain).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    const o = value as Rec;
    return typeof o.name === 'string' ? o.name : typeof o.label === 'string' ? o.label : JSON.stringify(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const asNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/**
 * The text of a cell by column type (seed 001 §3 "Table column definition"): currency in the column's
 * or the row's currency, percentage of a stored fraction, bytes, milliseconds, date, datetime (with
 * the column's timeFormat), object; fraction digits as the column says. An amount without a
 * currency of its own is in `money.currency` (the tenant's) before the locale's, its currency shown
 * as `money.display` says (docs/formats.md, Tenant settings).
 */
export function formatCell(value: unknown, column: ColumnDefinition, row: Rec, locale?: LocaleInput, money: Omit<MoneyFormat, 'locale'> = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const digits = { minimumFractionDigits: column.minimumFractionDigits, maximumFractionDigits: column.maximumFractionDigits };
  const n = asNumber(value);
  switch (column.type) {
    case 'currency':
      return Number.isFinite(n) ? formatMoney(n, { ...money, locale }, cellCurrency({ headerLabel: '', currency: currencySource(column) }, row)) : plain(value);
    case 'percentage':
      return Number.isFinite(n) ? formatPercentage(n, locale, digits) : plain(value);
    case 'bytes':
      return Number.isFinite(n) ? formatFileSize(n, locale) : plain(value);
    case 'milliseconds':
      return Number.isFinite(n) ? `${formatNumber(n, locale, { maximumFractionDigits: 0 })} ms` : plain(value);
    case 'date':
      return formatDate(value as string, locale) || plain(value);
    case 'datetime': {
      if (!column.timeFormat) return formatDate(value as string, locale, true) || plain(value);
      const d = dayjs(value as string);
      return d.isValid() ? `${formatDate(value as string, locale)} ${d.format(column.timeFormat)}` : plain(value);
    }
    default:
      return typeof value === 'number' ? formatNumber(value, locale, isUngroupedNumber(column.name) ? { ...digits, useGrouping: false } : digits) : plain(value);
  }
}

/**
 * A cell text cut to the column's `maxLength` characters, the ellipsis included (seed 002 §9: payer
 * and payee names 17 in invoice tables); counted in characters (code points), never splitting one.
 */
export function truncateCell(text: string, maxLength: number | undefined): string {
  if (!maxLength || maxLength < 1) return text;
  const chars = Array.from(text);
  if (chars.length <= maxLength) return text;
  return `${chars.slice(0, Math.max(maxLength - 1, 0)).join('').trimEnd()}…`;
}

/** The sign colour of a number cell when the column asks for it (colorSign). */
export function signColor(value: unknown, column: ColumnDefinition): 'red' | 'green' | undefined {
  if (!column.colorSign) return undefined;
  const n = asNumber(value);
  return n < 0 ? 'red' : n > 0 ? 'green' : undefined;
}

/** Sums of the withTotal columns over some rows (the totals row); undefined when no column asks. */
export function columnTotals(rows: readonly Rec[], columns: readonly ColumnDefinition[], read: (row: Rec, path: string) => unknown): Rec | undefined {
  const summed = columns.filter((c) => c.withTotal);
  if (!summed.length || rows.length < 2) return undefined;
  const totals: Rec = { __totals: true };
  for (const c of summed) {
    totals[c.name] = rows.reduce((sum, r) => {
      const n = asNumber(read(r, c.name));
      return Number.isFinite(n) ? sum + n : sum;
    }, 0);
  }
  return totals;
}
