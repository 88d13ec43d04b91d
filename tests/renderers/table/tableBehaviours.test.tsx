// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListDefinition } from '../../../schemas/generated/meta.ts';
import { GenericListPage } from '../../../renderers/pages/GenericListPage.tsx';
import { fakeEnv, withEnv, type FakeEnv } from './testEnv.tsx';

afterEach(cleanup);

type Rec = Record<string, unknown>;

const rows = Array.from({ length: 45 }, (_, i) => ({
  _id: `id${i}`,
  registration: `INV${String(i).padStart(3, '0')}`,
  name: i % 2 ? `Acme ${i}` : `Beta ${i}`,
  status: 'DRAFT',
}));

const base: ListDefinition = {
  entity: 'Invoice',
  route: '/invoices',
  title: 'Invoices',
  pageSize: 20,
  columns: [
    { name: 'registration', title: 'Registration', linkTo: '/invoice/{registration}' },
    { name: 'name', title: 'Name' },
  ],
};

function Harness({ fake, def, initial = {} }: { fake: FakeEnv; def: ListDefinition; initial?: Record<string, string> }) {
  const [query, setQuery] = useState(initial);
  return (
    <>
      <output data-testid="url">{new URLSearchParams(query).toString()}</output>
      {withEnv(fake.env, <GenericListPage definition={def} urlQuery={query} onUrlQueryChange={setQuery} />)}
    </>
  );
}

const url = () => screen.getByTestId('url').textContent;
const nameCell = (registration: string) => {
  const row = document.querySelector(`.ag-center-cols-container .ag-row[row-id="id${Number(registration.slice(3))}"]`);
  return row?.querySelector('.ag-cell[col-id="name"]') as HTMLElement | null;
};
const transitionCalls = (fake: FakeEnv) => fake.customs.filter((c) => c.path.startsWith('/api/billing/invoices/transitions'));

describe('row click (rowClick)', () => {
  it('"transitions": a click selects the row alone and loads its transitions into the bar; the record does not open', async () => {
    const fake = fakeEnv(rows, (p) => (p.path.includes('/transitions') ? [{ code: 'validate', label: 'Validate', index: 10 }] : []));
    render(<Harness fake={fake} def={{ ...base, bulkTransitions: true, rowClick: 'transitions' }} />);
    await waitFor(() => expect(nameCell('INV001')).toBeTruthy());
    fireEvent.click(nameCell('INV001')!);
    await waitFor(() => expect(screen.getByTestId('bulk-bar').textContent).toContain('1 selected'));
    await waitFor(() => expect(transitionCalls(fake).at(-1)?.body).toEqual(['INV001']));
    fireEvent.click(nameCell('INV002')!);
    await waitFor(() => expect(transitionCalls(fake).at(-1)?.body).toEqual(['INV002']));
    expect(screen.getByTestId('bulk-bar').textContent).toContain('1 selected');
    expect(fake.navigations).toEqual([]);
    // its link still opens it
    fireEvent.click(screen.getByText('INV002').closest('a')!);
    await waitFor(() => expect(fake.navigations).toEqual(['/invoice/INV002']));
  });

  it('default ("open"): a click opens the record and selects nothing', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} def={{ ...base, bulkTransitions: true }} />);
    await waitFor(() => expect(nameCell('INV001')).toBeTruthy());
    fireEvent.click(nameCell('INV001')!);
    await waitFor(() => expect(fake.navigations).toEqual(['/invoice/INV001']));
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
    expect(transitionCalls(fake)).toEqual([]);
  });
});

describe('appending paging (paging: append)', () => {
  const def: ListDefinition = { ...base, paging: 'append' };

  it('Load more appends the next server page below the rows shown, says how many of the total are shown and keeps ?page=N', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} def={def} />);
    await waitFor(() => expect(screen.getByTestId('rows-count').textContent).toBe('45 rows'));
    await waitFor(() => expect(screen.getByTestId('rows-shown').textContent).toBe('20 shown'));
    expect(screen.queryByTestId('page-next')).toBeNull();
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(url()).toBe('page=2'));
    await waitFor(() => expect(fake.lists.some((l) => l.offset === 20 && l.size === 20)).toBe(true));
    await waitFor(() => expect(screen.getByTestId('rows-shown').textContent).toBe('40 shown'));
    await waitFor(() => expect(screen.getByText('INV025')).toBeTruthy());
    // the first page's rows stay
    expect(screen.getByText('INV000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getByText('INV044')).toBeTruthy());
    expect(url()).toBe('page=3');
    // all shown: the count alone, no Load more
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(screen.queryByTestId('rows-shown')).toBeNull();
    expect(screen.getByTestId('rows-count').textContent).toBe('45 rows');
  });

  it('opened with ?page=2 shows pages 1 and 2; a search starts again at page 1', async () => {
    const fake = fakeEnv(rows);
    render(<Harness fake={fake} def={def} initial={{ page: '2' }} />);
    await waitFor(() => expect(screen.getByTestId('rows-shown').textContent).toBe('40 shown'));
    await waitFor(() => expect(screen.getByText('INV000')).toBeTruthy());
    await waitFor(() => expect(screen.getByText('INV021')).toBeTruthy());
    const input = screen.getByTestId('list-search').querySelector('input') ?? (screen.getByTestId('list-search') as HTMLInputElement);
    fireEvent.change(input, { target: { value: 'acme' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(url()).toBe('filter=acme'));
    await waitFor(() => expect(screen.getByTestId('rows-count').textContent).toBe('22 rows'));
    await waitFor(() => expect(screen.getByTestId('rows-shown').textContent).toBe('20 shown'));
  });
});

describe('expandable rows (childRows)', () => {
  it('expands a row to its children, loaded from the definition url filled from the row; a child link opens the child', async () => {
    const fake = fakeEnv(rows, (p) => (p.path.startsWith('/api/financing/contracts') ? [{ registration: 'CTR1', name: 'Child contract' }] : []));
    const def: ListDefinition = {
      ...base,
      childRows: { url: '/api/financing/contracts?invoice={registration}&range=0-49', title: 'Contracts', columns: [{ name: 'registration', title: 'Registration', linkTo: '/contract/{registration}' }, { name: 'name', title: 'Name' }] },
    };
    render(<Harness fake={fake} def={def} />);
    await waitFor(() => expect(document.querySelector('.ag-row[row-id="id3"] [data-testid="row-expand"]')).toBeTruthy());
    fireEvent.click(document.querySelector('.ag-row[row-id="id3"] [data-testid="row-expand"]')!);
    await waitFor(() => expect(screen.getByText('Child contract')).toBeTruthy());
    expect(fake.customs).toContainEqual({ method: 'GET', path: '/api/financing/contracts?invoice=INV003&range=0-49' });
    expect(screen.getByTestId('expanded-row').textContent).toContain('Contracts');
    fireEvent.click(screen.getByText('CTR1'));
    expect(fake.navigations).toEqual(['/contract/CTR1']);
  });

  it('a row giving its own childrenUrl is loaded from it', async () => {
    const own: Rec[] = [{ _id: 'p1', registration: 'INV900', name: 'Parent', childrenUrl: '/api/own/children' }];
    const fake = fakeEnv(own, (p) => (p.path === '/api/own/children' ? [{ registration: 'X1', name: 'Own child' }] : []));
    render(<Harness fake={fake} def={{ ...base, expandable: true }} />);
    await waitFor(() => expect(document.querySelector('[data-testid="row-expand"]')).toBeTruthy());
    fireEvent.click(document.querySelector('[data-testid="row-expand"]')!);
    await waitFor(() => expect(screen.getByText('Own child')).toBeTruthy());
  });
});
