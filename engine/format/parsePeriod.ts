import { AppError } from '../errors/AppError.ts';

/** A unit dayjs adds or subtracts. */
export type PeriodUnit = 'day' | 'week' | 'month' | 'year' | 'hour' | 'minute' | 'second';

/** A parsed period: `amount` of `unit` (3 q is 9 months, 2 s is 12 months). */
export interface Period {
  amount: number;
  unit: PeriodUnit;
}

/**
 * The period suffixes of seed 000 §9 (d, m, q, s, y, h, min, sec) plus w for weeks, each as a
 * factor of a dayjs unit. `m` is a month, `min` a minute.
 */
export const PERIOD_SUFFIXES: Readonly<Record<string, readonly [number, PeriodUnit]>> = {
  d: [1, 'day'],
  w: [1, 'week'],
  m: [1, 'month'],
  q: [3, 'month'],
  s: [6, 'month'],
  y: [1, 'year'],
  h: [1, 'hour'],
  min: [1, 'minute'],
  sec: [1, 'second'],
};

/**
 * Reads a period such as `7`, `7d`, `1m`, `2q`, `3h`, `30min`, `45sec` (a number of days when no
 * suffix is given; case and spaces ignored). Anything else throws 400 INVALID_PERIOD with the text.
 */
export function parsePeriod(text: string): Period {
  const match = /^(\d{1,6})([a-z]*)$/.exec(text.replace(/\s+/g, '').toLowerCase());
  const suffix = match ? match[2] || 'd' : '';
  if (!match || !Object.hasOwn(PERIOD_SUFFIXES, suffix)) throw new AppError('INVALID_PERIOD', [text]);
  const [factor, unit] = PERIOD_SUFFIXES[suffix];
  return { amount: Number(match[1]) * factor, unit };
}
