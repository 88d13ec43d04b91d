import { describe, expect, it, vi } from 'vitest';
import { nextCronRuns } from '../../../engine/shell/nextCronRuns.ts';

const at = (s: string) => new Date(s);
const local = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** Runs `fn` with the process in another time zone (schedules follow the runtime's time zone). */
function inTimeZone<R>(tz: string, fn: () => R): R {
  const before = process.env.TZ;
  process.env.TZ = tz;
  try {
    return fn();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('nextCronRuns (croner)', () => {
  const from = at('2025-03-10T10:17:30'); // a Monday, local time

  it('fires every day at 03:00', () => {
    expect(nextCronRuns('0 3 * * *', from).map(local)).toEqual([
      '2025-03-11 03:00',
      '2025-03-12 03:00',
      '2025-03-13 03:00',
    ]);
  });

  it('handles steps, ranges and lists', () => {
    expect(nextCronRuns('*/15 * * * *', from, 2).map(local)).toEqual([
      '2025-03-10 10:30',
      '2025-03-10 10:45',
    ]);
    expect(nextCronRuns('0 9-10 * * 1-5', from, 2).map(local)).toEqual([
      '2025-03-11 09:00',
      '2025-03-11 10:00',
    ]);
    expect(nextCronRuns('5,55 12 * * *', from, 2).map(local)).toEqual([
      '2025-03-10 12:05',
      '2025-03-10 12:55',
    ]);
    expect(nextCronRuns('10-40/15 * * * *', from, 3).map(local)).toEqual([
      '2025-03-10 10:25',
      '2025-03-10 10:40',
      '2025-03-10 11:10',
    ]);
    expect(nextCronRuns('0 8 1,15-16 * *', from, 3).map(local)).toEqual([
      '2025-03-15 08:00',
      '2025-03-16 08:00',
      '2025-04-01 08:00',
    ]);
    expect(nextCronRuns('0 0 1 1-2,6 *', from, 2).map(local)).toEqual(['2025-06-01 00:00', '2026-01-01 00:00']);
  });

  it('reads a step after a single number as from that number on (5/15 = 5-59/15), as before croner', () => {
    expect(nextCronRuns('5/15 * * * *', from, 3).map(local)).toEqual([
      '2025-03-10 10:20',
      '2025-03-10 10:35',
      '2025-03-10 10:50',
    ]);
  });

  it('treats 7 as Sunday and combines restricted day fields with OR, like cron', () => {
    expect(nextCronRuns('0 0 * * 7', from, 1).map(local)).toEqual(['2025-03-16 00:00']);
    expect(nextCronRuns('0 0 * * 0', from, 1).map(local)).toEqual(['2025-03-16 00:00']);
    expect(nextCronRuns('0 0 * * 6-7', from, 2).map(local)).toEqual(['2025-03-15 00:00', '2025-03-16 00:00']);
    expect(nextCronRuns('0 0 13 * 0', from, 2).map(local)).toEqual(['2025-03-13 00:00', '2025-03-16 00:00']);
    // the 1st of the month or any Friday
    expect(nextCronRuns('30 6 1 * 5', at('2025-03-27T00:00:00'), 4).map(local)).toEqual([
      '2025-03-28 06:30',
      '2025-04-01 06:30',
      '2025-04-04 06:30',
      '2025-04-11 06:30',
    ]);
    // one day field restricted: only that one counts
    expect(nextCronRuns('0 0 13 * *', from, 2).map(local)).toEqual(['2025-03-13 00:00', '2025-04-13 00:00']);
    expect(nextCronRuns('0 0 * 4 1', from, 2).map(local)).toEqual(['2025-04-07 00:00', '2025-04-14 00:00']);
  });

  it("accepts croner's + modifier for day of month AND day of week", () => {
    // a Friday the 13th
    expect(nextCronRuns('0 0 13 * +5', from, 2).map(local)).toEqual(['2025-06-13 00:00', '2026-02-13 00:00']);
  });

  it('finds a 29 February years ahead, and never a 31 February', () => {
    expect(nextCronRuns('0 0 29 2 *', from, 2).map(local)).toEqual(['2028-02-29 00:00', '2032-02-29 00:00']);
    expect(nextCronRuns('0 0 29 2 *', at('2028-02-28T23:59:00'), 1).map(local)).toEqual(['2028-02-29 00:00']);
    expect(nextCronRuns('0 0 29 2 *', at('2028-02-29T00:00:00'), 1).map(local)).toEqual(['2032-02-29 00:00']);
    expect(nextCronRuns('0 0 31 2 *', from, 1)).toEqual([]);
    expect(nextCronRuns('0 0 31 4,6,9,11 *', from, 1)).toEqual([]);
    // OR: every Monday of February, and the 29th
    expect(nextCronRuns('0 0 29 2 1', at('2028-02-20T00:00:00'), 2).map(local)).toEqual(['2028-02-21 00:00', '2028-02-28 00:00']);
    expect(nextCronRuns('0 0 29 2 1', at('2028-02-28T12:00:00'), 1).map(local)).toEqual(['2028-02-29 00:00']);
    // AND: a 29 February that is a Monday
    expect(nextCronRuns('0 0 29 2 +1', from, 1).map(local)).toEqual(['2044-02-29 00:00']);
  });

  it('gives whole minutes strictly after from', () => {
    expect(nextCronRuns('* * * * *', at('2025-03-10T10:00:00'), 2).map((d) => d.getTime())).toEqual([
      at('2025-03-10T10:01:00').getTime(),
      at('2025-03-10T10:02:00').getTime(),
    ]);
    expect(nextCronRuns('* * * * *', at('2025-03-10T10:00:59.999'), 1)).toEqual([at('2025-03-10T10:01:00')]);
    expect(nextCronRuns('* * * * *', from, 0)).toEqual([]);
  });

  it('accepts month and day names, L, W, # and the nicknames (croner)', () => {
    expect(nextCronRuns('0 0 * JAN *', from, 1).map(local)).toEqual(['2026-01-01 00:00']);
    expect(nextCronRuns('0 9 * * mon-fri', at('2025-03-14T10:00:00'), 2).map(local)).toEqual(['2025-03-17 09:00', '2025-03-18 09:00']);
    expect(nextCronRuns('0 0 L * *', from, 2).map(local)).toEqual(['2025-03-31 00:00', '2025-04-30 00:00']);
    expect(nextCronRuns('0 0 * * 5#L', from, 1).map(local)).toEqual(['2025-03-28 00:00']);
    expect(nextCronRuns('0 0 * * MON#2', from, 1).map(local)).toEqual(['2025-04-14 00:00']);
    expect(nextCronRuns('0 0 1W * *', at('2025-05-15T00:00:00'), 1).map(local)).toEqual(['2025-06-02 00:00']);
    expect(nextCronRuns('@daily', from, 2).map(local)).toEqual(['2025-03-11 00:00', '2025-03-12 00:00']);
    expect(nextCronRuns(' @hourly ', from, 1).map(local)).toEqual(['2025-03-10 11:00']);
    expect(nextCronRuns('@weekly', from, 1).map(local)).toEqual(['2025-03-16 00:00']);
    expect(nextCronRuns('@monthly', from, 1).map(local)).toEqual(['2025-04-01 00:00']);
    expect(nextCronRuns('@yearly', from, 1).map(local)).toEqual(['2026-01-01 00:00']);
  });

  it('says what is wrong with a bad expression', () => {
    expect(() => nextCronRuns('0 3 * *', from)).toThrow('A cron expression has 5 fields, "0 3 * *" has 4');
    expect(() => nextCronRuns('', from)).toThrow('A cron expression has 5 fields, "" has 1');
    expect(() => nextCronRuns('61 * * * *', from)).toThrow('Invalid minute "61"');
    expect(() => nextCronRuns('0 24 * * *', from)).toThrow('Invalid hour "24"');
    expect(() => nextCronRuns('0 0 0 * *', from)).toThrow('Invalid day of month "0"');
    expect(() => nextCronRuns('0 0 32 * *', from)).toThrow('Invalid day of month "32"');
    expect(() => nextCronRuns('0 0 * 13 *', from)).toThrow('Invalid month "13"');
    expect(() => nextCronRuns('0 0 * JANUARY *', from)).toThrow('Invalid month "JANUARY"');
    expect(() => nextCronRuns('0 0 * * 8', from)).toThrow('Invalid day of week "8"');
    expect(() => nextCronRuns('0 0 * * 1#6', from)).toThrow('Invalid day of week "1#6"');
    expect(() => nextCronRuns('5-2 * * * *', from)).toThrow('Invalid minute "5-2"');
    expect(() => nextCronRuns('*/0 * * * *', from)).toThrow('Invalid minute "*/0"');
    expect(() => nextCronRuns('x * * * *', from)).toThrow('Invalid minute "x"');
    expect(() => nextCronRuns('0 1,,2 * * *', from)).toThrow('Invalid hour ""');
    expect(() => nextCronRuns('0 12 1,40 * *', from)).toThrow('Invalid day of month "40"');
    expect(() => nextCronRuns('@reboot', from)).toThrow('Invalid cron expression "@reboot"');
    expect(() => nextCronRuns('@often', from)).toThrow('Invalid cron expression "@often"');
  });

  it('refuses a seconds or a year field: schedules are whole minutes', () => {
    expect(() => nextCronRuns('0 0 3 * * *', from)).toThrow('A cron expression has 5 fields, "0 0 3 * * *" has 6');
    expect(() => nextCronRuns('0 0 3 * * * 2026', from)).toThrow('A cron expression has 5 fields, "0 0 3 * * * 2026" has 7');
  });

  it('never starts a timer (croner jobs are paused, without a callback)', () => {
    vi.useFakeTimers();
    try {
      nextCronRuns('* * * * *', from);
      nextCronRuns('@daily', from, 2, at('2025-03-20T00:00:00'));
      expect(() => nextCronRuns('61 * * * *', from)).toThrow();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the runtime time zone, and croner (as Vixie cron) on daylight saving changes', () => {
    inTimeZone('Europe/Paris', () => {
      const utc = (d: Date) => d.toISOString().slice(0, 16);
      expect(nextCronRuns('0 3 * * *', at('2025-03-10T10:00:00Z'), 1).map(utc)).toEqual(['2025-03-11T02:00']);
      // 30 March 2025: 02:00 -> 03:00. A fixed time in the gap runs when it ends, the same day.
      expect(nextCronRuns('30 2 * * *', at('2025-03-29T12:00:00Z'), 2).map(utc)).toEqual(['2025-03-30T01:00', '2025-03-31T00:30']);
      // 26 October 2025: 03:00 -> 02:00. A fixed time runs once; an interval job runs in both 02:xx hours.
      expect(nextCronRuns('30 2 * * *', at('2025-10-25T12:00:00Z'), 2).map(utc)).toEqual(['2025-10-26T00:30', '2025-10-27T01:30']);
      expect(nextCronRuns('0 * * * *', at('2025-10-25T23:30:00Z'), 3).map(utc)).toEqual(['2025-10-26T00:00', '2025-10-26T01:00', '2025-10-26T02:00']);
    });
  });
});
