// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListDefinition } from '../../../schemas/generated/meta.ts';
import { GenericListPage } from '../../../renderers/pages/GenericListPage.tsx';
import { fakeEnv, withEnv, type FakeEnv } from './testEnv.tsx';

afterEach(cleanup);

const rows = Array.from({ length: 45 }, (_, i) => ({
  _id: `id${i}`,
  registration: `INV${String(i).padStart(3, '0')}`,
  name: i % 2 ? `Acme ${i}` : `Beta ${i}`,
  status: i % 3 ? 'OPEN' : 'PAID',
  email: i === 7 ? 'hidden-needle@x.io' : undefined,
}));

const definition: ListDefinition = {
  entity: 'Invoice',
  route: '/invoices',
  title: 'Invoices',
  pageSize: 20,
  kpi: 'invoices-kpi',
  searchFields: [{ name: 'name', regex: true }, { name: 'status', type: 'multiSelect' }],
  columns: [
    { name: 'registration', title: 'Registration', linkTo: '/invoice/{registration}', sortable: true },
    { name: 'status', title: 'Status', badge: true },
    { name: 'name', title: 'Name' },
  ],
  rowActions: ['edit'],
};

function Harness({ fake, initial = {}, def = definition, writes = [] }: { fake: FakeEnv; initial?: Record<string, string>; def?: ListDefinition; writes?: { query: Record<string, string>; replace: boolean }[] }) {
  const [query, setQuery] = useState(initial);
  const onUrlQueryChange = (next: Record<string, string>, { replace }: { replace: boolean }) => {
    writes.push({ query: next, replace });
    setQuery(next);
  };
  return (
    <>
      <output data-testid="url">{new URLSearchParams(query).toString()}</output>
      {withEnv(fake.env, <GenericListPage definition={def} urlQuery={query} onUrlQueryChange={onUrlQueryChange} />)}
    </>
  );
}

const url = () => screen.getByTestId('url').textContent;
const searchInput = () => {
  const el = screen.getByTestId('list-search');
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
};

const pressEnter = (input: HTMLInputElement) => {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
};

describe('GenericListPage', () => {
  it('loads the first page through the data provider, shows the rows count and pages', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} />);
    await waitFor(() => expect(screen.getByTestId('rows-count').textContent).toBe('45 rows'));
    expect(fake.lists.find((l) => l.entityName === 'Invoice' && l.size === 20 && l.offset === 0)).toBeTruthy();
    expect(screen.getByTestId('page-3')).toBeTruthy();
    expect(screen.getByTestId('list-title').textContent).toBe('Invoices');
    expect(screen.getByTestId('invoices-kpi')).toBeTruthy();
  });

  it('writes the free-text filter to the URL and searches with it; page resets', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} initial={{ page: '2' }} />);
    const input = searchInput();
    fireEvent.change(input, { target: { value: 'acme' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(url()).toBe('filter=acme'));
    await waitFor(() => expect(fake.lists.some((l) => l.query?.search === 'acme')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('rows-count').textContent).toBe('22 rows'));
  });

  it('Enter applies the typed text even while suggestions are open; a suggestion applies only when picked', async () => {
    const fake = fakeEnv(rows);
    const writes: { query: Record<string, string>; replace: boolean }[] = [];
    render(<Harness fake={fake} writes={writes} />);
    const input = searchInput();
    fireEvent.change(input, { target: { value: 'acme' } });
    // the suggestions are on screen (Acme 1 first) when Enter is pressed
    await waitFor(() => expect(screen.getAllByText('Acme 1 (INV001)').length).toBeGreaterThan(0));
    pressEnter(input);
    await waitFor(() => expect(url()).toBe('filter=acme'));
    expect(writes.map((w) => w.query.filter)).toEqual(['acme']);
    // arrow down then Enter picks the first suggestion
    fireEvent.change(input, { target: { value: 'acme 1' } });
    // the suggestions of 'acme 1' (those of 'acme' gone)
    await waitFor(() => expect(screen.queryByText('Acme 3 (INV003)')).toBeNull());
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown', keyCode: 40, which: 40 });
    // a person's keys are separate events: the list marks the suggestion before Enter comes
    await act(() => Promise.resolve());
    pressEnter(input);
    await waitFor(() => expect(url()).toBe('filter=Acme+1'));
    expect(writes.map((w) => w.query.filter)).toEqual(['acme', 'Acme 1']);
    // a click on a suggestion applies it
    fireEvent.change(input, { target: { value: 'acme 3' } });
    await waitFor(() => expect(screen.getAllByText('Acme 33 (INV033)').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByText('Acme 11 (INV011)')).toBeNull());
    fireEvent.click(screen.getAllByText('Acme 33 (INV033)').at(-1)!);
    await waitFor(() => expect(url()).toBe('filter=Acme+33'));
  });

  it('Backspace on a one-character search clears the filter', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} initial={{ filter: 'a' }} />);
    fireEvent.keyDown(searchInput(), { key: 'Backspace' });
    await waitFor(() => expect(url()).toBe(''));
  });

  it('opened with ?page=3 shows the third page rows, asked at offset 40', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} initial={{ page: '3' }} />);
    await waitFor(() => expect(screen.getByText('INV042')).toBeTruthy());
    expect(screen.queryByText('INV000')).toBeNull();
    expect(fake.lists.some((l) => l.offset === 40 && l.size === 20)).toBe(true);
    expect(url()).toBe('page=3');
  });

  it('a change of page keeps it in the URL and replaces the history entry; a search adds one', async () => {
    const fake = fakeEnv(rows);
    const writes: { query: Record<string, string>; replace: boolean }[] = [];
    render(<Harness fake={fake} writes={writes} initial={{ status: 'OPEN' }} />);
    await waitFor(() => expect(screen.getByTestId('page-2')).toBeTruthy());
    fireEvent.click(screen.getByTestId('page-2'));
    await waitFor(() => expect(url()).toBe('status=OPEN&page=2'));
    expect(writes.at(-1)).toEqual({ query: { status: 'OPEN', page: '2' }, replace: true });
    await waitFor(() => expect(screen.getByText('INV044')).toBeTruthy());
    expect(screen.queryByText('INV001')).toBeNull();
    const input = searchInput();
    fireEvent.change(input, { target: { value: 'acme' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(writes.at(-1)?.query).toMatchObject({ filter: 'acme' }));
    expect(writes.at(-1)?.replace).toBe(false);
  });

  it('resets a page beyond the last one to page 1', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} initial={{ page: '9' }} />);
    await waitFor(() => expect(url()).toBe(''));
  });

  it('says when the search found rows only on fields not displayed', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} initial={{ filter: 'hidden-needle' }} />);
    await waitFor(() => expect(screen.getByTestId('hidden-match').textContent).toContain('The search has found results on fields not displayed'));
  });

  it('shows a no-data message for an empty answer', async () => {
    const fake = fakeEnv([]);
    render(<Harness fake={fake} />);
    await waitFor(() => expect(screen.getByTestId('no-data')).toBeTruthy());
  });

  it('advanced search writes encoded filters to the URL; badges remove them', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} />);
    fireEvent.click(screen.getByTestId('toggle-advanced-search'));
    await waitFor(() => expect(document.querySelector('#search-name')).toBeTruthy());
    fireEvent.change(document.querySelector('#search-name')!, { target: { value: 'Acme' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(url()).toBe(`name=${encodeURIComponent('/Acme/i')}`));
    await waitFor(() => expect(screen.getByTestId('filter-badge-name')).toBeTruthy());
    fireEvent.click(screen.getByTestId('filter-badge-name').querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(url()).toBe(''));
  });

  it('Alt+R reloads the list', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} />);
    await waitFor(() => expect(screen.getByTestId('rows-count').textContent).toBe('45 rows'));
    const before = fake.lists.filter((l) => l.size === 20).length;
    await act(async () => {
      fireEvent.keyDown(window, { key: 'r', code: 'KeyR', altKey: true });
    });
    await waitFor(() => expect(fake.lists.filter((l) => l.size === 20).length).toBeGreaterThan(before));
  });

  it('saves the table configuration as a preference of the route; failures are shown', async () => {
    const fake = fakeEnv(rows, (p) => {
      if (p.method === 'POST' && p.path.endsWith('/preferences')) throw Object.assign(new Error('boom'), { status: 500, body: { message: 'boom' } });
      return [];
    });
    render(withEnv(fake.env, <GenericListPage definition={definition} urlQuery={{}} onUrlQueryChange={() => {}} username="admin@master" />));
    fireEvent.click(screen.getByTestId('open-table-config'));
    await waitFor(() => expect(screen.getByTestId('config-column-status')).toBeTruthy());
    fireEvent.click(screen.getByTestId('config-column-status').querySelector('input')!);
    await act(async () => {
      fireEvent.keyDown(window, { key: 's', code: 'KeyS', ctrlKey: true });
    });
    const post = fake.customs.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/core/users/admin%40master/preferences');
    expect(post?.body).toMatchObject({ groupId: '/invoices', type: 'TABLE_CONFIGURATION', value: { pageSize: 20, columns: [{ name: 'registration', hidden: false }, { name: 'status', hidden: true }, { name: 'name', hidden: false }] } });
    await waitFor(() => expect(fake.notes.some((n) => n.level === 'error')).toBe(true));
  });

  it('switches to the kanban view with a card per row', async () => {
    const fake = fakeEnv(rows.slice(0, 5));
    render(<Harness fake={fake} />);
    fireEvent.click(screen.getByText('Kanban'));
    await waitFor(() => expect(screen.getAllByTestId('kanban-card')).toHaveLength(5));
    expect(screen.getAllByTestId('kanban-column').map((c) => c.querySelector('.ant-tag')?.textContent)).toEqual(['PAID', 'OPEN']);
  });

  it('a status column without a lookup list shows the labels of the entity status list (its workflow): grid, filter badge and kanban', async () => {
    const statuses = [{ value: 'OPEN', label: 'Open for payment' }, { value: 'PAID', label: 'Paid in full' }];
    const fake = fakeEnv(rows.slice(0, 6), (p) => (p.path.startsWith('/api/script/lists?') && p.path.includes('lists=invoiceStatus') ? [statuses] : []));
    render(<Harness fake={fake} initial={{ status: 'PAID' }} />);
    await waitFor(() => expect(document.querySelector('.ag-row .ag-cell[col-id="status"]')?.textContent).toBe('Paid in full'));
    const cells = [...document.querySelectorAll('.ag-row .ag-cell[col-id="status"]')].map((c) => c.textContent);
    expect(cells).not.toContain('PAID');
    expect(screen.getByTestId('filter-badge-status').textContent).toContain('Paid in full');
    fireEvent.click(screen.getByText('Kanban'));
    await waitFor(() => expect(screen.getAllByTestId('kanban-column').map((c) => c.querySelector('.ant-tag')?.textContent)).toEqual(['Open for payment', 'Paid in full']));
  });

  it("status badges take the colours of the entity's workflow (grid and kanban); a code it does not colour falls back to its own", async () => {
    // the workflow colours OPEN as a warning; PAID it leaves to the fallback
    const workflow = { definition: null, kinds: { OPEN: 'warning' } };
    const fake = fakeEnv(rows.slice(0, 6), (p) => (p.path === '/api/script/workflows/Invoice' ? workflow : []));
    render(<Harness fake={fake} />);
    const badge = (code: string) => [...document.querySelectorAll('.ag-row .ag-cell[col-id="status"] .ant-tag')].find((t) => t.textContent === code) as HTMLElement | undefined;
    await waitFor(() => expect(badge('OPEN')?.getAttribute('data-kind')).toBe('warning'));
    // the workflow's warning colours (engine/cards/badgeColors.ts), as on the record's card
    expect(badge('OPEN')!.style.color).toBe('rgb(135, 77, 0)');
    expect(badge('OPEN')!.style.background).toContain('rgb(255, 251, 230)');
    expect(badge('PAID')?.getAttribute('data-kind')).toBeNull();
    expect(badge('PAID')!.className).toMatch(/ant-tag-green|green/);
    fireEvent.click(screen.getByText('Kanban'));
    await waitFor(() => expect(screen.getAllByTestId('kanban-column').map((c) => c.querySelector('.ant-tag')?.getAttribute('data-kind'))).toEqual([null, 'warning']));
  });
});
