/** The parts an address line is read into. */
export interface AddressParts {
  addressLine: string;
  address1: string | null;
  address2: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
}

const ZIP_FIRST = /^(\d{4,})\s*(.*)$/;
const ZIP_LAST = /^(.*?)\s+(\d{4,})$/;

/** `75001 Paris` or `Paris 75001` -> zip code and city. */
function zipAndCity(part: string): { zipcode: string | null; city: string | null } {
  const first = ZIP_FIRST.exec(part);
  if (first) return { zipcode: first[1], city: first[2] || null };
  const last = ZIP_LAST.exec(part);
  return last ? { zipcode: last[2], city: last[1] } : { zipcode: null, city: part || null };
}

/** Splits on a zip code of 5 or more digits: what precedes is the address, what follows city and country. */
function byZipCode(line: string): Omit<AddressParts, 'addressLine'> {
  const match = /^(.*?)[\s,]*\b(\d{5,})\b[\s,]*(.*)$/.exec(line);
  if (!match) return { address1: line || null, address2: null, zipcode: null, city: null, country: null };
  const [city, ...rest] = match[3].split(',').map((p) => p.trim());
  return { address1: match[1] || null, address2: null, zipcode: match[2], city: city || null, country: rest.filter(Boolean).join(', ') || null };
}

/**
 * Reads a free address line (seed 001 §5). Split by commas into 2, 3 or 4 parts: address,
 * [complement,] zip + city[, country] (with 3 parts, a second part starting with a zip code means
 * no complement but a country). Any other shape is split around a zip code of 5+ digits.
 */
export function parseAddressLine(line: string): AddressParts {
  const text = line.trim();
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const result = (address1: string, address2: string | null, zipCity: string, country: string | null): AddressParts => ({
    addressLine: text, address1, address2, ...zipAndCity(zipCity), country,
  });
  if (parts.length === 4) return result(parts[0], parts[1], parts[2], parts[3]);
  if (parts.length === 3) return ZIP_FIRST.test(parts[1]) ? result(parts[0], null, parts[1], parts[2]) : result(parts[0], parts[1], parts[2], null);
  if (parts.length === 2) return result(parts[0], null, parts[1], null);
  return { addressLine: text, ...byZipCode(text) };
}

/** The one-line form of an address: `address1, address2, zipcode city, country`, empty parts left out. */
export function formatAddress(address: Partial<Record<'address1' | 'address2' | 'zipcode' | 'city' | 'country', string | null>>): string {
  const zipCity = [address.zipcode, address.city].filter(Boolean).join(' ');
  return [address.address1, address.address2, zipCity, address.country].filter(Boolean).join(', ');
}
