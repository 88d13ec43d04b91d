// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultRegistry } from '../../engine/registry/defaultRegistry.ts';
import type { EngineEnv } from '../../engine/env/EngineEnv.ts';
import { EngineContext } from '../../renderers/context/EngineContext.ts';
import { QuickAddPersonModal } from '../../renderers/widgets/QuickAddPersonModal.tsx';
import { shapes } from '../../app/registry.ts';
import { formFields, formWidgets } from '../../renderers/fields/index.ts';
import './helpers/jsdomStubs.ts';
import { memoryDataProvider } from './helpers/memoryDataProvider.ts';

afterEach(cleanup);

function setup(create: () => Promise<Record<string, unknown>>, roles: string[] = ['CLIENT']) {
  const data = memoryDataProvider({ routes: { '/api/core/users': () => ({ username: 'x' }) } });
  data.create = vi.fn(create);
  const env: EngineEnv = { registry: createDefaultRegistry(), shapes, data, notify: vi.fn(), navigate: vi.fn(), t: (k) => k, can: () => true, user: { tenant: 'test' } };
  const onClose = vi.fn();
  render(<EngineContext.Provider value={env}><QuickAddPersonModal entityName="Person" roles={roles} renderers={{ widgets: formWidgets(), fields: formFields() }} onClose={onClose} /></EngineContext.Provider>);
  return { env, data, onClose, dialog: screen.getByRole('dialog') };
}

describe('quick-add person dialog (seed 001 §2, §4, §5, §8)', () => {
  it('starts as a company; Save checks the fields first; Cancel closes with nothing', async () => {
    const { data, onClose, dialog } = setup(async () => ({}));
    expect(dialog.querySelector('#quickAdd_name')).toBeTruthy();
    // ids of its own, never those of the page's form behind the dialog (root_name...)
    expect(dialog.querySelector('[id^="root"]')).toBeNull();
    expect(within(dialog).queryByLabelText('Username')).toBeNull();
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(dialog.textContent).toContain('mandatory'));
    expect(data.create).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByText('Cancel'));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('a refused save shows the error and keeps the dialog open; a saved one hands the registration back', async () => {
    let refuse = true;
    const { env, onClose, dialog, data } = setup(async () => {
      if (refuse) throw Object.assign(new Error('refused'), { status: 409, body: { code: 'VALUE_ALREADY_EXISTS', message: 'Value "X" already exists for field "name"' } });
      return { registration: 'AUT00000009', name: 'Acme' };
    });
    fireEvent.change(dialog.querySelector('#quickAdd_name') as HTMLInputElement, { target: { value: 'Acme' } });
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(env.notify).toHaveBeenCalledWith('error', expect.any(String)));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    refuse = false;
    // Save is busy (loading, clicks ignored) until the refused save has settled and the dialog redrawn
    const save = within(dialog).getByText('Save').closest('button') as HTMLButtonElement;
    await waitFor(() => expect(save.className).not.toContain('ant-btn-loading'));
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('AUT00000009'));
    expect(data.create).toHaveBeenLastCalledWith({ entityName: 'Person', data: expect.objectContaining({ type: 'C', name: 'Acme', roles: [{ role: 'CLIENT' }] }) });
    expect(data.calls.some((c) => c.path?.startsWith('/api/core/users'))).toBe(false);
  });

  it('a search for several roles asks which one: the new person gets exactly that role', async () => {
    const { onClose, dialog, data } = setup(async () => ({ registration: 'AUT00000010' }), ['PARTNER', 'BUSINESSUNIT', 'AGENCY']);
    const select = within(dialog).getByTestId('quick-add-role');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    fireEvent.click(await screen.findByTitle('AGENCY'));
    fireEvent.change(dialog.querySelector('#quickAdd_name') as HTMLInputElement, { target: { value: 'Agency Co' } });
    fireEvent.click(within(dialog).getByText('Save'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('AUT00000010'));
    expect(data.create).toHaveBeenLastCalledWith({ entityName: 'Person', data: expect.objectContaining({ name: 'Agency Co', roles: [{ role: 'AGENCY' }] }) });
  });

  it('a search for one role asks nothing', () => {
    const { dialog } = setup(async () => ({}));
    expect(within(dialog).queryByTestId('quick-add-role')).toBeNull();
  });
});
