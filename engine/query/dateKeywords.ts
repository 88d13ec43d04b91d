/** Search-by-date keywords (seed 000 §9) resolved against `now` to ISO dates (YYYY-MM-DD). */
export function resolveDateKeyword(keyword: string, now: Date = new Date()): string | undefined {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const day = (yy: number, mm: number, dd: number) => iso(new Date(Date.UTC(yy, mm, dd)));
  switch (keyword.toLowerCase()) {
    case 'today':
      return day(y, m, d);
    case 'yesterday':
      return day(y, m, d - 1);
    case 'tomorrow':
      return day(y, m, d + 1);
    case 'firstdayofmonth':
      return day(y, m, 1);
    case 'lastdayofmonth':
      return day(y, m + 1, 0);
    case 'firstdayofyear':
      return day(y, 0, 1);
    case 'lastdayofyear':
      return day(y, 11, 31);
    case 'firstdayofweek':
      return day(y, m, d - ((now.getUTCDay() + 6) % 7));
    default:
      return undefined;
  }
}

/** A search date: YYYYMMDD, YYYY-MM-DD or a keyword -> YYYY-MM-DD; anything else undefined. */
export function parseSearchDate(text: string, now?: Date): string | undefined {
  if (/^\d{8}$/.test(text)) return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  return resolveDateKeyword(text, now);
}
