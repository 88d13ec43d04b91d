import { describe, expect, it } from 'vitest';
import type { SearchFieldDefinition } from '../../../schemas/generated/meta.ts';
import { badgeValues, checkSaveSearch, describeSearch, sameSearch, valueText, type SavedSearch } from '../../../engine/lists/savedSearches.ts';

const fields: SearchFieldDefinition[] = [
  { name: 'name', regex: true },
  { name: 'status', type: 'multiSelect', label: 'Status' },
  { name: 'dueDate', type: 'dateRange' },
  { name: 'orgaRegistration', hidden: true },
];

describe('saved searches (seed 001 §5)', () => {
  it('cannot save an empty form', () => {
    const check = checkSaveSearch(fields, { name: '', status: [] }, '', [], 'x');
    expect(check).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('saves only badge fields: visible fields with a value; hidden fields are excluded', () => {
    expect(badgeValues(fields, { name: 'Acme', status: [], orgaRegistration: 'ORG1', unknown: 'x' })).toEqual({ name: 'Acme' });
    const check = checkSaveSearch(fields, { name: 'Acme', orgaRegistration: 'ORG1' }, '-name', [], ' Mine ');
    expect(check).toEqual({ ok: true, search: { name: 'Mine', values: { name: 'Acme' }, sort: '-name' } });
  });

  it('a sort alone is a search worth saving', () => {
    expect(checkSaveSearch(fields, {}, 'name', [], 'Sorted').ok).toBe(true);
  });

  it('does not save a search identical to a saved one, whatever its name', () => {
    const existing: SavedSearch[] = [{ name: 'Paid', values: { status: ['PAID'] } }];
    const check = checkSaveSearch(fields, { status: ['PAID'], orgaRegistration: 'hidden-only' }, '', existing, 'Again');
    expect(check).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(checkSaveSearch(fields, { status: ['PAID'] }, 'name', existing, 'Sorted').ok).toBe(true);
  });

  it('compares values field by field, arrays in order', () => {
    expect(sameSearch({ values: { a: ['1', '2'] } }, { values: { a: ['1', '2'], b: undefined } })).toBe(true);
    expect(sameSearch({ values: { a: ['1', '2'] } }, { values: { a: ['2', '1'] } })).toBe(false);
  });

  it('names a search after its filters', () => {
    expect(describeSearch(fields, { status: ['PAID', 'OPEN'], dueDate: ['2024-01-01', null] }, '-name')).toBe('Status: PAID, OPEN; Due date: 01-01-2024 – …; sort -name');
    expect(describeSearch(fields, {})).toBe('Search');
  });

  it('shows filter dates in the format of the locale, as the lists and cards do', () => {
    const due = fields.find((f) => f.name === 'dueDate')!;
    expect(valueText(due, ['2024-01-31', '2024-02-15'], 'fr')).toBe('31/01/2024 – 15/02/2024');
    expect(valueText(due, [null, '2024-02-15'], 'en-US')).toBe('… – 02-15-2024');
    expect(valueText(due, ['today', null])).toBe('today – …');
  });
});
