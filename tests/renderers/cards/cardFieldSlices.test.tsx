// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import { GenericCardPage } from '../../../renderers/pages/GenericCardPage.tsx';
import { SLICE } from '../../../renderers/cards/page/useSlicedCount.ts';
import { SHAPES } from '../helpers/shapes.ts';
import { cardEnv, withEnv } from './cardEnv.tsx';

// A browser's lay-out, as far as the card page asks: every card in the viewport, the mark after a
// card's drawn fields below it (jsdom lays nothing out), and an IntersectionObserver that never fires.
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  localStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const top = this.getAttribute('data-testid') === 'card-fields-pending' ? 5000 : 0;
    return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Element.prototype.getBoundingClientRect = realRect;
});

/**
 * A card page of 40 fields, the last a number of at least 1 (the only invalid one when it holds 0);
 * f1 is a list of addresses edited in a dialog (the Edit addresses dialog of the quick-add journey).
 */
function open(last: number) {
  const properties: Record<string, unknown> = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, { type: ['string', 'null'], 'x-field': { type: 'text', label: `Field ${i}` } }]));
  properties.f1 = { type: 'array', items: SHAPES.address, 'x-field': { type: 'address', label: 'Addresses', multiple: true } };
  properties.f39 = { type: ['integer', 'null'], 'x-field': { type: 'integer', label: 'Last', min: 1 } };
  const home = { type: 'MAIN', addressLine: '1 rue A, 75001 Paris', address1: '1 rue A', zipcode: '75001', city: 'Paris' };
  const host = cardEnv({ SliceForm: [{ registration: 'SLI1', f0: 'a', f1: [home], f39: last, _version: 1 }] });
  host.env.registry.register({ $id: 'https://tabula.local/schemas/entities/slice-form.json', title: 'SliceForm', type: 'object', 'x-entity': { name: 'SliceForm', collection: 'sliceForms', apiPath: '/api/test/slice-forms', listRoute: false }, properties } as unknown as JsonSchema);
  render(withEnv(host.env, <GenericCardPage entityName="SliceForm" recordKey="SLI1" />));
  return host;
}
/** The fields drawn in the main card, by rjsf id (nested ones included). */
const drawn = () => [...screen.getByTestId('card-main').querySelectorAll('[data-field^="root_"]')].map((e) => e.getAttribute('data-field'));

describe('card fields drawn in slices', () => {
  it('draws the first fields at once and the rest in later slices, every one in the end', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open(1);
    await screen.findByTestId('card-main');
    const first = drawn();
    expect(screen.getByTestId('card-fields-pending')).toBeTruthy();
    expect(first).toHaveLength(SLICE);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryByTestId('card-fields-pending')).toBeNull();
    // (the addresses field, f1, draws no cell of its own)
    expect(drawn()).toEqual(Array.from({ length: 40 }, (_, i) => `root_f${i}`).filter((f) => f !== 'root_f1'));
  });

  it('keeps a dialog opened from a drawn field open while the other fields are drawn: nothing drawn is mounted again', async () => {
    // the browser's idle moments come when the test says: the dialog is open before the rest is drawn
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (grow: () => void) => idle.push(grow));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    open(1);
    await screen.findByTestId('card-main');
    const input = document.querySelector('#root_f0');
    fireEvent.click(screen.getByText('Edit addresses'));
    const dialog = await screen.findByRole('dialog');
    const line = () => within(within(dialog).getByTestId('address-0')).getByLabelText('Address') as HTMLInputElement;
    fireEvent.change(line(), { target: { value: '7 rue du Test, 69003 Lyon' } });
    expect(screen.getByTestId('card-fields-pending')).toBeTruthy();
    expect(drawn().length).toBeLessThan(39);
    for (let moments = 0; idle.length && moments < 20; moments++) act(() => idle.shift()?.());
    expect(screen.queryByTestId('card-fields-pending')).toBeNull();
    expect(drawn()).toHaveLength(39);
    // the same dialog, with what was typed in it, and the same input elements: no remount
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(line().value).toBe('7 rue du Test, 69003 Lyon');
    expect(document.querySelector('#root_f0')).toBe(input);
  });

  it('keeps the quick-add dialog of an entity search, its chosen type and its Username, while the other fields are drawn', async () => {
    // the quick-add journey of the e2e suite on a card page drawn in slices: new record, field slices
    // pending, the layout resolved once; the dialog's state must survive every later commit
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (grow: () => void) => idle.push(grow));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const properties: Record<string, unknown> = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, { type: ['string', 'null'], 'x-field': { type: 'text', label: `Field ${i}` } }]));
    properties.f2 = { type: ['string', 'null'], 'x-field': { type: 'entitySearch', label: 'Partner', query: { entityName: 'Person' } } };
    const host = cardEnv({ Person: [{ registration: 'PER001', name: 'Acme', type: 'C' }] }, { '/api/script/lists': () => [] });
    host.env.can = () => true;
    host.env.registry.register({ $id: 'https://tabula.local/schemas/entities/slice-search.json', title: 'SliceSearch', type: 'object', 'x-entity': { name: 'SliceSearch', collection: 'sliceSearches', apiPath: '/api/test/slice-searches', listRoute: false }, properties } as unknown as JsonSchema);
    render(withEnv(host.env, <GenericCardPage entityName="SliceSearch" />));
    await screen.findByTestId('card-main');
    fireEvent.click(screen.getByLabelText('Search Person'));
    const search = await screen.findByRole('dialog');
    await within(search).findByText('PER001');
    fireEvent.click(within(search).getByRole('button', { name: 'Add' }));
    const add = await screen.findByRole('dialog', { name: 'Add' });
    fireEvent.mouseDown(add.querySelector('#quickAdd_type') as HTMLElement);
    fireEvent.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="Individual"]') as HTMLElement));
    await within(add).findByLabelText('Username');
    expect(screen.getByTestId('card-fields-pending')).toBeTruthy();
    for (let moments = 0; idle.length && moments < 20; moments++) act(() => idle.shift()?.());
    expect(screen.queryByTestId('card-fields-pending')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Add' })).toBe(add);
    expect(within(add).getByLabelText('Username')).toBeTruthy();
    expect(add.querySelector('[data-field="quickAdd_type"]')?.textContent).toContain('Individual');
  });

  it('draws every field before validating a save, so the first invalid one, not drawn yet, is scrolled to', async () => {
    open(0);
    await screen.findByTestId('card-main');
    expect(document.querySelector('[data-field="root_f0"]')).toBeTruthy();
    expect(document.querySelector('[data-field="root_f39"]')).toBeNull();
    fireEvent.click(screen.getByTestId('save'));
    expect(screen.queryByTestId('card-fields-pending')).toBeNull();
    const field = document.querySelector('[data-field="root_f39"]') as HTMLElement;
    await vi.waitFor(() => expect(field.dataset.highlighted).toBe('true'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(field.querySelector('.tabula-field-error')).toBeTruthy();
    expect(document.querySelectorAll('.tabula-field-error')).toHaveLength(1);
  });
});
