import { describe, expect, it } from 'vitest';
import { BUSINESS_DAY_SEARCH_LIMIT, findBusinessDay, isBusinessDay } from '../../../engine/calendars/businessDay.ts';
import { calendarsOf } from '../../../engine/calendars/calendarsOf.ts';
import { easterSunday } from '../../../engine/calendars/easterSunday.ts';
import { publicHolidays } from '../../../engine/calendars/publicHolidays.ts';
import { CALENDAR_RULES } from '../../../engine/calendars/calendarRules.ts';
import { dayIso, isoDay } from '../../../engine/finance/errors.ts';

const rule = (code: string) => CALENDAR_RULES.find((r) => r.code === code)!;
const france = { weekEndDays: [0, 6], holidays: publicHolidays(rule('FR'), 2026) };

describe('Easter Sunday', () => {
  it.each([
    [1818, '1818-03-22'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('public holidays', () => {
  it('computes the Easter-based ones of each year', () => {
    expect(publicHolidays(rule('FR'), 2026)).toEqual([
      '2026-01-01', '2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25', '2026-07-14', '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-25',
    ]);
    expect(publicHolidays(rule('FR'), 2027)).toContain('2027-03-29'); // Easter Monday 2027
    expect(publicHolidays(rule('DE'), 2026)).toEqual(expect.arrayContaining(['2026-04-03', '2026-04-06', '2026-10-03']));
    expect(publicHolidays(rule('ES'), 2025)).toEqual(expect.arrayContaining(['2025-04-18', '2025-10-12']));
    expect(publicHolidays(rule('IT'), 2025)).toEqual(expect.arrayContaining(['2025-04-21', '2025-06-02']));
  });

  it('lists FR, IT, ES and DE with Saturday and Sunday as week-end days and the holidays of the years asked', () => {
    const calendars = calendarsOf([2026, 2027]);
    expect(calendars.map((c) => c.code)).toEqual(['FR', 'IT', 'ES', 'DE']);
    for (const c of calendars) {
      expect(c.weekEndDays).toEqual([0, 6]);
      expect(c.holidays[0]).toBe('2026-01-01');
      expect(c.holidays.at(-1)?.startsWith('2027-12-2')).toBe(true);
    }
  });
});

describe('business days', () => {
  it('skips week-ends and holidays forwards and backwards', () => {
    expect(isBusinessDay('2026-05-04', france)).toBe(true);
    expect(isBusinessDay('2026-05-01', france)).toBe(false); // a Friday, Labour day
    expect(isBusinessDay('2026-05-02', france)).toBe(false); // Saturday
    expect(findBusinessDay('2026-05-01', france)).toBe('2026-05-04');
    expect(findBusinessDay('2026-05-04', france)).toBe('2026-05-04');
    expect(findBusinessDay('2026-05-14', france)).toBe('2026-05-15');
    expect(findBusinessDay('2026-05-03', france, 'previous')).toBe('2026-04-30');
    expect(findBusinessDay('2026-05-03', { weekEndDays: [0, 6] }, 'previous')).toBe('2026-05-01');
    expect(findBusinessDay('2026-05-01', { weekEndDays: [5, 6] })).toBe('2026-05-03'); // Friday-Saturday week-end
  });

  it(`stops after ${BUSINESS_DAY_SEARCH_LIMIT} days with 400 DATE_NOT_FOUND`, () => {
    expect(BUSINESS_DAY_SEARCH_LIMIT).toBe(1000);
    const start = isoDay('2026-01-01');
    const closed = (n: number) => ({ weekEndDays: [], holidays: Array.from({ length: n }, (_, i) => dayIso(start + i)) });
    expect(findBusinessDay('2026-01-01', closed(999))).toBe(dayIso(start + 999));
    expect(() => findBusinessDay('2026-01-01', closed(1000))).toThrow(expect.objectContaining({ status: 400, code: 'DATE_NOT_FOUND' }) as Error);
    expect(() => findBusinessDay('2026-01-01', { weekEndDays: [0, 1, 2, 3, 4, 5, 6] }, 'previous')).toThrow(
      'Date "previous business day from 2026-01-01 within 1000 days" not found',
    );
  });

  it('refuses a date that is not YYYY-MM-DD with 400 INVALID_DATE', () => {
    expect(() => findBusinessDay('2026-02-30', france)).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }) as Error);
  });
});
