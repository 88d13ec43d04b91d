// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LayoutRunner } from '../../../engine/cards/resolveLayout.ts';
import { LayoutRunnerContext } from '../../../renderers/cards/page/LayoutRunnerContext.ts';
import { GenericCardPage } from '../../../renderers/pages/GenericCardPage.tsx';
import { createSandbox, loadNodeModule, type JsonObject } from '../../../scripts-sandbox/node.ts';
import { cardEnv, withEnv } from './cardEnv.tsx';

type Rec = Record<string, unknown>;

beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

const contract: Rec = { _id: 'id1', registration: 'CTR1', name: 'Fleet lease', status: 'DRAFT', duration: 0, _version: 1, persons: [] };
const workflow = {
  definition: { entityName: 'Contract', initialStatus: 'DRAFT', statuses: [{ code: 'DRAFT' }, { code: 'STUDY' }], transitions: [{ code: 'submit', from: ['DRAFT'], to: 'STUDY' }] },
  kinds: { DRAFT: 'ongoing', STUDY: 'success' },
};

/** A field's element once drawn: the card draws its fields in slices, the last ones a moment after the card. */
const drawnInput = (selector: string) =>
  waitFor(() => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`${selector} not drawn yet`);
    return element as HTMLInputElement;
  });

function setup(readOnly = false, routes: Record<string, (body: unknown, path: string) => unknown> = {}, user?: { saveOuterPanelsExpandedState?: boolean }) {
  let current = { ...contract };
  const host = cardEnv({ Contract: [current] }, {
    '/api/script/workflows/Contract': () => workflow,
    '/api/financing/contracts/CTR1/transitions/submit': () => (current = { ...current, status: 'STUDY', _version: 2 }),
    '/api/financing/contracts/CTR1/transitions': () => (current.status === 'DRAFT' ? [{ code: 'submit', label: 'Submit', index: 0, pullRight: false, from: ['DRAFT'], to: 'STUDY', mandatoryFields: [] }] : []),
    '/api/financing/contracts/CTR1/documents': () => [],
    ...routes,
  });
  const env = user ? { ...host.env, user: { ...host.env.user, ...user } } : host.env;
  const view = render(withEnv(env, <GenericCardPage entityName="Contract" recordKey="CTR1" readOnly={readOnly} />));
  return { ...host, view };
}

describe('GenericCardPage', () => {
  it('lays the default layout out: form card, group cards, side column, sticky workflow', async () => {
    setup();
    expect((await screen.findByTestId('card-title')).textContent).toBe('Fleet lease (CTR1)');
    expect(screen.getByTestId('card-main')).toBeTruthy();
    expect(screen.getByTestId('card-group-persons').getAttribute('data-kind')).toBe('Persons');
    expect(screen.getByTestId('card-column-right').textContent).toContain('Documents');
    expect(await screen.findByText('Submit')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('status-badge').textContent).toBe('DRAFT'));
  });

  it('shows the status badge by its label, never its code while the status list loads', async () => {
    const pending: (() => void)[] = [];
    // each batch of lists answered when the test says: the contract's statuses labelled, the others empty
    const lists = (_body: unknown, path: string) =>
      new Promise((resolve) => {
        const names = (new URLSearchParams(path.split('?')[1]).get('lists') ?? '').split(',');
        pending.push(() => resolve(names.map((n) => (n === 'contractStatus' ? [{ value: 'DRAFT', label: 'Draft' }] : []))));
      });
    setup(false, { '/api/script/lists': lists });
    await screen.findByTestId('card-title');
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('status-badge')).toBeNull();
    await act(async () => {
      while (pending.length) pending.shift()?.();
    });
    await waitFor(() => expect(screen.getByTestId('status-badge').textContent).toBe('Draft'));
    expect(screen.getByTestId('status-badge').getAttribute('title')).toBe('DRAFT');
  });

  it('toggles the side column with Ctrl+B and all cards with Alt+C, remembering them', async () => {
    setup();
    await screen.findByTestId('card-column-right');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.queryByTestId('card-column-right')).toBeNull();
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByTestId('card-column-right')).toBeTruthy();
    expect(screen.getByTestId('card-toggle-notes').getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(window, { key: 'c', altKey: true });
    expect(screen.getByTestId('card-toggle-notes').getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem('tabula.panel:/contract:Notes')).toBe('collapsed');
    fireEvent.keyDown(window, { key: 'c', altKey: true });
    expect(screen.getByTestId('card-toggle-notes').getAttribute('aria-expanded')).toBe('true');
  });

  it('saveOuterPanelsExpandedState false: the cards open as the layout says and their state is not saved', async () => {
    localStorage.setItem('tabula.panel:/contract:Notes', 'collapsed');
    setup(false, {}, { saveOuterPanelsExpandedState: false });
    await screen.findByTestId('card-column-right');
    // the state saved earlier is not restored
    expect(screen.getByTestId('card-toggle-notes').getAttribute('aria-expanded')).toBe('true');
    localStorage.clear();
    fireEvent.keyDown(window, { key: 'c', altKey: true });
    expect(screen.getByTestId('card-toggle-notes').getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem('tabula.panel:/contract:Notes')).toBeNull();
  });

  it('saveOuterPanelsExpandedState true (the default): a saved state is restored', async () => {
    localStorage.setItem('tabula.panel:/contract:Notes', 'collapsed');
    setup(false, {}, { saveOuterPanelsExpandedState: true });
    await screen.findByTestId('card-column-right');
    expect(screen.getByTestId('card-toggle-notes').getAttribute('aria-expanded')).toBe('false');
  });

  it('runs a transition from the sticky workflow card: badge and status change', async () => {
    const { notes } = setup();
    fireEvent.click(await screen.findByText('Submit'));
    await waitFor(() => expect(screen.getByTestId('status-badge').textContent).toBe('STUDY'));
    expect(notes.map((n) => n.message)).toContain('Transition "Submit" executed successfully for Contract "CTR1"');
  });

  it('scrolls to and highlights the first invalid field on save, for 2 seconds', async () => {
    setup();
    await screen.findByTestId('card-main');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId('save'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    const field = document.querySelector('[data-field="root_duration"]') as HTMLElement;
    expect(field.dataset.highlighted).toBe('true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2100);
    });
    expect(field.dataset.highlighted).toBeUndefined();
    vi.useRealTimers();
  });

  it('opens the entity model viewer with links to the scripts', async () => {
    const { navigations } = setup();
    fireEvent.click(await screen.findByTestId('entity-model-open'));
    expect((await screen.findByTestId('entity-model')).textContent).toContain('"name": "Contract"');
    fireEvent.click(screen.getByTestId('model-link-workflow'));
    expect(navigations).toEqual(['/scripts?selectedSettingType=script&name=contract-workflow&filter=contract-workflow&all=1']);
  });

  it('gives its form the record as edited: a new bank account is named after the person typed above', async () => {
    const host = cardEnv();
    render(withEnv(host.env, <GenericCardPage entityName="Person" />));
    await screen.findByTestId('card-main');
    fireEvent.change(await drawnInput('#root_firstName'), { target: { value: 'Jane' } });
    fireEvent.change(await drawnInput('#root_lastName'), { target: { value: 'Doe' } });
    fireEvent.click(screen.getByRole('button', { name: /Edit bank accounts/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /Add/ }));
    fireEvent.change(within(dialog).getByLabelText('IBAN'), { target: { value: 'FR76 3000 6000 0112 3456 7890 189' } });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Jane Doe');
  });

  it('asks before the tab is closed while the form has unsaved changes, not after Save', async () => {
    setup();
    await screen.findByTestId('card-main');
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    fireEvent.change(await drawnInput('#root_name'), { target: { value: 'Fleet lease 2' } });
    fireEvent.change(await drawnInput('#root_duration'), { target: { value: '12' } });
    await waitFor(() => expect(leave()).toBe(true));
    fireEvent.click(screen.getByTestId('save'));
    // the save runs the format checks, the update and the record's reload: more than waitFor's
    // default second on a loaded machine (failed so in CI at a load of ~8)
    await waitFor(() => expect(leave()).toBe(false), { timeout: 10_000 });
    expect(screen.getByTestId('card-title').textContent).toBe('Fleet lease 2 (CTR1)');
  });

  it('keeps unsaved input on the device when the page goes away, and offers it back: restore or discard', async () => {
    const first = setup();
    fireEvent.change(await drawnInput('#root_name'), { target: { value: 'Typed before the crash' } });
    first.view.unmount();
    const kept = Object.keys(localStorage).filter((k) => k.startsWith('tabula.draft:') && k.endsWith(':Contract:CTR1'));
    expect(kept).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(kept[0]) ?? '{}')).toMatchObject({ version: 1, changes: { name: 'Typed before the crash' } });

    const second = setup();
    fireEvent.click(within(await screen.findByTestId('kept-draft')).getByText('Restore them'));
    await waitFor(() => expect((document.querySelector('#root_name') as HTMLInputElement).value).toBe('Typed before the crash'));
    expect(screen.queryByTestId('kept-draft')).toBeNull();
    second.view.unmount();

    setup();
    fireEvent.click(within(await screen.findByTestId('kept-draft')).getByText('Discard them'));
    expect(screen.queryByTestId('kept-draft')).toBeNull();
    expect((await drawnInput('#root_name')).value).toBe('Fleet lease');
    expect(localStorage.getItem(kept[0])).toBeNull();
  });

  it("discarding an earlier visit's kept input keeps what is typed in this visit, unsaved", async () => {
    const first = setup();
    fireEvent.change(await drawnInput('#root_name'), { target: { value: 'Typed before the crash' } });
    first.view.unmount();
    setup();
    const banner = await screen.findByTestId('kept-draft');
    fireEvent.change(await drawnInput('#root_duration'), { target: { value: '18' } });
    fireEvent.click(within(banner).getByText('Discard them'));
    expect(screen.queryByTestId('kept-draft')).toBeNull();
    expect((await drawnInput('#root_duration')).value).toBe('18');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(Object.values(localStorage).some((v) => v.includes('"duration":18'))).toBe(true));
  });

  it('drops the kept input once saved', async () => {
    setup();
    fireEvent.change(await drawnInput('#root_name'), { target: { value: 'Fleet lease 3' } });
    fireEvent.change(await drawnInput('#root_duration'), { target: { value: '12' } });
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.startsWith('tabula.draft:'))).toBe(true));
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(screen.getByTestId('card-title').textContent).toBe('Fleet lease 3 (CTR1)'), { timeout: 10_000 });
    expect(Object.keys(localStorage).some((k) => k.startsWith('tabula.draft:'))).toBe(false);
  });

  it('shows a record read-only (opened from a read-only list page): fields disabled, no Save, no transitions (seed 002 §2.4)', async () => {
    const { calls } = setup(true);
    expect((await screen.findByTestId('card-title')).textContent).toBe('Fleet lease (CTR1)');
    await screen.findByTestId('card-main');
    expect(screen.queryByTestId('save')).toBeNull();
    expect(screen.getByTestId('read-only')).toBeTruthy();
    const name = document.querySelector('#root_name') as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect((document.querySelector('#root_duration') as HTMLInputElement).disabled).toBe(true);
    // the workflow shows the statuses but offers no transition
    await screen.findByTestId('workflow-current');
    expect(screen.queryByText('Submit')).toBeNull();
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(calls.some((c) => c.path.includes('/transitions'))).toBe(false);
    // the side cards read only too: no note to add, no document to upload
    expect(screen.queryByTestId('note-add')).toBeNull();
    expect(screen.queryByText('Write a note')).toBeNull();
  });

  it('offers to add a note on an editable page (the read-only check above is not vacuous)', async () => {
    setup(false);
    await screen.findByTestId('card-main');
    expect(await screen.findByTestId('note-add')).toBeTruthy();
  });

  it('applies the read-only and hidden fields of the layout script, run in the real sandbox', async () => {
    const sandbox = await createSandbox({ loadModule: loadNodeModule });
    const runner: LayoutRunner = ({ name, code, ctx }) => sandbox.run({ tenant: 'master', kind: 'layout', name, code, ctx: ctx as JsonObject });
    const code = `export function execute(ctx) {
      return { left: [{ key: 'terms', title: 'Terms', fields: [{ name: 'name', readOnly: true }, 'duration', { name: 'description', hidden: true }] }] };
    }`;
    const host = cardEnv({ Contract: [{ ...contract, description: 'kept' }], Script: [{ registration: 'contract-layout', content: code }] }, { '/api/script/workflows/Contract': () => workflow });
    render(withEnv(host.env, <LayoutRunnerContext.Provider value={runner}><GenericCardPage entityName="Contract" recordKey="CTR1" /></LayoutRunnerContext.Provider>));
    await screen.findByTestId('card-terms');
    await waitFor(() => expect((document.querySelector('#root_name') as HTMLInputElement).readOnly).toBe(true));
    expect((document.querySelector('#root_duration') as HTMLInputElement).readOnly).toBe(false);
    expect(document.querySelector('#root_description')).toBeNull();
  });
});
