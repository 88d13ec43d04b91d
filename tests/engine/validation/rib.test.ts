import { describe, expect, it } from 'vitest';
import { isValidRib, ribKey, validateField } from '../../../engine/validation/index.ts';

// 011519000001205000534921 is the BBAN of the published Moroccan IBAN example MA64011519000001205000534921.
describe('RIB (seed 000 §5.3)', () => {
  it.each([
    ['0115190000012050005349', '21'],
    ['0077800001234567890123', '96'],
    ['2308100012345678901234', '15'],
  ])('key of %s is %s: 97 - ((first 22 digits x 100) mod 97)', (first22, key) => {
    expect(ribKey(first22)).toBe(key);
  });

  it('pads a one-digit key: 63 x 100 = 6300, 6300 mod 97 = 92, key 05', () => {
    expect(ribKey('0000000000000000000063')).toBe('05');
    expect(isValidRib('000000000000000000006305')).toBe(true);
  });

  it.each([
    ['published MA example', '011519000001205000534921', true],
    ['with spaces', '011 519 0000012050005349 21', true],
    ['computed example', '007780000123456789012396', true],
    ['wrong key', '011519000001205000534922', false],
    ['22 digits only', '0115190000012050005349', false],
    ['25 digits', '0115190000012050005349211', false],
    ['a letter', '01151900000120500053492A', false],
  ])('%s: %s -> %s', (_why, rib, valid) => {
    expect(isValidRib(rib as string, 'MA')).toBe(valid);
  });

  it('other countries: digits only', () => {
    expect(isValidRib('123456', 'TN')).toBe(true);
    expect(isValidRib('12A456', 'TN')).toBe(false);
  });

  it("RIB named format and rib type give 'RIB is invalid'", () => {
    expect(validateField({ type: 'text', pattern: 'RIB' }, '011519000001205000534922').errors[0]).toMatchObject({ message: 'RIB is invalid', code: 'INVALID_FIELD_VALUE' });
    expect(validateField({ type: 'rib' }, '011 519 000001205000534921')).toEqual({ value: '011519000001205000534921', errors: [], warnings: [] });
  });
});
