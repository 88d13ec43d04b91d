// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { memoryDataProvider } from './helpers/memoryDataProvider.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';
import { SHAPES } from './helpers/shapes.ts';

afterEach(cleanup);

const schema: JsonSchema = oneField({ type: 'array', items: SHAPES.address }, { type: 'address', label: 'Addresses', multiple: true });
const data = () => memoryDataProvider({ lists: { addressType: [{ value: 'MAIN', label: 'Main' }, { value: 'BILLING', label: 'Billing' }] }, routes: { '/api/external/pivot/addresses/map': () => ({ tileUrl: null }) } });
const located = { type: 'MAIN', addressLine: '1 rue A, 75001 Paris', location: { type: 'POINT', coordinates: [2.35, 48.86] } };
const plain = { type: 'BILLING', addressLine: '2 rue B, 69001 Lyon' };

describe('Addresses card map (seed 001 §2)', () => {
  it('offers the map only when the first address has coordinates', () => {
    renderForm(schema, { data: data(), formData: { f: [plain, located] } });
    expect(screen.queryByText('Map')).toBeNull();
  });

  it('without map tiles for the tenant, lists the geolocated addresses with their type labels', async () => {
    renderForm(schema, { data: data(), formData: { f: [located, plain] } });
    fireEvent.click(screen.getByText('Map'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No map tiles are available: the addresses are listed with their coordinates.')).toBeTruthy();
    const list = within(dialog).getByTestId('addresses-map-fallback');
    expect(list.textContent).toContain('1 rue A, 75001 Paris');
    expect(list.textContent).toContain('48.86, 2.35');
    expect(list.textContent).not.toContain('2 rue B');
    expect(await within(list).findByText('Main')).toBeTruthy();
  });
});
