import { describe, expect, it } from 'vitest';
import { applyAddressLine, completeAddress, formatAddress, parseAddressLine, validateField } from '../../../engine/validation/index.ts';

describe('address line parsing (seed 001 §5)', () => {
  it.each([
    ['12 rue de la Paix, 75002 Paris', { address1: '12 rue de la Paix', address2: null, zipcode: '75002', city: 'Paris', country: null }],
    ['12 rue de la Paix, Bât. B, 75002 Paris', { address1: '12 rue de la Paix', address2: 'Bât. B', zipcode: '75002', city: 'Paris', country: null }],
    ['12 rue de la Paix, 75002 Paris, France', { address1: '12 rue de la Paix', address2: null, zipcode: '75002', city: 'Paris', country: 'France' }],
    ['12 rue de la Paix, Bât. B, 75002 Paris, France', { address1: '12 rue de la Paix', address2: 'Bât. B', zipcode: '75002', city: 'Paris', country: 'France' }],
    ['1 Avenue Hassan II, Casablanca 20000', { address1: '1 Avenue Hassan II', address2: null, zipcode: '20000', city: 'Casablanca', country: null }],
    ['12 rue de la Paix 75002 Paris', { address1: '12 rue de la Paix', address2: null, zipcode: '75002', city: 'Paris', country: null }],
    ['5 place X, esc 2, bât 3, étage 4, 13008 Marseille, France', { address1: '5 place X, esc 2, bât 3, étage 4', address2: null, zipcode: '13008', city: 'Marseille', country: 'France' }],
    ['Chemin sans code', { address1: 'Chemin sans code', address2: null, zipcode: null, city: null, country: null }],
  ])('%s', (line, parts) => {
    expect(parseAddressLine(line)).toEqual({ addressLine: line, ...parts });
  });

  it('formats back', () => {
    const parts = { address1: '12 rue de la Paix', address2: 'Bât. B', zipcode: '75002', city: 'Paris', country: 'France' };
    expect(formatAddress(parts)).toBe('12 rue de la Paix, Bât. B, 75002 Paris, France');
    expect(parseAddressLine(formatAddress(parts))).toMatchObject(parts);
    expect(formatAddress({ address1: 'A', city: 'Lyon' })).toBe('A, Lyon');
  });
});

describe('address sub-fields', () => {
  it('clearing the address line clears every address subfield', () => {
    const address = { _id: 'a1', type: 'BILLING', addressLine: 'x', address1: 'x', city: 'Paris', zipcode: '75002', location: { type: 'POINT', coordinates: [2, 48] }, customCode: 'K' };
    const cleared = applyAddressLine(address, '  ', ['extraZone']);
    expect(cleared).toMatchObject({ _id: 'a1', type: 'BILLING', addressLine: null, address1: null, city: null, zipcode: null, location: null, customCode: null, extraZone: null, epciLabel: null });
    expect(applyAddressLine(address, 'new line')).toEqual({ ...address, addressLine: 'new line' });
  });

  it('missing sub-fields are null and the type defaults to MAIN', () => {
    expect(completeAddress({ city: 'Lyon' })).toMatchObject({ city: 'Lyon', type: 'MAIN', address1: null, zones: null, epciCode: null });
  });

  it('zip code must be 5 digits where the country uses them', () => {
    expect(validateField({ type: 'address' }, { zipcode: '7500', country: 'FR' }, { path: 'addresses.0' }).errors).toEqual([
      expect.objectContaining({ path: 'addresses.0.zipcode', message: 'Invalid format' }),
    ]);
    expect(validateField({ type: 'address' }, { zipcode: 'SW1A 1AA', country: 'GB' }).errors).toEqual([]);
    expect(validateField({ type: 'address' }, { zipcode: '75002' }).errors).toEqual([]);
  });
});
