import { describe, expect, it } from 'vitest';
import { nextCronRuns } from '../../../engine/shell/nextCronRuns.ts';

const at = (s: string) => new Date(s);
const local = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

describe('nextCronRuns', () => {
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
  });

  it('treats 7 as Sunday and combines restricted day fields with OR, like cron', () => {
    expect(nextCronRuns('0 0 * * 7', from, 1).map(local)).toEqual(['2025-03-16 00:00']);
    expect(nextCronRuns('0 0 13 * 0', from, 2).map(local)).toEqual(['2025-03-13 00:00', '2025-03-16 00:00']);
  });

  it('finds a 29 February years ahead, and never a 31 February', () => {
    expect(nextCronRuns('0 0 29 2 *', from, 1).map(local)).toEqual(['2028-02-29 00:00']);
    expect(nextCronRuns('0 0 31 2 *', from, 1)).toEqual([]);
  });

  it('says what is wrong with a bad expression', () => {
    expect(() => nextCronRuns('0 3 * *', from)).toThrow('A cron expression has 5 fields, "0 3 * *" has 4');
    expect(() => nextCronRuns('61 * * * *', from)).toThrow('Invalid minute "61"');
    expect(() => nextCronRuns('0 0 * JAN *', from)).toThrow('Invalid month "JAN"');
  });
});
