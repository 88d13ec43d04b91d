import { COUNTRIES, type City } from './countries.ts';
import { demoPhone } from './phones.ts';
import type { DemoRandom } from './random.ts';
import type { Country, Rec } from './types.ts';

/** Lower-case ASCII words joined by `sep`: `Société Générale` -> `societe-generale`. */
export function slug(text: string, sep = '-'): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, sep)
    .replace(new RegExp(`^\\${sep}+|\\${sep}+$`, 'g'), '');
}

/**
 * An e-mail address under a reserved domain (RFC 2606 `.example`), so that no demo mail can
 * reach a real mailbox: `claire.martin@transports-martin.example`.
 */
export const demoEmail = (local: string, domain: string): string => `${slug(local, '.')}@${slug(domain)}.example`;

function street(country: Country, rng: DemoRandom): string {
  const name = rng.local(country).location.street();
  const number = rng.int(1, 140);
  return country === 'FR' ? `${number} ${name}` : country === 'DE' ? `${name} ${number}` : `${name}, ${number}`;
}

/** A postal address in one of the country's cities, with its map position (GeoJSON [longitude, latitude]). */
export function demoAddress(country: Country, rng: DemoRandom, type = 'MAIN', city: City = rng.pick(COUNTRIES[country].cities)): Rec {
  const address1 = street(country, rng);
  const jitter = () => rng.int(-250, 250) / 10000;
  return {
    type,
    addressLine: `${address1}, ${city.zipcode} ${city.name}, ${COUNTRIES[country].name}`,
    address1,
    zipcode: city.zipcode,
    city: city.name,
    country,
    location: { type: 'POINT', coordinates: [Number((city.lon + jitter()).toFixed(4)), Number((city.lat + jitter()).toFixed(4))] },
  };
}

/** A contact person of a company (the Contacts table of its card). */
export function demoContact(country: Country, rng: DemoRandom, position: string, domain: string, isDefault: boolean): Rec {
  const sex = rng.pick(['male', 'female'] as const);
  const local = rng.local(country);
  const firstName = local.person.firstName(sex);
  const lastName = local.person.lastName(sex);
  return {
    title: sex === 'male' ? 'MR' : 'MRS',
    firstName,
    lastName,
    position,
    phone: demoPhone(country, 'landline', rng),
    mobile: demoPhone(country, 'mobile', rng),
    email: demoEmail(`${firstName}.${lastName}`, domain),
    isDefault,
  };
}
