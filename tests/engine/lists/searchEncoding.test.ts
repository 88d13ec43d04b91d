import { describe, expect, it } from 'vitest';
import type { SearchFieldDefinition } from '../../../schemas/generated/meta.ts';
import { decodeSearch, decodeSearchValue, encodeSearch, encodeSearchValue } from '../../../engine/lists/searchEncoding.ts';
import { compactValues, isEmptyValue } from '../../../engine/lists/SearchValues.ts';

const fields: SearchFieldDefinition[] = [
  { name: 'registration', regex: true },
  { name: 'name', regex: true, startsWith: true },
  { name: 'code' },
  { name: 'status', type: 'multiSelect', list: 'invoiceStatus' },
  { name: 'dueDate', type: 'dateRange' },
  { name: 'amountInclTax', type: 'currencyRange' },
  { name: 'isInactive', type: 'checkbox' },
  { name: 'persons.personRegistration', type: 'entitySearch', query: { entityName: 'Person', roles: ['CLIENT'] } },
];

describe('search value encoding (seed 001 §5)', () => {
  it('wraps regex text as /text/i, anchored with ^ when matching from the start, escaped', () => {
    expect(encodeSearchValue(fields[0], ' INV12 ')).toBe('/INV12/i');
    expect(encodeSearchValue(fields[1], 'Acme')).toBe('/^Acme/i');
    expect(encodeSearchValue(fields[0], 'a.b')).toBe('/a\\.b/i');
    expect(encodeSearchValue(fields[2], 'X1')).toBe('X1');
  });

  it('joins multi values with commas and drops empty ones', () => {
    expect(encodeSearchValue(fields[3], ['PAID', '', 'OPEN'])).toBe('PAID,OPEN');
    expect(encodeSearchValue(fields[7], ['AUT1'])).toBe('AUT1');
    expect(encodeSearchValue(fields[3], [])).toBeUndefined();
  });

  it('writes date ranges as YYYYMMDD~YYYYMMDD, open on either side', () => {
    expect(encodeSearchValue(fields[4], ['2024-01-05', '2024-12-31'])).toBe('20240105~20241231');
    expect(encodeSearchValue(fields[4], ['2024-01-05', null])).toBe('20240105~');
    expect(encodeSearchValue(fields[4], [null, '2024-12-31'])).toBe('~20241231');
    expect(encodeSearchValue(fields[4], [null, null])).toBeUndefined();
  });

  it('writes number ranges and checkboxes', () => {
    expect(encodeSearchValue(fields[5], [100, 250.5])).toBe('100~250.5');
    expect(encodeSearchValue(fields[5], [0, null])).toBe('0~');
    expect(encodeSearchValue(fields[6], true)).toBe('true');
    expect(encodeSearchValue(fields[6], false)).toBeUndefined();
  });

  it('round-trips the whole form through the query', () => {
    const values = {
      registration: 'INV',
      name: 'Acme',
      status: ['PAID', 'OPEN'],
      dueDate: ['2024-01-01', '2024-03-31'] as [string, string],
      amountInclTax: [10, null] as [number, null],
      isInactive: true,
      'persons.personRegistration': ['AUT00000001'],
    };
    const query = encodeSearch(fields, values);
    expect(query).toEqual({
      registration: '/INV/i',
      name: '/^Acme/i',
      status: 'PAID,OPEN',
      dueDate: '20240101~20240331',
      amountInclTax: '10~',
      isInactive: 'true',
      'persons.personRegistration': 'AUT00000001',
    });
    expect(decodeSearch(fields, query)).toEqual(values);
  });

  it('ignores query parameters of other fields and empty values', () => {
    expect(decodeSearch(fields, { other: 'x', code: '', name: '/^Ac/i' })).toEqual({ name: 'Ac' });
    expect(decodeSearchValue(fields[4], 'nonsense~20240101')).toEqual([null, '2024-01-01']);
    expect(decodeSearchValue(fields[5], 'x~5')).toEqual([null, 5]);
  });

  it('knows empty values', () => {
    expect([undefined, '', '  ', false, [], [null, null]].every((v) => isEmptyValue(v as never))).toBe(true);
    expect(isEmptyValue(0 as never)).toBe(false);
    expect(compactValues({ a: '', b: 'x', c: [] })).toEqual({ b: 'x' });
  });
});
