import { isValidPhone } from '../../../engine/validation/phone.ts';
import { COUNTRIES } from './countries.ts';
import type { DemoRandom } from './random.ts';
import type { Country } from './types.ts';

const ATTEMPTS = 50;

/**
 * A phone number of the country in international form (`+33142...`), valid for libphonenumber's
 * full metadata (the check the server runs): drawn from the country's number plan and redrawn
 * until valid.
 */
export function demoPhone(country: Country, kind: 'landline' | 'mobile', rng: DemoRandom): string {
  const { callingCode, [kind]: plan } = COUNTRIES[country].phone;
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const prefix = rng.pick(plan.prefixes);
    const number = `+${callingCode}${prefix}${rng.int(1, 9)}${rng.digits(plan.length - prefix.length - 1)}`;
    if (isValidPhone(number)) return number;
  }
  throw new Error(`no valid ${kind} number drawn for ${country}`);
}
