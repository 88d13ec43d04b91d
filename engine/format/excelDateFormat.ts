import { datePattern } from './formatDate.ts';
import type { LocaleInput } from './getLocaleSettings.ts';

const TOKENS: Record<string, string> = { YYYY: 'yyyy', YY: 'yy', MM: 'mm', M: 'm', DD: 'dd', D: 'd', HH: 'hh', H: 'h', mm: 'mm', ss: 'ss' };

/**
 * The Excel number format of a date (or date-time) cell in a locale: the locale's own date pattern
 * ({@link datePattern}) in Excel's tokens, separators kept literal (Excel would otherwise swap `/`
 * for the reader's system separator), so an export shows its dates as the lists do.
 */
export function excelDateFormat(locale?: LocaleInput, withTime = false): string {
  return datePattern(locale, withTime).replace(/YYYY|YY|MM|M|DD|D|HH|H|mm|ss|[^A-Za-z]/g, (token) => TOKENS[token] ?? (/[\s:-]/.test(token) ? token : `\\${token}`));
}
