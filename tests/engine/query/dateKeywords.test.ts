import { describe, expect, it } from 'vitest';
import { parseSearchDate, resolveDateKeyword } from '../../../engine/query/dateKeywords.ts';

// 2026-03-18 is a Wednesday; local noon keeps the day the same in any time zone the tests run in.
const now = new Date(2026, 2, 18, 12, 0, 0);

describe('search dates', () => {
  it('reads YYYYMMDD and YYYY-MM-DD, real days only', () => {
    expect(parseSearchDate('20240229')).toBe('2024-02-29');
    expect(parseSearchDate('2024-12-31')).toBe('2024-12-31');
    for (const bad of ['20230229', '20241301', '2024-02-30', '2024131', 'soon', '']) expect(parseSearchDate(bad)).toBeUndefined();
  });

  it.each([
    ['today', '2026-03-18'],
    ['yesterday', '2026-03-17'],
    ['tomorrow', '2026-03-19'],
    ['firstdayofmonth', '2026-03-01'],
    ['lastdayofmonth', '2026-03-31'],
    ['firstdayofweek', '2026-03-16'],
    ['firstdayofyear', '2026-01-01'],
    ['lastdayofyear', '2026-12-31'],
    ['today-7', '2026-03-11'],
    ['firstdayofmonth+1m', '2026-04-01'],
  ])('%s', (keyword, day) => {
    expect(resolveDateKeyword(keyword, now)).toBe(day);
    expect(parseSearchDate(keyword, now)).toBe(day);
  });
});
