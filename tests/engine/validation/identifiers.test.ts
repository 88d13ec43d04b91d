import { describe, expect, it } from 'vitest';
import { isHexColor, isSiren, isUuid, isZipCode, validateField } from '../../../engine/validation/index.ts';

describe('UUID', () => {
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['7d444840-9dc0-11d1-b245-5ffdce74fad2', true],
    ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['0F8FAD5B-D9CB-469F-A165-70867728950E', true],
    ['0f8fad5b-d9cb-069f-a165-70867728950e', false],
    ['0f8fad5b-d9cb-469f-c165-70867728950e', false],
    ['0f8fad5bd9cb469fa16570867728950e', false],
    ['not-a-uuid', false],
  ])('%s -> %s', (text, valid) => {
    expect(isUuid(text)).toBe(valid);
  });

  it("UUID format: 'Identifier must be a UUID'", () => {
    expect(validateField({ type: 'text', pattern: 'UUID' }, 'abc').errors[0].message).toBe('Identifier must be a UUID');
  });
});

describe('SIREN (Luhn)', () => {
  it.each([['732829320', true], ['552100554', true], ['404 833 048', true], ['552100555', false], ['12345678', false]])('%s -> %s', (text, valid) => {
    expect(isSiren(text)).toBe(valid);
  });

  it('siren field', () => {
    expect(validateField({ type: 'siren' }, '552 100 554')).toEqual({ value: '552100554', errors: [], warnings: [] });
    expect(validateField({ type: 'siren' }, '552100555').errors[0].message).toBe('Invalid format');
  });
});

describe('zip code: 5 digits', () => {
  it.each([['75001', true], [' 13008 ', true], ['7500', false], ['750011', false], ['7500A', false]])('%s -> %s', (text, valid) => {
    expect(isZipCode(text)).toBe(valid);
  });
});

describe('colour', () => {
  it.each([['#fff', true], ['#1677ffcc', true], ['#12345', false], ['red', false]])('%s -> %s', (text, valid) => {
    expect(isHexColor(text)).toBe(valid);
    expect(validateField({ type: 'color' }, text).errors.length === 0).toBe(valid);
  });
});

describe('pattern, and messages set on the field', () => {
  it('a pattern error', () => {
    expect(validateField({ type: 'text', pattern: '^[A-Z]{3}\\d+$' }, 'AB12').errors[0]).toMatchObject({ message: 'Invalid format', rule: 'format' });
    expect(validateField({ type: 'text', pattern: '/^abc/i' }, 'ABCdef').errors).toEqual([]);
    expect(validateField({ type: 'text', pattern: 'zipcode' }, '7500').errors[0].message).toBe('Invalid format');
  });

  it('a pattern that does not compile checks nothing', () => {
    expect(validateField({ type: 'text', pattern: '([' }, 'anything').errors).toEqual([]);
  });

  it('errorFormat and warningFormat set by a layout script or format check are reported', () => {
    const field = { type: 'text', errorFormat: 'Unknown SIRET', warningFormat: 'Looks unusual' };
    const result = validateField(field, 'x', { path: 'siret' });
    expect(result.errors).toEqual([expect.objectContaining({ path: 'siret', message: 'Unknown SIRET', code: 'INVALID_FIELD_VALUE' })]);
    expect(result.warnings).toEqual([expect.objectContaining({ path: 'siret', message: 'Looks unusual' })]);
    expect(validateField({ type: 'text', errorFormat: null }, 'x').errors).toEqual([]);
  });

  it('forces case', () => {
    expect(validateField({ type: 'text', upperCase: true }, 'ab-c').value).toBe('AB-C');
    expect(validateField({ type: 'text', lowerCase: true }, 'AB').value).toBe('ab');
  });
});
