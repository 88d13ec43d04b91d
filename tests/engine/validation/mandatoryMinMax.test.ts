import { describe, expect, it } from 'vitest';
import { validateField, type FieldSpec } from '../../../engine/validation/index.ts';

const messages = (field: FieldSpec, value: unknown, locale = 'en-EU') => validateField(field, value, { locale }).errors.map((e) => e.message);

describe('mandatory (seed 000 §5.2)', () => {
  it.each([null, undefined, '', '   ', [], Number.NaN])('%j is empty', (value) => {
    expect(messages({ type: 'text', label: 'Name', mandatory: true }, value)).toEqual(['Name is mandatory']);
  });

  it("'Field is mandatory' without a label; MISSING_FIELD_IN_BODY", () => {
    expect(validateField({ type: 'text', mandatory: true }, '', { path: 'name' }).errors).toEqual([
      expect.objectContaining({ path: 'name', message: 'Field is mandatory', code: 'MISSING_FIELD_IN_BODY', rule: 'mandatory' }),
    ]);
  });

  it('only when touched', () => {
    expect(validateField({ type: 'text', mandatory: true }, '', { touched: false }).errors).toEqual([]);
  });

  it('hidden, read-only and disabled fields are not checked in a form, read-only ones are on writes', () => {
    for (const flag of ['hidden', 'readOnly', 'disabled'] as const) {
      expect(validateField({ type: 'number', mandatory: true, [flag]: true }, 'x').errors).toEqual([]);
    }
    expect(validateField({ type: 'number', readOnly: true }, 'x', { mode: 'write' }).errors).toHaveLength(1);
    expect(validateField({ type: 'number', mandatory: true, hidden: true }, null, { mode: 'write' }).errors).toEqual([]);
  });

  it('0 and false are values', () => {
    expect(messages({ type: 'number', label: 'N', mandatory: true }, 0)).toEqual([]);
    expect(messages({ type: 'checkbox', label: 'C', mandatory: true }, false)).toEqual([]);
  });
});

describe('min/max (seed 000 §5.2)', () => {
  it.each([
    [{ type: 'text', label: 'Name', min: 3 }, '  ab  ', ['Name length must be ≥ 3']],
    [{ type: 'text', label: 'Name', max: 3 }, ' abcd ', ['Name length must be ≤ 3']],
    [{ type: 'text', label: 'Name', max: 3 }, ' abc ', []],
    [{ type: 'password', min: 8 }, 'short', ['Length must be ≥ 8']],
    [{ type: 'textarea', max: 5 }, 'too long', ['Length must be ≤ 5']],
    [{ type: 'number', label: 'Age', min: 18 }, 17, ['Age must be ≥ 18']],
    [{ type: 'number', label: 'Age', max: 120 }, '121', ['Age must be ≤ 120']],
    [{ type: 'integer', min: 1000 }, 999, ['Must be ≥ 1,000']],
    [{ type: 'number', max: 5 }, 6, ['Must be ≤ 5']],
    [{ type: 'currency', label: 'Amount', min: 1000 }, 999.99, ['Amount must be ≥ €1,000.00']],
    [{ type: 'currency', label: 'Amount', max: 5, currency: 'TND' }, 6, ['Amount must be ≤ TND\u00a05.000']],
    [{ type: 'percentage', label: 'Rate', max: 0.2 }, '25', ['Rate must be ≤ 20%']],
    [{ type: 'percentage', label: 'Rate', min: 0.015 }, 0.01, ['Rate must be ≥ 1.5%']],
    [{ type: 'date', label: 'Start', min: '2024-01-01' }, '2023-12-31', ['Start must be ≥ 01-01-2024']],
    [{ type: 'date', label: 'Start', max: '2024-01-01' }, '2024-01-01', []],
  ] as [FieldSpec, unknown, string[]][])('%j with %j', (field, value, expected) => {
    expect(messages(field, value)).toEqual(expected);
  });

  it('formats bounds in the locale', () => {
    expect(messages({ type: 'currency', label: 'Montant', min: 1000 }, 10, 'fr-FR')).toEqual(['Montant must be ≥ 1\u202f000,00\u00a0€']);
    expect(messages({ type: 'date', label: 'Début', min: '2024-03-15' }, '2024-03-01', 'fr-FR')).toEqual(['Début must be ≥ 15/03/2024']);
    expect(messages({ type: 'date', min: '2024-03-15' }, '2024-03-01', 'en-US')).toEqual(['Must be ≥ 03-15-2024']);
  });

  it('a date bound may be a keyword', () => {
    expect(messages({ type: 'date', label: 'Birth date', max: 'today' }, '2999-01-01')).toHaveLength(1);
    expect(messages({ type: 'date', label: 'Birth date', max: 'today' }, '2000-01-01')).toEqual([]);
  });

  it('min/max errors use INVALID_FIELD_VALUE', () => {
    expect(validateField({ type: 'number', min: 1 }, 0).errors[0]).toMatchObject({ code: 'INVALID_FIELD_VALUE', rule: 'min', params: { min: '1' } });
  });

  it("an amount's bounds read in its record's currency, else the tenant's, before the locale's", () => {
    const field = { type: 'currency', label: 'Amount', min: 1000 } as const;
    expect(validateField(field, 10, { locale: 'fr-FR', currency: 'MAD' }).errors[0].message).toBe('Amount must be ≥ 1\u202f000,00\u00a0MAD');
    expect(validateField(field, 10, { locale: 'fr-FR', currency: 'MAD', record: { currency: 'GBP' } }).errors[0].message).toBe('Amount must be ≥ 1\u202f000,00\u00a0£GB');
  });
});
