import { dayjs } from './dayjs.ts';
import type { DateInput } from './formatDate.ts';
import { resolveDateKeyword } from './dateKeywords.ts';

/** Escapes regular-expression syntax (and `/`) so typed text is searched literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * A date as a search value, `YYYYMMDD` (seed 001 §5). Keywords such as `today` are resolved
 * first; '' when the value is not a date.
 */
export function encodeSearchDate(value: DateInput, now?: Date): string {
  let keyword: Date | null = null;
  try {
    keyword = typeof value === 'string' ? resolveDateKeyword(value, now) : null;
  } catch {
    return ''; // a keyword with an offset that is not a period (`today+3x`): not a date
  }
  const d = dayjs(keyword ?? value);
  return d.isValid() ? d.format('YYYYMMDD') : '';
}

/** Reads a `YYYYMMDD` search value back as `YYYY-MM-DD`; `null` when it is not a real day. */
export function decodeSearchDate(value: string): string | null {
  const d = dayjs(value, 'YYYYMMDD', true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

/**
 * A text search value for a regex field: `/text/i`, or `/^text/i` when it must match from the
 * start. The text is escaped, so `a.b` matches a dot, never any character.
 */
export function encodeSearchRegex(text: string, anchored = false): string {
  return `/${anchored ? '^' : ''}${escapeRegex(text.trim())}/i`;
}

/** Reads `/text/i` or `/^text/i` back; `null` when the value is not in that form. */
export function decodeSearchRegex(value: string): { text: string; anchored: boolean } | null {
  const match = /^\/(\^?)(.*)\/i$/.exec(value);
  if (!match) return null;
  return { text: match[2].replace(/\\(.)/g, '$1'), anchored: match[1] === '^' };
}

/** Several values of one filter, comma-separated (empty ones dropped). */
export function encodeSearchList(values: readonly (string | number)[]): string {
  return values.map((v) => String(v).trim()).filter(Boolean).join(',');
}

/** Splits a comma-separated filter value. */
export function decodeSearchList(value: string): string[] {
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}
