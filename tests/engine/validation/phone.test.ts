import { describe, expect, it } from 'vitest';
import { isValidPhone, validateField } from '../../../engine/validation/index.ts';

describe('phone: spaces stripped, libphonenumber, Invalid format', () => {
  it.each([
    ['+33 6 12 34 56 78', undefined],
    ['06 12 34 56 78', 'FR'],
    ['+33 1 42 68 53 00', undefined],
    ['+1 212 736 5000', undefined],
    ['(212) 736-5000', 'US'],
    ['+44 20 7946 0958', undefined],
    ['+49 30 901820', undefined],
    ['+212 6 61 23 45 67', undefined],
    ['+216 20 123 456', undefined],
    ['+34 912 34 56 78', undefined],
  ])('%s (country %s) is valid', (number, country) => {
    expect(isValidPhone(number, country)).toBe(true);
  });

  it.each([
    ['+33 6 12', undefined],
    ['06 12 34 56 78', undefined],
    ['abc', 'FR'],
    ['+999 123 456 789', undefined],
    ['+33 6 12 34 56 78 90', undefined],
    ['06 12 34 56 78', 'US'],
  ])('%s (country %s) is invalid', (number, country) => {
    expect(isValidPhone(number, country)).toBe(false);
  });

  it('stores without spaces, default country from the locale', () => {
    expect(validateField({ type: 'phone' }, '06 12 34 56 78', { locale: 'fr-FR' })).toEqual({ value: '0612345678', errors: [], warnings: [] });
    expect(validateField({ type: 'phone' }, '06 12 34 56 78', { locale: 'en-US', path: 'mobile' }).errors).toEqual([
      expect.objectContaining({ path: 'mobile', message: 'Invalid format', code: 'INVALID_FIELD_VALUE', rule: 'phone' }),
    ]);
  });

  it('accepts calling code plus local number', () => {
    const result = validateField({ type: 'phone' }, { callingCode: '+212', localNumber: '6 61 23 45 67' });
    expect(result).toEqual({ value: { callingCode: '+212', localNumber: '661234567' }, errors: [], warnings: [] });
  });
});
