import { describe, expect, it } from 'vitest';
import { listQueryOf, readListUrl, writeListUrl } from '../../../engine/lists/listUrlState.ts';

describe('list state in the URL', () => {
  it('reads free text, page, sort and field filters; non-filter parameters are not filters', () => {
    const state = readListUrl({ filter: 'acme', page: '3', sort: '-dueDate', status: 'PAID', jwt: 'x', editMode: '1', token: 't' });
    expect(state).toEqual({ filter: 'acme', page: 3, sort: '-dueDate', filters: { status: 'PAID' } });
  });

  it('defaults to page 1 for a missing or bad page', () => {
    expect(readListUrl({ page: 'abc' }).page).toBe(1);
    expect(readListUrl({ page: '-2' }).page).toBe(1);
    expect(readListUrl({}).page).toBe(1);
  });

  it('writes the state back, keeping parameters that are not the list state, leaving out page 1 and empty values', () => {
    const out = writeListUrl({ jwt: 'x', status: 'OLD', page: '4', filter: 'old' }, { filter: 'new', page: 1, sort: '', filters: { status: '', type: 'C' } });
    expect(out).toEqual({ jwt: 'x', filter: 'new', type: 'C' });
    expect(writeListUrl({}, { filter: '', page: 2, sort: 'name', filters: {} })).toEqual({ sort: 'name', page: '2' });
  });

  it('turns the state into list-query parameters: fixed filters, field filters, search and sort', () => {
    const q = listQueryOf({ filter: ' acme ', page: 2, sort: '-name', filters: { status: 'PAID' } }, { type: 'C', status: 'X' });
    expect(q).toEqual({ type: 'C', status: 'PAID', search: 'acme', sort: '-name' });
    expect(listQueryOf({ filter: '', page: 1, sort: '', filters: {} })).toEqual({});
  });
});
