/** The address string parsing rules of seed 001 §5, one row each: the line and the parts it reads into. */
export const ADDRESS_LINE_CASES: [string, string, Record<string, string | null>][] = [
  ['2 parts: address, zip + city', '12 rue de la Paix, 75002 Paris', { address1: '12 rue de la Paix', address2: null, zipcode: '75002', city: 'Paris', country: null }],
  ['3 parts: address, complement, zip + city', '12 rue de la Paix, Bât. B, 75002 Paris', { address1: '12 rue de la Paix', address2: 'Bât. B', zipcode: '75002', city: 'Paris', country: null }],
  ['3 parts: address, zip + city, country', '12 rue de la Paix, 75002 Paris, France', { address1: '12 rue de la Paix', address2: null, zipcode: '75002', city: 'Paris', country: 'France' }],
  ['4 parts: address, complement, zip + city, country', '12 rue de la Paix, Bât. B, 75002 Paris, France', { address1: '12 rue de la Paix', address2: 'Bât. B', zipcode: '75002', city: 'Paris', country: 'France' }],
  ['city before its zip code', '1 Avenue Hassan II, Casablanca 20000', { address1: '1 Avenue Hassan II', address2: null, zipcode: '20000', city: 'Casablanca', country: null }],
  ['1 part: split by a 5-digit zip code', '12 rue de la Paix 75002 Paris', { address1: '12 rue de la Paix', address2: null, zipcode: '75002', city: 'Paris', country: null }],
  ['5+ parts: split by the zip code, then city and country', '5 place X, esc 2, bât 3, étage 4, 13008 Marseille, France', { address1: '5 place X, esc 2, bât 3, étage 4', address2: null, zipcode: '13008', city: 'Marseille', country: 'France' }],
  ['1 part with a 4-digit number: no zip code', 'Route 1234 Lausanne', { address1: 'Route 1234 Lausanne', address2: null, zipcode: null, city: null, country: null }],
  ['no zip code at all', 'Chemin sans code', { address1: 'Chemin sans code', address2: null, zipcode: null, city: null, country: null }],
];
