import { describe, expect, it } from 'vitest';
import { formatAddress, parseAddressLine, validateField } from '../../../engine/validation/index.ts';
import { addressProblems, unusedTypes } from '../../../renderers/widgets/addressChecks.ts';
import { ADDRESS_LINE_CASES } from './addressLineCases.ts';

describe('address string parsing, seed 001 §5 (table)', () => {
  it.each(ADDRESS_LINE_CASES)('%s', (_rule, line, parts) => {
    expect(parseAddressLine(line)).toEqual({ addressLine: line, ...parts });
  });

  it.each(ADDRESS_LINE_CASES.filter(([, , p]) => p.zipcode))('%s: address-to-string reads back the same parts', (_rule, line) => {
    const parts = parseAddressLine(line);
    expect(parseAddressLine(formatAddress(parts))).toMatchObject({ zipcode: parts.zipcode, city: parts.city, country: parts.country });
  });
});

describe('zip code is a 5-digit number (seed 001 §5)', () => {
  it.each([
    ['75002', true],
    ['7500', false],
    ['750022', false],
    ['7500A', false],
  ])('%s valid: %s', (zipcode, valid) => {
    expect(validateField({ type: 'address' }, { zipcode, country: 'FR' }, {}).errors.length === 0).toBe(valid);
  });
});

describe('addresses rules (seed 001 §5): uniqueAddressPerType, type mandatory, Add hidden once all types used', () => {
  const types = ['MAIN', 'BILLING'];
  it.each([
    ['distinct types, unique enforced', [{ type: 'MAIN' }, { type: 'BILLING' }], true, [0, 0]],
    ['repeated type, unique enforced', [{ type: 'MAIN' }, { type: 'MAIN' }], true, [0, 1]],
    ['repeated type, unique off', [{ type: 'MAIN' }, { type: 'MAIN' }], false, [0, 0]],
    ['missing type', [{ type: '' }], true, [1]],
  ] as const)('%s', (_rule, addresses, unique, counts) => {
    expect(addressProblems(addresses.map((a) => ({ ...a })), { uniqueAddressPerType: unique }).map((p) => p.length)).toEqual(counts);
  });

  it.each([
    [[], ['MAIN', 'BILLING']],
    [[{ type: 'MAIN' }], ['BILLING']],
    [[{ type: 'MAIN' }, { type: 'BILLING' }], []],
  ])('unused types of %j: %j', (addresses, free) => {
    expect(unusedTypes(addresses, types)).toEqual(free);
  });
});
