import { describe, expect, it } from 'vitest';
import type { DataProvider } from '../../../engine/data/DataProvider.ts';
import { clearsOnBackspace, shouldAutocomplete, suggestionsFrom } from '../../../engine/lists/autocomplete.ts';
import { entitySearchQuery } from '../../../engine/lists/entitySearchQuery.ts';
import { advancedSearchInModal, definitionPageSize, sortOptionsOf } from '../../../engine/lists/listDefaults.ts';
import { fieldLabel } from '../../../engine/lists/fieldLabel.ts';
import { createPreferenceClient, preferencesOf, preferencesPath } from '../../../engine/lists/preferences.ts';

describe('search row rules (seed 001 §5, seed 002 §5.4)', () => {
  it('autocompletes beyond 2 characters only; Backspace on one character clears', () => {
    expect(shouldAutocomplete('ab')).toBe(false);
    expect(shouldAutocomplete(' abc ')).toBe(true);
    expect(clearsOnBackspace('a', 'Backspace')).toBe(true);
    expect(clearsOnBackspace('ab', 'Backspace')).toBe(false);
    expect(clearsOnBackspace('a', 'Delete')).toBe(false);
  });

  it('suggests record labels once each', () => {
    expect(suggestionsFrom([{ name: 'Acme', registration: 'AUT1' }, { name: 'Acme', registration: 'AUT2' }, { registration: 'AUT3' }])).toEqual([
      { value: 'Acme', label: 'Acme (AUT1)' },
      { value: 'AUT3', label: 'AUT3' },
    ]);
  });

  it('builds typeahead queries with preset roles, exclusions and person type', () => {
    expect(entitySearchQuery({ entityName: 'Person', roles: ['CLIENT', 'PARTNER'] }, ' acm ')).toEqual({ 'roles.role': 'CLIENT,PARTNER', search: 'acm' });
    expect(entitySearchQuery({ entityName: 'Person', roles: ['-SALES'], type: 'O', filter: { status: 'ACTIVE' } }, '')).toEqual({ status: 'ACTIVE', 'roles.role': '!SALES', type: 'O' });
  });
});

describe('list defaults', () => {
  it('opens the advanced search in a modal unless the definition says advancedSearch.inModal false', () => {
    expect(advancedSearchInModal({ entity: 'A', route: '/as' })).toBe(true);
    expect(advancedSearchInModal({ entity: 'A', route: '/as', advancedSearch: { inModal: false } } as never)).toBe(false);
    expect(definitionPageSize({ entity: 'A', route: '/as' })).toBe(20);
  });

  it('offers columns and search fields to the sorting selector, not element paths', () => {
    const options = sortOptionsOf({ entity: 'A', route: '/as', columns: [{ name: 'name' }, { name: 'persons[role=PAYER].name' }], searchFields: [{ name: 'name' }, { name: 'dueDate' }] }, fieldLabel);
    expect(options).toEqual([{ value: 'name', label: 'Name' }, { value: 'dueDate', label: 'Due date' }]);
  });
});

describe('preferences client (seed 000 §3.6)', () => {
  it('lists, saves and removes through the preferences API of the user', async () => {
    const calls: { method: string; path: string; body?: unknown }[] = [];
    const data = {
      custom: async (p: { method: string; path: string; body?: unknown }) => {
        calls.push(p);
        return p.method === 'GET' ? { preferences: [{ _id: '1', groupId: '/invoices', type: 'TABLE_CONFIGURATION', value: {} }, 'junk'] } : p.method === 'POST' ? { _id: '2' } : undefined;
      },
    } as unknown as DataProvider;
    const client = createPreferenceClient(data, 'admin@master');
    const all = await client.list();
    expect(all).toHaveLength(1);
    expect(preferencesOf(all, 'TABLE_CONFIGURATION', '/invoices')).toHaveLength(1);
    expect(preferencesOf(all, 'TABLE_CONFIGURATION', '/other')).toHaveLength(0);
    expect(await client.save({ groupId: '/x', type: 'SEARCH_FILTER', value: 1 })).toEqual({ _id: '2', groupId: '/x', type: 'SEARCH_FILTER', value: 1 });
    await client.remove('2');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/core/users/admin%40master/preferences',
      'POST /api/core/users/admin%40master/preferences',
      'DELETE /api/core/users/admin%40master/preferences/2',
    ]);
    expect(preferencesPath('a b')).toBe('/api/core/users/a%20b/preferences');
  });
});
