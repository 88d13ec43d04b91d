import { describe, expect, it } from 'vitest';
import { isValidCreditorIdentifier } from '../../../engine/validation/creditorIdentifier.ts';

describe('SEPA creditor identifier', () => {
  it('accepts published identifiers, with spaces or lower case', () => {
    for (const id of ['DE98ZZZ09999999999', 'FR72ZZZ123456', 'AT61ZZZ01234567890', 'de98 zzz0 9999 9999 99'])
      expect(isValidCreditorIdentifier(id), id).toBe(true);
  });

  it('refuses a wrong check, a country outside SEPA, a bad shape', () => {
    for (const id of [
      'DE98ZZZ09999999998',
      'DE97ZZZ09999999999',
      'US98ZZZ09999999999',
      'DE98ZZZ',
      'DE9XZZZ09999999999',
      '',
      'DE98ZZZ0999999999-',
    ])
      expect(isValidCreditorIdentifier(id), id).toBe(false);
  });

  it('ignores the creditor business code in the check (positions 5 to 7)', () => {
    expect(isValidCreditorIdentifier('DE98ABC09999999999')).toBe(true);
  });
});
