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

describe('national identifiers with their check digits (issue 37 item 3)', () => {
  it.each([
    ['SIRET', '73282932000074', true],
    ['SIRET', '732 829 320 00074', true],
    ['SIRET', '73282932000075', false],
    ['SIRET', '35600000000010', true],
    ['SIRET', '35600000000011', false],
    ['FR_COMPANY', '732829320', true],
    ['FR_COMPANY', '732829321', false],
    ['PARTITA_IVA', '07643520567', true],
    ['PARTITA_IVA', '07643520568', false],
    ['CODICE_FISCALE', 'RSSMRA85T10A562S', true],
    ['CODICE_FISCALE', 'rssmra85t10a562s', true],
    ['CODICE_FISCALE', 'RSSMRA85T10A562T', false],
    ['ITALIAN_ID', '01114601006', true],
    ['ITALIAN_ID', 'RSSMRA85T10A562S', true],
    ['ITALIAN_ID', '12345', false],
    ['UK_COMPANY', 'SC123456', true],
    ['UK_COMPANY', '01234567', true],
    ['UK_COMPANY', 'ABC12345', false],
    ['SWISS_UID', 'CHE-116.281.710', true],
    ['SWISS_UID', 'CHE-116.281.711', false],
    ['DE_REGISTER', 'HRB 12345', true],
    ['DE_REGISTER', 'XYZ 12345', false],
    ['ICE', '001525487000088', true],
    ['ICE', '0015254870000', false],
    ['VAT', 'DE136695976', true],
    ['VAT', 'DE136695977', false],
    ['VAT', 'BE0403170701', true],
    ['VAT', 'BE0403170702', false],
    ['VAT', 'IT07643520567', true],
    ['VAT', 'ESA58818501', true],
    ['VAT', 'ESA58818502', false],
    ['VAT', 'FR40303265045', true],
    ['VAT', 'FR41303265045', false],
    ['VAT', 'NL123456789B01', true],
    ['VAT', 'XX123', true],
  ])('%s %s -> %s', (pattern, text, valid) => {
    const { errors } = validateField({ type: 'text', pattern }, text);
    expect(errors.length === 0).toBe(valid);
    if (!valid) expect(errors[0].message).toBe('Invalid format');
  });

  it('checks a person registration text by its type prefix with the default formats; automatic and identity documents pass', () => {
    const check = (registration: string) => validateField({ type: 'personRegistration', label: 'Registration' }, registration).errors.map((e) => e.message);
    expect(check('SIR732829320')).toEqual([]);
    expect(check('SIR732829321')).toEqual(['Invalid format']);
    expect(check('CIFA58818501')).toEqual([]);
    expect(check('NIF12345678A')).toEqual(['Spanish ID is invalid']);
    expect(check('ITARSSMRA85T10A562S')).toEqual([]);
    expect(check('ITA07643520568')).toEqual(['Invalid format']);
    expect(check('AUT00000042')).toEqual([]);
    expect(check('PAS 12AB34567')).toEqual([]);
    // a tenant's own format for a type replaces the default one
    expect(validateField({ type: 'personRegistration' }, 'SIR123', { registrationFormats: { SIR: { regex: '^\\d{3}$' } } }).errors).toEqual([]);
  });
});
