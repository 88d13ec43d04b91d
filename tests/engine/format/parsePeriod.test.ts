import { describe, expect, it } from 'vitest';
import { resolveDateKeyword } from '../../../engine/format/dateKeywords.ts';
import { parsePeriod, PERIOD_SUFFIXES } from '../../../engine/format/parsePeriod.ts';
import { AppError } from '../../../engine/errors/AppError.ts';

// 2026-03-18 12:00 local time, a Wednesday
const now = new Date(2026, 2, 18, 12, 0, 0);

describe('periods (seed 000 §9: d, m, q, s, y, h, min, sec)', () => {
  it('knows every suffix of the seed', () => {
    for (const suffix of ['d', 'm', 'q', 's', 'y', 'h', 'min', 'sec']) expect(Object.hasOwn(PERIOD_SUFFIXES, suffix)).toBe(true);
  });

  it.each([
    ['7', { amount: 7, unit: 'day' }],
    ['7d', { amount: 7, unit: 'day' }],
    ['2w', { amount: 2, unit: 'week' }],
    ['1m', { amount: 1, unit: 'month' }],
    ['2q', { amount: 6, unit: 'month' }],
    ['1s', { amount: 6, unit: 'month' }],
    ['3y', { amount: 3, unit: 'year' }],
    ['3h', { amount: 3, unit: 'hour' }],
    ['30min', { amount: 30, unit: 'minute' }],
    ['45sec', { amount: 45, unit: 'second' }],
    [' 5 MIN ', { amount: 5, unit: 'minute' }],
  ])('reads %j', (text, period) => {
    expect(parsePeriod(text)).toEqual(period);
  });

  it.each(['x', '3x', 'd', '-3d', '1.5d', '3mins', '3 m s', '1234567d'])('refuses %j with 400 INVALID_PERIOD and the text', (text) => {
    const thrown = (() => {
      try {
        parsePeriod(text);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).toBody()).toEqual({ status: 400, code: 'INVALID_PERIOD', message: `Invalid period "${text}"`, args: [text] });
  });

  it('refuses an empty period', () => {
    expect(() => parsePeriod('')).toThrow(expect.objectContaining({ code: 'INVALID_PERIOD' }) as Error);
  });

  it('offsets date keywords by hours, minutes and seconds', () => {
    expect(resolveDateKeyword('now-2h', now)).toEqual(new Date(2026, 2, 18, 10, 0, 0));
    expect(resolveDateKeyword('now+90min', now)).toEqual(new Date(2026, 2, 18, 13, 30, 0));
    expect(resolveDateKeyword('now-30sec', now)).toEqual(new Date(2026, 2, 18, 11, 59, 30));
    expect(resolveDateKeyword('today+1q', now)).toEqual(new Date(2026, 5, 18));
    expect(resolveDateKeyword('today-7', now)).toEqual(new Date(2026, 2, 11));
  });

  it('throws INVALID_PERIOD for a keyword with a bad offset, and stays null for a word that is no keyword', () => {
    expect(() => resolveDateKeyword('today+3x', now)).toThrow('Invalid period "3x"');
    expect(resolveDateKeyword('someday+3x', now)).toBeNull();
    expect(resolveDateKeyword('constructor', now)).toBeNull();
  });
});
