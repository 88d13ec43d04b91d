// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from '../../engine/data/DataProvider.ts';
import { createDefaultRegistry } from '../../engine/registry/defaultRegistry.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { memoryDataProvider } from './helpers/memoryDataProvider.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';

afterEach(cleanup);

const persons = Array.from({ length: 25 }, (_v, i) => ({ registration: `PER${String(i + 1).padStart(3, '0')}`, name: i === 24 ? 'Zoé Émile' : `Person ${i + 1}`, status: 'ACTIVE' }));
const data = () => memoryDataProvider({ records: { Person: persons } });
const STRING: JsonSchema = { type: ['string', 'null'] };
const lists = (provider: ReturnType<typeof data>) => provider.calls.filter((c) => c.method === 'getList').map((c) => c.params as GetListParams);

async function openModal() {
  fireEvent.click(screen.getByLabelText('Search Person'));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('PER001');
  return dialog;
}

const rowCount = (dialog: HTMLElement) => dialog.querySelectorAll('tbody tr.ant-table-row').length;

describe("'Search {entity}' modal (seed 001 §2)", () => {
  it('lists 10 rows per page through the DataProvider, with the fixed filters of the field', async () => {
    const provider = data();
    renderForm(oneField(STRING, { type: 'entitySearch', label: 'Client', query: { entityName: 'Person', roles: ['CLIENT'], type: 'I' } }), { data: provider });
    const dialog = await openModal();
    expect(within(dialog).getByText('Search Person')).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Type to filter or press enter to search in database')).toBeTruthy();
    expect(rowCount(dialog)).toBe(10);
    expect(lists(provider)[0]).toMatchObject({ entityName: 'Person', offset: 0, size: 10, query: { roles: 'CLIENT', type: 'I' } });
    fireEvent.click(within(dialog).getByTitle('2'));
    await within(dialog).findByText('PER011');
    expect(lists(provider).at(-1)).toMatchObject({ offset: 10, size: 10 });
  });

  it('typing filters the rows shown (accents and case ignored); Enter searches the database', async () => {
    const provider = data();
    renderForm(oneField(STRING, { type: 'entitySearch', query: { entityName: 'Person' } }), { data: provider });
    const dialog = await openModal();
    const filter = within(dialog).getByPlaceholderText('Type to filter or press enter to search in database');
    const before = lists(provider).length;
    fireEvent.change(filter, { target: { value: 'person 1' } });
    expect(rowCount(dialog)).toBe(2);
    expect(lists(provider)).toHaveLength(before);
    fireEvent.change(filter, { target: { value: 'zoe' } });
    expect(rowCount(dialog)).toBe(0);
    fireEvent.keyDown(filter, { key: 'Enter', keyCode: 13 });
    await within(dialog).findByText('PER025');
    expect(lists(provider).at(-1)?.query).toMatchObject({ search: 'zoe' });
  });

  it('one click chooses a row: its registration is the value', async () => {
    const form = renderForm(oneField(STRING, { type: 'entitySearch', query: { entityName: 'Person' } }), { data: data() });
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByText('PER003'));
    expect(form.values().f).toBe('PER003');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('several: rows are ticked then Validate; Cancel keeps the value', async () => {
    const form = renderForm(oneField({ type: 'array', items: { type: 'string' } }, { type: 'entitySearch', multiple: true, query: { entityName: 'Person' } }), { data: data() });
    let dialog = await openModal();
    const boxes = dialog.querySelectorAll('tbody input[type="checkbox"]');
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[2]);
    fireEvent.click(within(dialog).getByText('Validate'));
    expect(form.values().f).toEqual(['PER001', 'PER003']);
    dialog = await openModal();
    fireEvent.click(within(dialog).getByText('Cancel'));
    expect(form.values().f).toEqual(['PER001', 'PER003']);
  });

  it('the advanced search sends regex filters; Add closes with "add"', async () => {
    const provider = data();
    const onEntityAdd = vi.fn();
    renderForm(oneField(STRING, { type: 'entitySearch', query: { entityName: 'Person', allowAdd: true } }), { data: provider, settings: { onEntityAdd } });
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByText('Advanced search'));
    fireEvent.change(await within(dialog).findByLabelText('Name'), { target: { value: 'Person 2' } });
    fireEvent.click(within(dialog).getByText('Search'));
    await waitFor(() => expect(lists(provider).at(-1)?.query).toMatchObject({ name: '/Person 2/i' }));
    fireEvent.click(within(dialog).getByText('Add'));
    expect(onEntityAdd).toHaveBeenCalledWith('Person', 'root_f');
  });

  it('shows statuses by their labels in the user\'s language and its texts translated', async () => {
    const provider = memoryDataProvider({ records: { Person: persons }, lists: { personStatus: [{ value: 'ACTIVE', label: 'Actif' }] } });
    const fr: Record<string, string> = { 'Search {{entity}}': 'Rechercher : {{entity}}', Person: 'Personne', Status: 'Statut', 'Type to filter or press enter to search in database': 'Tapez pour filtrer' };
    renderForm(oneField(STRING, { type: 'entitySearch', query: { entityName: 'Person' } }), { data: provider, t: (k) => fr[k] ?? k, registry: createDefaultRegistry() });
    fireEvent.click(screen.getByLabelText('Rechercher : Personne'));
    const dialog = await screen.findByRole('dialog', { name: 'Rechercher : Personne' });
    await within(dialog).findByText('PER001');
    expect(within(dialog).getByPlaceholderText('Tapez pour filtrer')).toBeTruthy();
    expect(within(dialog).getByText('Statut')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByText('Actif')).toHaveLength(10));
    expect(within(dialog).queryByText('ACTIVE')).toBeNull();
  });

  it('shows the chosen records by name and registration, read in one call', async () => {
    const provider = data();
    renderForm(oneField({ type: 'array', items: STRING }, { type: 'entitySearch', multiple: true, query: { entityName: 'Person' } }), { data: provider, formData: { f: ['PER002', 'PER025'] }, registry: createDefaultRegistry() });
    expect(await screen.findByText('Person 2 (PER002)')).toBeTruthy();
    expect(await screen.findByText('Zoé Émile (PER025)')).toBeTruthy();
    expect(lists(provider)).toEqual([expect.objectContaining({ entityName: 'Person', query: { registration: 'PER002,PER025', projection: 'registration,name', count: 'false' } })]);
  });

  it('a failed search is reported through the host and loading stops', async () => {
    const provider = data();
    provider.getList = () => Promise.reject(new Error('Network error: Check your internet connection'));
    const form = renderForm(oneField(STRING, { type: 'entitySearch', query: { entityName: 'Person' } }), { data: provider });
    fireEvent.click(screen.getByLabelText('Search Person'));
    await waitFor(() => expect(form.env.notify).toHaveBeenCalledWith('error', 'Network error: Check your internet connection'));
  });
});
