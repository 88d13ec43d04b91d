// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPageConfig } from '../../../engine/registry/applyPageConfig.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { findListDefinition } from '../../../engine/registry/listDefinitions.ts';
import { pasteSchema } from '../../../engine/registry/pasteSchema.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import { GenericListPage } from '../../../renderers/pages/GenericListPage.tsx';
import { shapeSchemas } from '../../../schemas/generated/catalog.ts';
import type { PageConfig } from '../../../schemas/generated/meta.ts';
import { fakeEnv, withEnv, type FakeEnv } from './testEnv.tsx';

type Call = { method: string; path: string; body?: unknown };

const registry = createDefaultRegistry();
const SCHEMA = pasteSchema(registry.get('Product').schema, shapeSchemas as JsonSchema[]);
const products = [
  { _id: 'p1', _version: 2, registration: 'PRD00000001', name: 'Lease 36', status: 'ACTIVE', rate: 0.04 },
  { _id: 'p2', _version: 1, registration: 'PRD00000002', name: 'Loan 12', rate: 0.05, endDate: null },
];

let clipboard = '';
let clipboardRefused = false;
beforeEach(() => {
  clipboard = '';
  clipboardRefused = false;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        clipboard = text;
      },
      readText: async () => {
        if (clipboardRefused) throw new DOMException('Read permission denied.', 'NotAllowedError');
        return clipboard;
      },
    },
  });
});
afterEach(cleanup);

/** The server side of a paste: the schema, and POST of the array (or a refusal). */
function server(refuse = false) {
  return (call: Call) => {
    if (call.method === 'GET' && call.path === '/api/financing/products-schema') return SCHEMA;
    if (call.method === 'POST' && call.path === '/api/financing/products') {
      if (refuse) throw Object.assign(new Error('taken'), { status: 409, body: { status: 409, code: 'VALUE_ALREADY_EXISTS', message: 'taken' } });
      return call.body;
    }
    return [];
  };
}

function renderProducts(fake: FakeEnv, config: PageConfig = { showPaste: true, showCopy: true }) {
  const definition = applyPageConfig(findListDefinition('/products', registry)!, config);
  render(withEnv(fake.env, <GenericListPage definition={definition} urlQuery={{}} onUrlQueryChange={() => {}} />));
}

const posts = (fake: FakeEnv) => fake.customs.filter((c) => c.method === 'POST');

describe('products copy and paste (seed 002 §2.5, §7, §8)', () => {
  it('shows Paste and Copy only when the page configuration says so; Product tables always', async () => {
    const fake = fakeEnv(products, server());
    renderProducts(fake, {});
    expect(screen.getByTestId('page-action-productTables')).toBeTruthy();
    expect(screen.queryByTestId('page-action-paste')).toBeNull();
    expect(screen.queryByTestId('page-action-copy')).toBeNull();
    fireEvent.click(screen.getByTestId('page-action-productTables'));
    expect(fake.navigations).toEqual(['/product-tables']);
  });

  it('Copy puts the listed products on the clipboard as JSON of the products schema, without statuses, and says Done', async () => {
    const fake = fakeEnv(products, server());
    renderProducts(fake);
    fireEvent.click(await screen.findByTestId('page-action-copy'));
    await waitFor(() => expect(fake.notes).toContainEqual({ level: 'info', message: 'Done' }));
    expect(JSON.parse(clipboard)).toEqual([
      { name: 'Lease 36', rate: 0.04 },
      { name: 'Loan 12', rate: 0.05 },
    ]);
  });

  it('Paste checks the clipboard against the products schema and creates the products with one POST', async () => {
    const fake = fakeEnv(products, server());
    renderProducts(fake);
    clipboard = JSON.stringify([{ name: 'Lease 48', rate: 0.045 }, { _id: 'x', name: 'Loan 24' }]);
    fireEvent.click(await screen.findByTestId('page-action-paste'));
    await waitFor(() => expect(fake.notes).toContainEqual({ level: 'success', message: '2 record(s) created' }));
    expect(fake.customs.find((c) => c.path === '/api/financing/products-schema')?.method).toBe('GET');
    expect(posts(fake)).toEqual([{ method: 'POST', path: '/api/financing/products', body: [{ name: 'Lease 48', rate: 0.045 }, { name: 'Loan 24' }] }]);
  });

  it.each([
    ['text that is not JSON', 'Lease 48\t4.5%'],
    ['JSON that is not products', '{"firstName": "Ann"}'],
    ['an invalid value', '[{"name": "Lease 48", "rate": "4.5%"}]'],
    ['an empty clipboard', ''],
  ])('Paste of %s warns Invalid data and sends nothing', async (_what, text) => {
    const fake = fakeEnv(products, server());
    renderProducts(fake);
    clipboard = text;
    fireEvent.click(await screen.findByTestId('page-action-paste'));
    await waitFor(() => expect(fake.notes).toContainEqual({ level: 'warning', message: 'Invalid data' }));
    expect(posts(fake)).toEqual([]);
  });

  it('Paste warns Invalid data when the server refuses the products or the clipboard cannot be read', async () => {
    const fake = fakeEnv(products, server(true));
    renderProducts(fake);
    clipboard = '[{"name": "Lease 48"}]';
    fireEvent.click(await screen.findByTestId('page-action-paste'));
    await waitFor(() => expect(fake.notes).toContainEqual({ level: 'warning', message: 'Invalid data' }));
    expect(posts(fake)).toHaveLength(1);
    expect(fake.notes.some((n) => n.level === 'success' || n.level === 'error')).toBe(false);
    clipboardRefused = true;
    fireEvent.click(screen.getByTestId('page-action-paste'));
    await waitFor(() => expect(fake.notes.filter((n) => n.message === 'Invalid data')).toHaveLength(2));
    expect(posts(fake)).toHaveLength(1);
  });
});

describe('a read-only page configuration on the invoices list (seed 002 §2.4)', () => {
  const invoices = [{ registration: 'INV001', name: 'First', status: 'PAID' }];

  it('shows a view icon instead of edit and copy, no add, no run billing when hidden, no KPI when hidden', async () => {
    const fake = fakeEnv(invoices);
    const definition = applyPageConfig(findListDefinition('/invoices', registry)!, { readOnly: true, hideRunBilling: true, hideKpi: true });
    render(withEnv(fake.env, <GenericListPage definition={definition} urlQuery={{}} onUrlQueryChange={() => {}} />));
    await screen.findAllByTestId('row-action-view');
    expect(screen.queryByTestId('row-action-edit')).toBeNull();
    expect(screen.queryByTestId('row-action-copy')).toBeNull();
    expect(screen.queryByTestId('row-action-download')).toBeTruthy();
    expect(screen.queryByTestId('list-add')).toBeNull();
    expect(screen.queryByTestId('page-action-runBilling')).toBeNull();
    expect(screen.queryByTestId('invoices-kpi')).toBeNull();
    fireEvent.click(screen.getAllByTestId('row-action-view')[0]);
    // the view icon opens the record read-only
    await waitFor(() => expect(fake.navigations).toContain('/invoice/INV001?readOnly=1'));
  });

  it('without configuration: edit and copy on each row, add, run billing and the KPI strip with status labels', async () => {
    const fake = fakeEnv(invoices, (call) => (call.path.startsWith('/api/script/lists') ? [[{ value: 'PAID', label: 'Paid' }]] : []));
    render(withEnv(fake.env, <GenericListPage definition={applyPageConfig(findListDefinition('/invoices', registry)!)} urlQuery={{}} onUrlQueryChange={() => {}} />));
    await screen.findAllByTestId('row-action-edit');
    expect(screen.getAllByTestId('row-action-copy').length).toBeGreaterThan(0);
    expect(screen.getByTestId('list-add')).toBeTruthy();
    expect(screen.getByTestId('page-action-runBilling')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('kpi-PAID').textContent).toContain('Paid'));
  });
});
