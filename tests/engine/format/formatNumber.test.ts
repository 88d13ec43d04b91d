import { describe, expect, it } from 'vitest';
import { formatNumber, isUngroupedNumber } from '../../../engine/format/formatNumber.ts';
import { formatCell } from '../../../engine/lists/formatCell.ts';

describe('years and codes are never thousands-grouped', () => {
  it('tells years and codes from amounts by their field name', () => {
    for (const path of ['year', 'yearOfReference', 'company.yearOfReference', 'root_company_yearOfReference', 'fiscalYear', 'postalCode', 'accountNumber'])
      expect(isUngroupedNumber(path), path).toBe(true);
    for (const path of ['amount', 'shareCapital', 'nbOfEmployees', 'root_duration', undefined]) expect(isUngroupedNumber(path), String(path)).toBe(false);
  });

  it('formats a year without separator in every locale, other numbers grouped', () => {
    expect(formatNumber(2025, 'en-US', { maximumFractionDigits: 0, useGrouping: false })).toBe('2025');
    expect(formatNumber(2025, 'fr', { maximumFractionDigits: 0 })).toBe('2\u202f025');
    expect(formatCell(2025, { name: 'year' }, {}, 'en-US')).toBe('2025');
    expect(formatCell(2025, { name: 'nbOfEmployees' }, {}, 'en-US')).toBe('2,025');
  });
});
