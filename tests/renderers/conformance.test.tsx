// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { containerRenderers, fieldRenderers } from '../../renderers/fields/index.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';
import { SHAPES } from './helpers/shapes.ts';

afterEach(cleanup);

const STRING: JsonSchema = { type: ['string', 'null'] };
const NUMBER: JsonSchema = { type: ['number', 'null'] };
const BOOLEAN: JsonSchema = { type: ['boolean', 'null'] };

/** The JSON schema each field type holds in the entity schemas (seed 000 §3.8). */
const SCHEMA_OF: Record<string, JsonSchema> = {
  number: NUMBER, integer: { type: ['integer', 'null'] }, percentage: NUMBER, currency: NUMBER, slider: NUMBER,
  checkbox: BOOLEAN, switch: BOOLEAN,
  emails: { type: ['array', 'null'], items: { type: 'string' } },
  file: SHAPES.document,
  files: { type: 'array', items: SHAPES.document },
  address: { type: 'array', items: SHAPES.address },
  bankAccount: { type: 'array', items: SHAPES.bankAccount },
  assetLines: { type: 'array', items: SHAPES.contractLine },
  table: SHAPES.numbersTable, ratesTable: SHAPES.numbersTable, coefficientsTable: SHAPES.numbersTable, costTable: SHAPES.numbersTable,
};

const ALL_TYPES = [...Object.keys(fieldRenderers), ...Object.keys(containerRenderers)];

describe('conformance: every field type of seed 000 §3.8 renders a control through the real rjsf Form', () => {
  it('registers every type of the field contract', () => {
    const expected = ['text', 'password', 'textarea', 'number', 'integer', 'percentage', 'currency', 'date', 'datetime', 'email', 'username', 'emails',
      'phone', 'iban', 'checkbox', 'radio', 'switch', 'select', 'color', 'file', 'files', 'slider', 'markdown', 'richtext', 'notice', 'address',
      'bankAccount', 'personRegistration', 'siren', 'ratesTable', 'coefficientsTable', 'costTable', 'table', 'entitySearch', 'assetLines',
      // renderer overrides of seed 001 §2 (the contacts table, the link to a converted record)
      'contacts', 'recordLink'];
    expect(ALL_TYPES.sort()).toEqual(expected.sort());
  });

  it.each(ALL_TYPES)('%s: schema in, a control out (never "Unknown type")', (type) => {
    const select = { options: [{ value: 'A', label: 'Option A' }] };
    const { container } = renderForm(oneField(SCHEMA_OF[type] ?? STRING, { type, label: `My ${type}`, select }));
    expect(screen.queryByText(/Unknown type/)).toBeNull();
    const field = container.querySelector('[data-field="root_f"]');
    expect(field).not.toBeNull();
    // a record link is read-only: its control is the link, or a dash while empty
    const control = field!.querySelector(type === 'recordLink' ? '#root_f' : 'input, textarea, button, [role="slider"], [role="textbox"], [role="alert"], table, .ant-select');
    expect(control).not.toBeNull();
    if (type !== 'notice') expect(screen.getAllByText(`My ${type}`).length).toBeGreaterThan(0);
  });

  it('an unknown type shows "Unknown type foo"', () => {
    renderForm(oneField(STRING, { type: 'foo', label: 'Foo' }));
    expect(screen.getByText('Unknown type foo')).toBeTruthy();
  });

  it('an unknown type on a list or object shows "Unknown type {type}" too', () => {
    renderForm(oneField({ type: 'array', items: { type: 'string' } }, { type: 'bar' }));
    expect(screen.getByText('Unknown type bar')).toBeTruthy();
  });

  it('lookup order: the renderer override first, then the type', () => {
    const { container } = renderForm(oneField(STRING, { type: 'text', renderer: 'textarea' }));
    expect(container.querySelector('textarea')).not.toBeNull();
  });

  it('an unknown renderer override falls back to the type', () => {
    const { container } = renderForm(oneField(STRING, { type: 'textarea', renderer: 'nothing' }));
    expect(container.querySelector('textarea')).not.toBeNull();
    expect(screen.queryByText(/Unknown type/)).toBeNull();
  });
});
