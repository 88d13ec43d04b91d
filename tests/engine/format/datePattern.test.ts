import { describe, expect, it } from 'vitest';
import { excelDateFormat } from '../../../engine/format/excelDateFormat.ts';
import { datePattern, formatDate, getLocaleSettings } from '../../../engine/format/index.ts';
import { formatCell } from '../../../engine/lists/formatCell.ts';
import { valueText } from '../../../engine/lists/savedSearches.ts';

describe('one date format per locale (lists, cards, filters, exports)', () => {
  it.each([
    ['en-EU', 'DD-MM-YYYY', 'dd-mm-yyyy'], ['en-US', 'MM-DD-YYYY', 'mm-dd-yyyy'], ['fr', 'DD/MM/YYYY', 'dd\\/mm\\/yyyy'],
    ['es', 'DD-MM-YYYY', 'dd-mm-yyyy'], ['ar', 'DD-MM-YYYY', 'dd-mm-yyyy'], ['lt', 'YYYY-MM-DD', 'yyyy-mm-dd'],
  ])('%s: %s on screen, %s in Excel', (locale, pattern, excel) => {
    expect(datePattern(locale)).toBe(pattern);
    expect(excelDateFormat(locale)).toBe(excel);
  });

  it('adds the time format to date-times, in both forms', () => {
    expect(datePattern('en-US', true)).toBe('MM-DD-YYYY HH:mm');
    expect(excelDateFormat('fr', true)).toBe('dd\\/mm\\/yyyy hh:mm');
  });

  it("keeps a tenant's configured format (settings given instead of a code)", () => {
    const settings = getLocaleSettings('fr', { dateFormat: 'YYYY.MM.DD' });
    expect(datePattern(settings)).toBe('YYYY.MM.DD');
    expect(excelDateFormat(settings)).toBe('yyyy\\.mm\\.dd');
  });

  it('a list cell, a card date and a filter badge of the same day read the same in a locale', () => {
    for (const locale of ['en-US', 'fr', 'en-EU']) {
      const card = formatDate('2026-01-15', locale);
      expect(formatCell('2026-01-15', { name: 'dueDate', type: 'date' }, {}, locale)).toBe(card);
      expect(valueText({ name: 'dueDate', type: 'dateRange' }, ['2026-01-15', null], locale)).toBe(`${card} – …`);
    }
    expect(formatDate('2026-01-15', 'en-US')).toBe('01-15-2026');
    expect(formatDate('2026-01-15')).toBe('15-01-2026');
  });
});
