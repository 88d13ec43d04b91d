// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { memoryDataProvider } from './helpers/memoryDataProvider.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';
import { SHAPES } from './helpers/shapes.ts';

afterEach(cleanup);

const schema: JsonSchema = oneField({ type: 'array', items: SHAPES.address }, { type: 'address', label: 'Addresses', multiple: true });
const data = () => memoryDataProvider({ lists: { addressType: ['MAIN', 'BILLING', 'DELIVERY'] } });
const home = { type: 'MAIN', addressLine: '1 rue A, 75001 Paris', address1: '1 rue A', zipcode: '75001', city: 'Paris' };
const office = { type: 'BILLING', addressLine: '2 rue B, 69001 Lyon', address1: '2 rue B', zipcode: '69001', city: 'Lyon' };

async function openDialog() {
  fireEvent.click(screen.getByText('Edit addresses'));
  // a closed confirmation may still be fading out beside it
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText('Edit addresses'));
    if (!dialog) throw new Error('no Edit addresses dialog');
    return dialog;
  });
}

const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement;

describe('Edit addresses modal (seed 001 §2, §4, §5)', () => {
  it('shows one block per address; delete and Make it first from the second on', async () => {
    renderForm(schema, { formData: { f: [home, office] }, data: data() });
    const dialog = await openDialog();
    expect(within(dialog).getByText('Edit addresses')).toBeTruthy();
    const first = within(dialog).getByTestId('address-0');
    const second = within(dialog).getByTestId('address-1');
    expect(within(first).queryByText('Make it first')).toBeNull();
    expect(within(first).queryByLabelText('Delete address')).toBeNull();
    expect(within(second).getByText('Make it first')).toBeTruthy();
    expect(within(second).getByLabelText('Delete address')).toBeTruthy();
  });

  it('Make it first swaps with the first address, Save keeps the change', async () => {
    const form = renderForm(schema, { formData: { f: [home, office] }, data: data() });
    const dialog = await openDialog();
    fireEvent.click(within(within(dialog).getByTestId('address-1')).getByText('Make it first'));
    fireEvent.click(within(dialog).getByText('Save'));
    expect((form.values().f as { type: string }[]).map((a) => a.type)).toEqual(['BILLING', 'MAIN']);
  });

  it('Close asks before dropping changes; Keep editing stays, Discard changes restores the addresses as they were', async () => {
    const form = renderForm(schema, { formData: { f: [home, office] }, data: data() });
    const dialog = await openDialog();
    fireEvent.click(within(within(dialog).getByTestId('address-1')).getByLabelText('Delete address'));
    expect(within(dialog).queryByTestId('address-1')).toBeNull();
    fireEvent.click(within(dialog).getByText('Close'));
    fireEvent.click(await screen.findByText('Keep editing'));
    expect(within(dialog).queryByTestId('address-1')).toBeNull();
    fireEvent.click(within(dialog).getByText('Close'));
    const discard = await screen.findAllByText('Discard changes');
    fireEvent.click(discard[discard.length - 1]);
    expect(form.values().f).toEqual([home, office]);
    const again = await openDialog();
    expect(within(again).getByTestId('address-1')).toBeTruthy();
  });

  it('Add address appends one with an unused type; the address line is read into its parts', async () => {
    const form = renderForm(schema, { formData: { f: [home] }, data: data() });
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByText('Add address'));
    const added = within(dialog).getByTestId('address-1');
    const line = input(added, 'Address');
    // the quick address input invites typing (seed 002 §8 placeholders)
    expect(within(added).getByText('Type for quick address')).toBeTruthy();
    fireEvent.change(line, { target: { value: '12 rue de la Paix, Bât. B, 75002 Paris, France' } });
    fireEvent.blur(line);
    expect(input(added, 'Zip code').value).toBe('75002');
    fireEvent.click(within(dialog).getByText('Save'));
    const saved = (form.values().f as Record<string, unknown>[])[1];
    expect(saved).toMatchObject({ type: 'BILLING', address1: '12 rue de la Paix', address2: 'Bât. B', zipcode: '75002', city: 'Paris', country: 'France' });
    expect(saved).toHaveProperty('epciCode', null);
  });

  it('clearing the address line clears every sub-field (the type stays)', async () => {
    const form = renderForm(schema, { formData: { f: [home] }, data: data() });
    const dialog = await openDialog();
    const block = within(dialog).getByTestId('address-0');
    fireEvent.change(input(block, 'Address'), { target: { value: '' } });
    expect(input(block, 'City').value).toBe('');
    fireEvent.click(within(dialog).getByText('Save'));
    expect((form.values().f as Record<string, unknown>[])[0]).toMatchObject({ type: 'MAIN', addressLine: null, address1: null, zipcode: null, city: null });
  });

  it('one address per type: a repeated type blocks Save; Add address is hidden once every type is used', async () => {
    const form = renderForm(schema, { formData: { f: [home, { ...office, type: 'MAIN' }] }, data: data() });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('Save'));
    expect(within(dialog).getByText('An address of type MAIN already exists')).toBeTruthy();
    expect(form.values().f).toEqual([home, { ...office, type: 'MAIN' }]);
    fireEvent.click(within(dialog).getByText('Close'));
    cleanup();
    renderForm(schema, { formData: { f: [home, office, { ...office, type: 'DELIVERY' }] }, data: data() });
    const full = await openDialog();
    await within(full).findAllByText('MAIN');
    expect(within(full).queryByText('Add address')).toBeNull();
  });

  it('the zip code rule of the engine blocks Save for a 5-digit country', async () => {
    renderForm(schema, { formData: { f: [{ ...home, zipcode: '7500', country: 'FR' }] }, data: data() });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('Save'));
    expect(within(dialog).getByText('Invalid format')).toBeTruthy();
  });

  it('a read-only field opens the dialog to view only', async () => {
    renderForm(oneField({ type: 'array', items: SHAPES.address }, { type: 'address', readOnly: true }), { formData: { f: [home, office] }, data: data() });
    fireEvent.click(screen.getByText('View addresses'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Save')).toBeNull();
    expect(within(dialog).queryByText('Make it first')).toBeNull();
  });
});
