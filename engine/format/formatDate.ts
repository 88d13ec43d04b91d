import { dayjs } from './dayjs.ts';
import { resolveLocale, type LocaleInput } from './getLocaleSettings.ts';

/** Anything a date can arrive as: a Date, an ISO string, or epoch milliseconds. */
export type DateInput = Date | string | number;

/**
 * A date in the locale's format (`DD-MM-YYYY` by default, en-US `MM-DD-YYYY`, fr `DD/MM/YYYY`,
 * lt `YYYY-MM-DD`); with `withTime`, followed by the time format (`HH:mm`). '' when invalid.
 */
export function formatDate(value: DateInput | null | undefined, locale?: LocaleInput, withTime = false): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  return d.format(datePattern(locale, withTime));
}

/**
 * The one date pattern (dayjs tokens) of a locale: what lists, cards, filters, pickers and exports
 * all show (`DD-MM-YYYY` by default, en-US `MM-DD-YYYY`, fr `DD/MM/YYYY`); with `withTime`,
 * followed by the time format. A locale given as settings keeps the tenant's configured formats.
 */
export function datePattern(locale?: LocaleInput, withTime = false): string {
  const settings = resolveLocale(locale);
  return withTime ? `${settings.dateFormat} ${settings.timeFormat}` : settings.dateFormat;
}

/** A date as `YYYY-MM-DD` in local time: the stored form of a date-only value. */
export function toIsoDate(value: DateInput): string {
  return dayjs(value).format('YYYY-MM-DD');
}
