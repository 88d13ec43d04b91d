import { describe, expect, it } from 'vitest';
import { clampPage, MAX_PAGE_BUTTONS, pageCount, pageWindow, roundEstimate, rowsCountLabel, showFirstLast, totalLabel } from '../../../engine/lists/pagination.ts';
import { nextSortDirection, sortModelOf, sortValueOf } from '../../../engine/lists/sortCycle.ts';

describe('pagination model (seed 001 §2, §9)', () => {
  it('rounds an estimated total to two significant digits', () => {
    expect([roundEstimate(87), roundEstimate(123_456), roundEstimate(10_449), roundEstimate(995_000)]).toEqual([87, 120_000, 10_000, 1_000_000]);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('resets a page beyond the last one to 1', () => {
    expect(clampPage(5, 3)).toBe(1);
    expect(clampPage(3, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
  });

  it('shows at most 10 page buttons around the current page; first and last only beyond 10 pages', () => {
    expect(MAX_PAGE_BUTTONS).toBe(10);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(showFirstLast(10)).toBe(false);
    expect(showFirstLast(11)).toBe(true);
  });

  it('labels the rows count, 100,000+ for a count capped at the default limit, 50+ at a tenant\'s limit of 50', () => {
    expect(rowsCountLabel(1234)).toBe('1,234');
    expect(rowsCountLabel(100_000, true)).toBe('100,000+');
    expect(rowsCountLabel(50, true)).toBe('50+');
    // exact up to the limit: no plus sign below it
    expect(rowsCountLabel(99_999)).toBe('99,999');
    // Latin digits whatever the locale (an Arabic count reads 100,000+ as the headers say)
    expect(rowsCountLabel(100_000, true, 'ar')).toMatch(/^100.000\+$/);
  });

  it('labels a total as every list view shows it: exact, "about N" when estimated, else 100,000+', () => {
    const t = (key: string) => (key === 'about {{count}}' ? 'environ {{count}}' : key);
    expect(totalLabel({ total: 400_000 }, t)).toBe('400,000');
    expect(totalLabel({ total: 100_000, totalIsLowerBound: true, totalEstimate: 123_456 }, t)).toBe('environ 120,000');
    expect(totalLabel({ total: 100_000, totalIsLowerBound: true }, t)).toBe('100,000+');
    expect(totalLabel({ total: 50, totalIsLowerBound: true }, t)).toBe('50+');
    expect(totalLabel({ total: 12_345 }, t)).toBe('12,345');
    // an estimate never replaces an exact total
    expect(totalLabel({ total: 42, totalEstimate: 40 }, t)).toBe('42');
  });
});

describe('sort cycle (seed 001 §4)', () => {
  it('cycles ascending, descending, off', () => {
    expect(nextSortDirection(null)).toBe('asc');
    expect(nextSortDirection('asc')).toBe('desc');
    expect(nextSortDirection('desc')).toBeNull();
  });

  it('converts grid sort state to the sort value with - for descending, and back', () => {
    expect(sortValueOf([{ colId: 'name', sort: 'asc' }, { colId: 'dueDate', sort: 'desc' }, { colId: 'x', sort: null }])).toBe('name,-dueDate');
    expect(sortModelOf('name,-dueDate, ,+code')).toEqual([
      { colId: 'name', sort: 'asc' },
      { colId: 'dueDate', sort: 'desc' },
      { colId: 'code', sort: 'asc' },
    ]);
  });
});
