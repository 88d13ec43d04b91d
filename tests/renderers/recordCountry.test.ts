import { describe, expect, it } from 'vitest';
import { recordCountry } from '../../renderers/fields/recordCountry.ts';

describe('recordCountry (the default of phone fields)', () => {
  it('reads the main address, else the first with a country, else country, else nationality', () => {
    expect(recordCountry({ addresses: [{ type: 'BILLING', country: 'DE' }, { type: 'MAIN', country: 'FR' }] })).toBe('FR');
    expect(recordCountry({ addresses: [{ type: 'MAIN', country: null }, { type: 'BILLING', country: 'ES' }] })).toBe('ES');
    expect(recordCountry({ addresses: [], country: 'IT' })).toBe('IT');
    expect(recordCountry({ nationality: 'DE' })).toBe('DE');
  });

  it('answers nothing for a record without one or with values that are not country codes', () => {
    expect(recordCountry(undefined)).toBeUndefined();
    expect(recordCountry({ addresses: 'FR', country: 'France', nationality: 'fr' })).toBeUndefined();
    expect(recordCountry({ addresses: [null, 3, { country: 'FRA' }] })).toBeUndefined();
  });
});
