// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { renderForm } from './helpers/renderForm.tsx';

afterEach(cleanup);

const FRENCH: Record<string, string> = {
  'First name': 'Prénom',
  Address: 'Adresse',
  'Zip code': 'Code postal',
  Registrations: 'Immatriculations',
  Number: 'Numéro',
  Add: 'Ajouter',
  Remove: 'Retirer',
};
const french = (key: string) => FRENCH[key] ?? key;

const text = (label: string): JsonSchema => ({ type: ['string', 'null'], 'x-field': { type: 'text', label } });

/** A person-like form: a value, a nested object (address) and a list of records (registrations). */
const schema: JsonSchema = {
  type: 'object',
  properties: {
    firstName: text('First name'),
    address: { type: 'object', properties: { zipCode: text('Zip code') }, 'x-field': { label: 'Address' } },
    registrations: { type: 'array', items: { type: 'object', properties: { number: text('Number') } }, 'x-field': { label: 'Registrations' } },
  },
};

describe('field labels in the user language', () => {
  it('shows the x-field labels of values, nested objects and lists through the engine t()', () => {
    renderForm(schema, { formData: { registrations: [{ number: '1' }] }, t: french });
    for (const label of ['Prénom', 'Code postal', 'Numéro']) expect(screen.getByText(label).tagName).toBe('LABEL');
    expect(screen.getByText('Adresse').tagName).toBe('LEGEND');
    expect(screen.getByText('Immatriculations').tagName).toBe('STRONG');
    for (const english of ['First name', 'Zip code', 'Address', 'Registrations', 'Number']) expect(screen.queryByText(english)).toBeNull();
  });

  it("names a list's buttons in the user's language: Add, and Remove on each item", () => {
    renderForm(schema, { formData: { registrations: [{ number: '1' }] }, t: french });
    expect(screen.getByRole('button', { name: /Ajouter$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add$/ })).toBeNull();
  });

  it('shows the English label without translations', () => {
    renderForm(schema);
    expect(screen.getByText('First name').tagName).toBe('LABEL');
    expect(screen.getByText('Address').tagName).toBe('LEGEND');
  });
});
