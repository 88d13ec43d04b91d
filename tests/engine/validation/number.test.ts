import { describe, expect, it } from 'vitest';
import { parseCurrency, parsePercentage, validateField } from '../../../engine/validation/index.ts';
import { getLocaleSettings } from '../../../engine/format/index.ts';

const messages = (field: Parameters<typeof validateField>[0], value: unknown, locale?: string) =>
  validateField(field, value, { locale }).errors.map((e) => e.message);

describe('number and integer (seed 000 §5.1)', () => {
  it.each([
    [42, 42], ['42', 42], ['-3.5', -3.5], ['1,234.5', 1234.5], [0, 0],
  ])('number %j is stored as %j', (input, stored) => {
    expect(validateField({ type: 'number', label: 'Amount' }, input)).toEqual({ value: stored, errors: [], warnings: [] });
  });

  it('parses typed text in the locale', () => {
    expect(validateField({ type: 'number' }, '1 234,5', { locale: 'fr-FR' }).value).toBe(1234.5);
  });

  it.each(['abc', '12abc', true, {}, Number.POSITIVE_INFINITY])("'%s' gives '{label} has to be a number'", (input) => {
    const { errors } = validateField({ type: 'number', label: 'Amount' }, input, { path: 'amount' });
    expect(errors).toEqual([expect.objectContaining({ path: 'amount', message: 'Amount has to be a number', code: 'INVALID_NUMBER_FIELD' })]);
  });

  it.each([[3, []], ['12', []], [3.5, ['Count has to be an integer']], ['1.5', ['Count has to be an integer']], ['x', ['Count has to be an integer']]])(
    'integer %j -> %j',
    (input, expected) => {
      expect(messages({ type: 'integer', label: 'Count' }, input)).toEqual(expected);
    },
  );

  it('integer errors carry INVALID_INTEGER_FIELD', () => {
    expect(validateField({ type: 'integer' }, 1.5).errors[0]).toMatchObject({ code: 'INVALID_INTEGER_FIELD', message: 'Field has to be an integer' });
  });
});

describe('percentage: optional %, . or , separator, value/100 rounded to 10 decimals', () => {
  it.each([
    ['12.5', 0.125], ['12,5', 0.125], ['12,5 %', 0.125], ['12.5%', 0.125], ['-3.25', -0.0325], ['+7', 0.07],
    ['100', 1], ['0', 0], ['.5', 0.005], ['33.333333333333', 0.3333333333], ['0.000000004', 0], ['0.000000005', 1e-10], ['-0.000000005', -1e-10],
  ])('%s -> %s', (text, stored) => {
    expect(parsePercentage(text)).toBe(stored);
  });

  it.each(['abc', '12.5.3', '1 000', '12%%', '%', '12,5,1'])('%s is not a percentage', (text) => {
    expect(parsePercentage(text)).toBeNaN();
    expect(messages({ type: 'percentage', label: 'Rate' }, text)).toEqual(['Rate has to be a number']);
  });

  it('a number is already the stored fraction', () => {
    expect(validateField({ type: 'percentage' }, 0.125).value).toBe(0.125);
    expect(validateField({ type: 'percentage' }, '12.5').value).toBe(0.125);
  });
});

describe('currency: parsed by locale, negative flag inverts the sign', () => {
  const fr = getLocaleSettings('fr-FR');
  it.each([
    ['1 234,56', 'fr-FR', 1234.56], ['1234,567', 'fr-FR', 1234.57], ['1,234.56', 'en-EU', 1234.56],
    ['1.234,5', 'de-DE', 1234.5], ['1 234,5678', 'fr-TN', 1234.568], ['1234.4', 'fr-PF', 1234], ['€ 12.5', 'en-EU', 12.5],
  ])('%s in %s -> %s', (text, locale, stored) => {
    expect(validateField({ type: 'currency' }, text, { locale }).value).toBe(stored);
  });

  it('negative flag', () => {
    expect(parseCurrency('100', fr, { negative: true })).toBe(-100);
    expect(validateField({ type: 'currency', negative: true }, '1 000,50', { locale: 'fr-FR' }).value).toBe(-1000.5);
  });

  it('a stored number is only rounded, never re-inverted', () => {
    expect(validateField({ type: 'currency', negative: true }, -1000.5).value).toBe(-1000.5);
    expect(validateField({ type: 'currency', currency: 'TND' }, 1.23456).value).toBe(1.235);
    expect(validateField({ type: 'currency', currency: 'JPY' }, 1234.5).value).toBe(1235);
  });

  it('invalid text', () => {
    expect(messages({ type: 'currency', label: 'Price' }, 'twelve')).toEqual(['Price has to be a number']);
  });
});

describe('currency of a currency field', () => {
  it('a code, or the path of the record field holding it (default currency)', () => {
    expect(validateField({ type: 'currency' }, 1.23456, { record: { currency: 'TND' } }).value).toBe(1.235);
    expect(validateField({ type: 'currency', currency: 'deal.currency' }, 1.5, { record: { deal: { currency: 'JPY' } } }).value).toBe(2);
    expect(validateField({ type: 'currency', currency: 'XPF' }, 1.5).value).toBe(2);
    expect(validateField({ type: 'currency' }, 1.555).value).toBe(1.56);
  });
});
