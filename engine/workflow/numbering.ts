/**
 * Numbers a transition gives a record (an invoice's legal number on validation): a format of literal
 * text, date parts of the day it is given — `{YYYY}`, `{YY}`, `{MM}` — and one counter, `{seq}` or
 * `{seq:N}` (zero-padded to N digits): `FA{YYYY}-{seq:6}` gives `FA2026-000001`. The count runs per
 * tenant and per scope, the format with its date parts filled in: a format with the year starts
 * again at 1 each year.
 */

const SEQ = /\{seq(?::(\d{1,2}))?\}/g;
const DATE_PART = /\{(YYYY|YY|MM)\}/g;

/** Whether a format has exactly one counter and only known placeholders. */
export function isNumberFormat(format: string): boolean {
  const seqs = format.match(SEQ) ?? [];
  const rest = format.replace(SEQ, '').replace(DATE_PART, '');
  return seqs.length === 1 && !/[{}]/.test(rest);
}

const withDate = (format: string, day: string) =>
  format.replace(DATE_PART, (_m, part: string) => (part === 'YYYY' ? day.slice(0, 4) : part === 'YY' ? day.slice(2, 4) : day.slice(5, 7)));

/** The counter's scope: the format with the day's date parts, the counter left as `#`. */
export function numberScope(format: string, day: string): string {
  return withDate(format, day).replace(SEQ, '#');
}

/** The number itself: the format with the day's date parts and the counter's value. */
export function formatNumber(format: string, day: string, value: number): string {
  return withDate(format, day).replace(SEQ, (_m, digits?: string) => String(value).padStart(Number(digits ?? 0), '0'));
}
