import { resolveDateKeyword as resolveKeyword } from '../format/dateKeywords.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A real calendar day `YYYY-MM-DD` (rejects 2024-02-30, month 13 ...). */
function realDay(y: string, m: string, d: string): string | undefined {
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const ok = date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d);
  return ok ? `${y}-${m}-${d}` : undefined;
}

/**
 * Search-by-date keywords (seed 000 §9: today, yesterday, firstdayofmonth ... with optional offsets
 * such as `today-7` or `firstdayofmonth+1m`) resolved against `now` to an ISO day (YYYY-MM-DD).
 */
export function resolveDateKeyword(keyword: string, now: Date = new Date()): string | undefined {
  const date = resolveKeyword(keyword, now);
  return date ? isoDay(date) : undefined;
}

/** A search date: YYYYMMDD, YYYY-MM-DD or a keyword -> YYYY-MM-DD; anything else undefined. */
export function parseSearchDate(text: string, now?: Date): string | undefined {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return realDay(compact[1], compact[2], compact[3]);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return realDay(iso[1], iso[2], iso[3]);
  return resolveDateKeyword(text, now);
}
