// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { resolveRowActions, type ResolvedRowAction } from '../../../engine/lists/rowActions.ts';
import { BulkBar } from '../../../renderers/table/BulkBar.tsx';
import { CellValue, type CellValueParams } from '../../../renderers/table/CellValue.tsx';
import { RowActionsCell } from '../../../renderers/table/RowActionsCell.tsx';
import { useRowAction } from '../../../renderers/table/useRowAction.ts';
import { fakeEnv, withEnv } from './testEnv.tsx';

type Rec = Record<string, unknown>;
const ctx = { detailRoute: '/invoice', keyField: 'registration', apiPath: '/api/billing/invoices', readOnly: false };
const OPEN_DOCUMENT: ResolvedRowAction[] = resolveRowActions(
  [{ name: 'download', icon: 'download', method: 'GET', url: '/api/billing/invoices/{registration}/documents?type=INVOICE', openDocument: true }],
  ctx,
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Cell({ row, actions }: { row: Rec; actions: ResolvedRowAction[] }) {
  const run = useRowAction(() => {}, () => {});
  const props = { data: row, actions, run: (a: ResolvedRowAction, r: Rec) => void run(a, r) } as unknown as CustomCellRendererProps<Rec> & { actions: ResolvedRowAction[]; run: () => void };
  return <RowActionsCell {...props} />;
}

/** A window.open stub: the blank window the action opens first, and where it is sent. */
function stubWindow() {
  const win = { opener: window, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => win as unknown as Window);
  return { win, open };
}

describe('the invoice download row action (openDocument)', () => {
  it('lists the documents, and opens the first one inline with its single-use link in a new window', async () => {
    const { win, open } = stubWindow();
    const link = '/api/billing/invoices/INV1/documents/d1/content?contentDisposition=inline&ticket=abc';
    const fake = fakeEnv([], (p) =>
      p.path.endsWith('/link') ? { url: link } : [{ _id: 'd1', url: '/api/billing/invoices/INV1/documents/d1/content' }, { _id: 'd0' }],
    );
    render(withEnv(fake.env, <Cell row={{ registration: 'INV1' }} actions={OPEN_DOCUMENT} />));
    fireEvent.click(screen.getByTestId('row-action-download'));
    await waitFor(() => expect(win.location.href).toBe(link));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(win.opener).toBeNull();
    expect(fake.customs.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/billing/invoices/INV1/documents?type=INVOICE',
      'GET /api/billing/invoices/INV1/documents/d1/link',
    ]);
    expect(fake.notes).toEqual([]);
  });

  it("shows 'No file name found' and closes the window when there is no document", async () => {
    const { win } = stubWindow();
    const fake = fakeEnv([], () => []);
    render(withEnv(fake.env, <Cell row={{ registration: 'INV2' }} actions={OPEN_DOCUMENT} />));
    fireEvent.click(screen.getByTestId('row-action-download'));
    await waitFor(() => expect(fake.notes).toEqual([{ level: 'warning', message: 'No file name found' }]));
    expect(win.close).toHaveBeenCalled();
  });

  it('shows the error of a failed list and closes the window', async () => {
    const { win } = stubWindow();
    const fake = fakeEnv([], () => {
      throw Object.assign(new Error('Forbidden'), { status: 403, body: { status: 403, code: 'PERMISSION_DENIED', message: 'Permission "read /api/billing/invoices" is required' } });
    });
    render(withEnv(fake.env, <Cell row={{ registration: 'INV3' }} actions={OPEN_DOCUMENT} />));
    fireEvent.click(screen.getByTestId('row-action-download'));
    await waitFor(() => expect(fake.notes.at(-1)?.level).toBe('error'));
    expect(fake.notes.at(-1)?.message).toContain('Permission "read /api/billing/invoices" is required');
    expect(win.close).toHaveBeenCalled();
  });
});

describe('cells cut at maxLength', () => {
  const cell = (value: string, column: CellValueParams['column']) => {
    const props = { value, data: { registration: 'INV1', persons: [{ role: 'PAYER', personRegistration: 'P1', name: value }] }, column, onOpen: () => {} } as unknown as CustomCellRendererProps<Rec, unknown> & CellValueParams;
    return render(<CellValue {...props} />);
  };
  it('cuts a payer name at 17 characters with the full name as tooltip, keeping the link', () => {
    const { container } = cell('Transportes Iberia SL', { name: 'persons[role=PAYER].name', linkTo: '/person/{persons[role=PAYER].personRegistration}', maxLength: 17 });
    const a = container.querySelector('a') as HTMLAnchorElement;
    expect(a.textContent).toBe('Transportes Iber…');
    // the tooltip is the link's text's (renderers/elements/Clipped.tsx)
    expect(a.querySelector('[title]')?.getAttribute('title')).toBe('Transportes Iberia SL');
    expect(a.getAttribute('href')).toBe('/person/P1');
  });
  it('leaves a short name whole without a tooltip', () => {
    const { container } = cell('Claire Martin', { name: 'name', maxLength: 17 });
    expect(container.textContent).toBe('Claire Martin');
    expect(container.querySelector('[title]')).toBeNull();
  });
});

describe('bulk transitions bar', () => {
  it('offers the transitions of the selection, runs one per entity with a message each, and reports failures per entity', async () => {
    const fake = fakeEnv([], (p) => {
      if (p.method === 'POST') return [{ code: 'cancel', label: 'Cancel', pullRight: true }, { code: 'validate', label: 'Validate', index: 10 }];
      if (p.path.includes('/INV2/')) throw Object.assign(new Error('x'), { status: 400, body: { status: 400, code: 'TRANSITION_MANDATORY_FIELDS', message: 'Transition "validate" needs these fields: Due date' } });
      return { status: 'VALIDATED' };
    });
    const done = vi.fn();
    render(withEnv(fake.env, <BulkBar entityName="Invoice" selected={[{ registration: 'INV1' }, { registration: 'INV2' }]} withTransitions onClear={() => {}} onDone={done} />));
    await waitFor(() => expect(fake.customs[0]).toEqual({ method: 'POST', path: '/api/billing/invoices/transitions?exclude=modals,printings,documents', body: ['INV1', 'INV2'] }));
    const button = screen.getByRole('button', { name: 'Transitions' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.mouseEnter(button);
    fireEvent.click(await screen.findByText('Validate'));
    await waitFor(() => expect(done).toHaveBeenCalledWith(['INV1', 'INV2']));
    expect(fake.customs.slice(1).map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/billing/invoices/INV1/transitions/validate', 'GET /api/billing/invoices/INV2/transitions/validate']);
    expect(fake.notes).toEqual([
      { level: 'success', message: 'Transition "Validate" executed successfully for Invoice "INV1"' },
      { level: 'error', message: 'INV2: Oops, something went wrong Transition "validate" needs these fields: Due date (400)' },
    ]);
  });

  it('names the entity by its label in the message', async () => {
    const fake = fakeEnv([], (p) => (p.method === 'POST' ? [{ code: 'close' }] : {}));
    render(withEnv(fake.env, <BulkBar entityName="BankAccount" selected={[{ registration: 'BKA1' }]} withTransitions onClear={() => {}} onDone={() => {}} />));
    const button = screen.getByRole('button', { name: 'Transitions' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.mouseEnter(button);
    fireEvent.click(await screen.findByText('close'));
    await waitFor(() => expect(fake.notes).toEqual([{ level: 'success', message: 'Transition "close" executed successfully for Bank account "BKA1"' }]));
  });
});
