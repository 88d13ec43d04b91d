// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { isActionEnabled, resolveRowActions, type ResolvedRowAction } from '../../../engine/lists/rowActions.ts';
import { RowActionsCell } from '../../../renderers/table/RowActionsCell.tsx';
import { useRowAction } from '../../../renderers/table/useRowAction.ts';
import { fakeEnv, withEnv } from './testEnv.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Rec = Record<string, unknown>;
const ctx = { detailRoute: '/invoice', keyField: 'registration', apiPath: '/api/billing/invoices', readOnly: false };

function Cell({ row, actions, open, reload }: { row: Rec; actions: ResolvedRowAction[]; open: (p: string) => void; reload: () => void }) {
  const run = useRowAction(open, reload);
  const props = { data: row, actions, run: (a: ResolvedRowAction, r: Rec) => void run(a, r) } as unknown as CustomCellRendererProps<Rec> & { actions: ResolvedRowAction[]; run: () => void };
  return <RowActionsCell {...props} />;
}

describe('row actions', () => {
  it('calls the configured url with the payload from the row, shows the default message and reloads 500 ms later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = fakeEnv([]);
    const reload = vi.fn();
    const actions = resolveRowActions([{ name: 'send', icon: 'send', url: '/api/x/{registration}/send', payload: { to: '{email}' }, reloadAfterSuccess: true }], ctx);
    render(withEnv(fake.env, <Cell row={{ registration: 'INV1', email: 'a@b.c' }} actions={actions} open={() => {}} reload={reload} />));
    fireEvent.click(screen.getByTestId('row-action-send'));
    await waitFor(() => expect(fake.notes).toContainEqual({ level: 'success', message: 'Event executed successfully' }));
    expect(fake.customs[0]).toEqual({ method: 'POST', path: '/api/x/INV1/send', body: { to: 'a@b.c' } });
    expect(reload).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(500));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hides actions whose condition field is empty, disables disabled ones, redirects edit', async () => {
    const fake = fakeEnv([]);
    const open = vi.fn();
    const actions = resolveRowActions(['edit', { name: 'pay', conditionField: 'payable', url: '/p' }, { name: 'lock', url: '/l', disabled: true, icon: 'edit' }], ctx);
    render(withEnv(fake.env, <Cell row={{ registration: 'INV 2' }} actions={actions} open={open} reload={() => {}} />));
    expect(screen.queryByTestId('row-action-pay')).toBeNull();
    expect(screen.getByTestId('row-action-lock').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('row-action-edit'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/invoice/INV%202'));
  });

  it('shows the error of a failed call and its successMessage otherwise', async () => {
    const fake = fakeEnv([], (p) => {
      if (p.path === '/bad') throw Object.assign(new Error('Nope'), { status: 400, body: { status: 400, code: 'X', message: 'Nope' } });
      return {};
    });
    const actions = resolveRowActions([{ name: 'bad', url: '/bad', icon: 'send' }, { name: 'good', url: '/good', icon: 'edit', successMessage: 'Sent!' }], ctx);
    render(withEnv(fake.env, <Cell row={{ registration: 'A' }} actions={actions} open={() => {}} reload={() => {}} />));
    fireEvent.click(screen.getByTestId('row-action-bad'));
    await waitFor(() => expect(fake.notes.at(-1)?.level).toBe('error'));
    expect(fake.notes.at(-1)?.message).toContain('Nope');
    fireEvent.click(screen.getByTestId('row-action-good'));
    await waitFor(() => expect(fake.notes.at(-1)).toEqual({ level: 'success', message: 'Sent!' }));
  });

  it('asks before a delete', async () => {
    const fake = fakeEnv([]);
    const actions = resolveRowActions(['delete'], ctx);
    render(withEnv(fake.env, <Cell row={{ registration: 'A1' }} actions={actions} open={() => {}} reload={() => {}} />));
    fireEvent.click(screen.getByTestId('row-action-delete'));
    expect(fake.customs).toHaveLength(0);
    fireEvent.click(await screen.findByText('Yes'));
    await waitFor(() => expect(fake.customs[0]).toEqual({ method: 'DELETE', path: '/api/billing/invoices/A1', body: undefined }));
  });

  it('enables delete per row: only in the statuses the entity lets a client delete; the server refusal is shown', async () => {
    const fake = fakeEnv([], () => {
      throw Object.assign(new Error('refused'), { status: 409, body: { status: 409, code: 'RECORD_NOT_DELETABLE', message: 'Invoice "A1" cannot be deleted in status SENT' } });
    });
    const actions = resolveRowActions(['delete'], { ...ctx, deletableStatuses: ['DRAFT'] });
    const { unmount } = render(withEnv(fake.env, <Cell row={{ registration: 'A2', status: 'PAID' }} actions={actions} open={() => {}} reload={() => {}} />));
    expect(screen.getByTestId('row-action-delete').hasAttribute('disabled')).toBe(true);
    unmount();
    render(withEnv(fake.env, <Cell row={{ registration: 'A1', status: 'DRAFT' }} actions={actions} open={() => {}} reload={() => {}} />));
    expect(screen.getByTestId('row-action-delete').hasAttribute('disabled')).toBe(false);
    fireEvent.click(screen.getByTestId('row-action-delete'));
    fireEvent.click(await screen.findByText('Yes'));
    await waitFor(() => expect(fake.notes.at(-1)?.level).toBe('error'));
    expect(fake.notes.at(-1)?.message).toContain('cannot be deleted in status SENT');
  });

  it('a configured action named after a built-in keeps its behaviour with its own per-row condition', () => {
    const [del] = resolveRowActions([{ name: 'delete', enabledWhen: { status: ['NEW', 'DRAFT'] } }], ctx);
    expect(del).toMatchObject({ builtIn: 'delete', method: 'DELETE', url: '/api/billing/invoices/{registration}', confirm: 'Delete this record?' });
    expect(isActionEnabled(del, { status: 'NEW' })).toBe(true);
    expect(isActionEnabled(del, { status: 'PAID' })).toBe(false);
    expect(isActionEnabled(del, {})).toBe(false);
    expect(resolveRowActions([{ name: 'delete' }], { ...ctx, readOnly: true }).map((a) => a.name)).toEqual(['view']);
  });

  it('duplicate reads the whole record, posts it without its keys and status, then opens the copy', async () => {
    const stored = { _id: 'i1', _version: 4, registration: 'PRD1', status: 'ACTIVE', name: 'Lease 36', rate: 2.5, _insertDate: 'd', _updateUser: 'u' };
    const fake = fakeEnv([], (p) => (p.method === 'GET' ? stored : { ...(p.body as Rec), registration: 'PRD2' }));
    const open = vi.fn();
    const actions = resolveRowActions(['duplicate'], { detailRoute: '/product', keyField: 'registration', apiPath: '/api/financing/products', readOnly: false });
    render(withEnv(fake.env, <Cell row={{ registration: 'PRD1', name: 'Lease 36', organizationName: 'Joined' }} actions={actions} open={open} reload={() => {}} />));
    fireEvent.click(screen.getByTestId('row-action-duplicate'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/product/PRD2'));
    expect(fake.customs).toEqual([
      { method: 'GET', path: '/api/financing/products/PRD1' },
      { method: 'POST', path: '/api/financing/products', body: { name: 'Lease 36', rate: 2.5 } },
    ]);
    expect(fake.notes.at(-1)).toEqual({ level: 'success', message: 'Duplicated' });
  });
});
