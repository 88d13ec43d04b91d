// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { resolveRowActions, type ResolvedRowAction } from '../../../engine/lists/rowActions.ts';
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
});
