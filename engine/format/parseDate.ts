import { dayjs, type Dayjs } from './dayjs.ts';
import { resolveLocale, type LocaleInput } from './getLocaleSettings.ts';

const ISO = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The locale's format, the same with one-digit day and month, each with and without the time. */
function candidates(dateFormat: string, timeFormat: string, withTime: boolean): string[] {
  const loose = dateFormat.replace('DD', 'D').replace('MM', 'M');
  const dates = [dateFormat, loose];
  return withTime ? [...dates.map((f) => `${f} ${timeFormat}`), ...dates] : dates;
}

/** Whether `YYYY-MM-DD` at the start of an ISO text is a real calendar day (Date.parse accepts 2024-02-30). */
function realDay(text: string): boolean {
  return dayjs(text.slice(0, 10), 'YYYY-MM-DD', true).isValid();
}

/**
 * Parses a date typed in the locale's format (strict; `/`, `-` and `.` are interchangeable and
 * day and month may have one digit) or given as ISO 8601. `null` when it is not a real date:
 * the 'Invalid date' case of seed 000 §5.1.
 */
export function parseDate(text: string, locale?: LocaleInput, withTime = false): Date | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (ISO.test(trimmed)) return realDay(trimmed) ? new Date(/[T ]/.test(trimmed) ? trimmed : `${trimmed}T00:00:00`) : null;
  const settings = resolveLocale(locale);
  const separator = settings.dateFormat.match(/[^A-Za-z]/)?.[0] ?? '-';
  const unified = trimmed.replace(/^(\d+)[/.-](\d+)[/.-](\d+)/, `$1${separator}$2${separator}$3`);
  for (const format of candidates(settings.dateFormat, settings.timeFormat, withTime)) {
    const d: Dayjs = dayjs(unified, format, true);
    if (d.isValid()) return d.toDate();
  }
  return null;
}
