import { dayjs, type Dayjs } from './dayjs.ts';
import { parsePeriod } from './parsePeriod.ts';

type Anchor = (now: Dayjs, weekStart: number) => Dayjs;

function startOfWeek(d: Dayjs, weekStart: number): Dayjs {
  return d.subtract((d.day() - weekStart + 7) % 7, 'day').startOf('day');
}

const ANCHORS: Record<string, Anchor> = {
  today: (n) => n.startOf('day'),
  now: (n) => n,
  yesterday: (n) => n.subtract(1, 'day').startOf('day'),
  tomorrow: (n) => n.add(1, 'day').startOf('day'),
  firstdayofweek: (n, w) => startOfWeek(n, w),
  lastdayofweek: (n, w) => startOfWeek(n, w).add(6, 'day'),
  firstdayoflastweek: (n, w) => startOfWeek(n, w).subtract(7, 'day'),
  lastdayoflastweek: (n, w) => startOfWeek(n, w).subtract(1, 'day'),
  firstdayofmonth: (n) => n.startOf('month'),
  lastdayofmonth: (n) => n.endOf('month').startOf('day'),
  firstdayoflastmonth: (n) => n.subtract(1, 'month').startOf('month'),
  lastdayoflastmonth: (n) => n.startOf('month').subtract(1, 'day'),
  firstdayofnextmonth: (n) => n.add(1, 'month').startOf('month'),
  lastdayofnextmonth: (n) => n.add(1, 'month').endOf('month').startOf('day'),
  firstdayofquarter: (n) => n.startOf('quarter'),
  lastdayofquarter: (n) => n.endOf('quarter').startOf('day'),
  firstdayofyear: (n) => n.startOf('year'),
  lastdayofyear: (n) => n.endOf('year').startOf('day'),
  firstdayoflastyear: (n) => n.subtract(1, 'year').startOf('year'),
  lastdayoflastyear: (n) => n.startOf('year').subtract(1, 'day'),
  firstdayofnextyear: (n) => n.add(1, 'year').startOf('year'),
};

/** The keywords {@link resolveDateKeyword} knows, for search hints and docs. */
export const DATE_KEYWORDS = Object.keys(ANCHORS);

/**
 * Resolves a date search keyword (seed 000 §9) relative to `now`, in local time: `today`,
 * `yesterday`, `firstdayofmonth`, `lastdayofyear` ... (see {@link DATE_KEYWORDS}), optionally
 * followed by an offset `+N` / `-N` with a period suffix (engine/format/parsePeriod.ts: d, w, m,
 * q, s, y, h, min, sec; days by default): `today-7`, `firstdayofmonth+1m`, `now-2h`. Case and
 * spaces are ignored; `null` when not a keyword; a keyword with an offset that is not a period
 * (`today+3x`) throws 400 INVALID_PERIOD.
 */
export function resolveDateKeyword(text: string, now: Date = new Date(), weekStartDay = 1): Date | null {
  const match = /^([a-z]+)(?:([+-])(.*))?$/.exec(text.replace(/\s+/g, '').toLowerCase());
  const anchor = match && Object.hasOwn(ANCHORS, match[1]) ? ANCHORS[match[1]] : undefined;
  if (!match || !anchor) return null;
  let date = anchor(dayjs(now), weekStartDay);
  if (match[2]) {
    const { amount, unit } = parsePeriod(match[3]);
    date = match[2] === '+' ? date.add(amount, unit) : date.subtract(amount, unit);
  }
  return date.toDate();
}
