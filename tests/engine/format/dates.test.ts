import { describe, expect, it } from 'vitest';
import { DATE_KEYWORDS, formatDate, parseDate, resolveDateKeyword, toIsoDate } from '../../../engine/format/index.ts';

describe('date formats (seed 000 §9)', () => {
  it.each([
    ['en-US', '03-15-2024'], ['fr', '15/03/2024'], ['fr-FR', '15/03/2024'], ['en-FR', '15/03/2024'], ['lt', '2024-03-15'], ['en-EU', '15-03-2024'], ['de-DE', '15-03-2024'],
  ])('%s shows %s', (locale, shown) => {
    expect(formatDate('2024-03-15', locale)).toBe(shown);
  });

  it('time format HH:mm', () => {
    expect(formatDate(new Date(2024, 2, 15, 9, 5), 'fr-FR', true)).toBe('15/03/2024 09:05');
  });

  it('empty and invalid values show nothing', () => {
    expect([formatDate(null), formatDate(''), formatDate('nope')]).toEqual(['', '', '']);
  });

  it.each([
    ['15/03/2024', 'fr-FR', '2024-03-15'], ['15-03-2024', 'fr-FR', '2024-03-15'], ['5.3.2024', 'en-EU', '2024-03-05'],
    ['03/15/2024', 'en-US', '2024-03-15'], ['2024-03-15', 'fr-FR', '2024-03-15'], ['2024/03/15', 'lt', '2024-03-15'],
  ])('parses %s in %s', (text, locale, iso) => {
    expect(toIsoDate(parseDate(text, locale) as Date)).toBe(iso);
  });

  it.each([['31/02/2024', 'fr-FR'], ['15/03/2024', 'en-US'], ['2024-02-30', 'en-EU'], ['', 'en-EU'], ['soon', 'en-EU']])('%s in %s is not a date', (text, locale) => {
    expect(parseDate(text, locale)).toBeNull();
  });
});

describe('date search keywords', () => {
  const now = new Date(2024, 2, 15, 14, 30); // Friday 15 March 2024
  it.each([
    ['today', '2024-03-15'], ['yesterday', '2024-03-14'], ['tomorrow', '2024-03-16'],
    ['firstdayofweek', '2024-03-11'], ['lastdayofweek', '2024-03-17'], ['firstdayoflastweek', '2024-03-04'],
    ['firstdayofmonth', '2024-03-01'], ['lastdayofmonth', '2024-03-31'], ['firstdayoflastmonth', '2024-02-01'], ['lastdayoflastmonth', '2024-02-29'],
    ['firstdayofnextmonth', '2024-04-01'], ['lastdayofnextmonth', '2024-04-30'], ['firstdayofquarter', '2024-01-01'], ['lastdayofquarter', '2024-03-31'],
    ['firstdayofyear', '2024-01-01'], ['lastdayofyear', '2024-12-31'], ['firstdayoflastyear', '2023-01-01'], ['lastdayoflastyear', '2023-12-31'],
    ['today-7', '2024-03-08'], ['today+1m', '2024-04-15'], ['firstdayofmonth-1q', '2023-12-01'], ['Today + 2 y', '2026-03-15'], ['today-1s', '2023-09-15'],
  ])('%s -> %s', (keyword, iso) => {
    expect(toIsoDate(resolveDateKeyword(keyword, now) as Date)).toBe(iso);
  });

  it('week start follows the locale', () => {
    expect(toIsoDate(resolveDateKeyword('firstdayofweek', now, 0) as Date)).toBe('2024-03-10');
  });

  it('unknown keywords give null', () => {
    expect(resolveDateKeyword('someday', now)).toBeNull();
    expect(DATE_KEYWORDS).toContain('firstdayofmonth');
  });
});
