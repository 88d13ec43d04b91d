import { describe, expect, it } from 'vitest';
import { checkRegistrationNumber, normalizeRegistrationNumber, validateField } from '../../../engine/validation/index.ts';

describe('registration number (seed 001 §5)', () => {
  it.each([
    ['123 456 789', '123456789'],
    [' 552 100 554 ', '552100554'],
    ['AB 123', 'AB 123'],
  ])('%j -> %j (spaces removed from all-digit input)', (text, normalized) => {
    expect(normalizeRegistrationNumber(text)).toBe(normalized);
  });

  it("'Invalid registration format, should be a string.' for a non-string", () => {
    expect(checkRegistrationNumber(123456)?.template).toBe('Invalid registration format, should be a string.');
  });

  it('input format, then the type list regex', () => {
    expect(checkRegistrationNumber('552 100 554', { inputFormat: 'SIREN' })).toBeNull();
    expect(checkRegistrationNumber('552 100 555', { inputFormat: 'SIREN' })?.template).toBe('Invalid format');
    expect(checkRegistrationNumber('552100554', { inputFormat: 'SIREN', regex: '^4' })?.template).toBe('Invalid format');
    expect(checkRegistrationNumber('12345678Z', { inputFormat: 'SPANISHID' })).toBeNull();
  });

  it("personRegistration: 'Person identifier is mandatory'", () => {
    const field = { type: 'personRegistration', label: 'Identifier', mandatory: true };
    expect(validateField(field, { type: 'SIREN', number: '' }, { path: 'registration' }).errors).toEqual([
      expect.objectContaining({ path: 'registration.number', message: 'Person identifier is mandatory', code: 'MISSING_FIELD_IN_BODY' }),
    ]);
  });

  it('personRegistration checks the formats of its type', () => {
    const ctx = { registrationFormats: { SIREN: { inputFormat: 'SIREN' } }, path: 'reg' };
    const field = { type: 'personRegistration' };
    expect(validateField(field, { type: 'SIREN', number: '552 100 554' }, ctx)).toEqual({ value: { type: 'SIREN', number: '552100554' }, errors: [], warnings: [] });
    expect(validateField(field, { type: 'SIREN', number: '552100555' }, ctx).errors[0]).toMatchObject({ path: 'reg.number', message: 'Invalid format' });
    expect(validateField(field, { type: 'SIREN', number: 42 }, ctx).errors[0].message).toBe('Invalid registration format, should be a string.');
  });
});
