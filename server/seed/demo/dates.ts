/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC: the demo world's dates are days, not instants. */

const parse = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
const format = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const d = parse(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

/** The same day `months` later (clamped to the month's last day). */
export function addMonths(iso: string, months: number): string {
  const d = parse(iso);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return format(d);
}

/** The first day of the month `months` after the month of `iso` (negative: before). */
export function monthStart(iso: string, months = 0): string {
  return addMonths(`${iso.slice(0, 7)}-01`, months);
}

/** An instant on a day, for date-time fields: `2026-03-04T09:30:00.000Z`. */
export function dayTime(iso: string, hour: number, minute = 0): string {
  return `${iso.slice(0, 10)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;
}

/** Whole months from `from` to `to` (both ISO dates; day of month ignored). */
export function monthsBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
}

/** The earlier of two ISO dates. */
export const earlier = (a: string, b: string): string => (a < b ? a : b);
