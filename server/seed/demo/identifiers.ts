import { CIF_LETTERS, cifControlDigit, dniLetter } from '../../../engine/validation/spanishId.ts';
import { frenchVatKey } from '../../../engine/validation/vat.ts';
import type { DemoRandom } from './random.ts';

/**
 * Company and person identifiers with their real check digits, so that the demo data passes the
 * checks of engine/validation (SIREN Luhn, French VAT key, DNI/NIE letter, CIF control) and those
 * of the registers they imitate (SIRET, German VAT, Italian partita IVA). Numbers are drawn at
 * random: they are not the identifiers of real companies, except by chance.
 */

/** `body` followed by the digit that makes the whole pass the Luhn check. */
export function luhnComplete(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    // from the right of the completed number, the check digit is position 1: body digits at even positions are doubled
    const d = Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A French SIREN: 9 digits, Luhn. */
export const frenchSiren = (rng: DemoRandom): string => luhnComplete(`${rng.int(3, 9)}${rng.digits(7)}`);

/** A SIRET of the SIREN: the SIREN, a 5-digit establishment number (NIC), the 14 digits passing Luhn. */
export const frenchSiret = (siren: string, establishment: number): string => luhnComplete(`${siren}${String(establishment).padStart(4, '0')}`);

/** The intra-community VAT number of a SIREN: FR + key + SIREN. */
export const frenchVat = (siren: string): string => `FR${frenchVatKey(siren)}${siren}`;

/** A DNI: 8 digits and the control letter. */
export function spanishDni(rng: DemoRandom): string {
  const number = `${rng.int(1, 7)}${rng.digits(7)}`;
  return `${number}${dniLetter(number)}`;
}

/** An NIE (foreign resident): X or Y, 7 digits, the control letter of the number read with X = 0, Y = 1. */
export function spanishNie(rng: DemoRandom): string {
  const prefix = rng.pick(['X', 'Y']);
  const digits = rng.digits(7);
  return `${prefix}${digits}${dniLetter(`${'XYZ'.indexOf(prefix)}${digits}`)}`;
}

/**
 * A CIF: the entity letter (A sociedad anónima, B sociedad limitada), the province code of the
 * registered office, 5 digits and the control digit (A and B always take a digit).
 */
export function spanishCif(rng: DemoRandom, entity: 'A' | 'B', province: string): string {
  const digits = `${province.padStart(2, '0').slice(0, 2)}${rng.digits(5)}`;
  const control = cifControlDigit(digits);
  return `${entity}${digits}${entity === 'A' || entity === 'B' ? control : CIF_LETTERS[control]}`;
}

/** A German VAT number (USt-IdNr.): DE, 8 digits and the ISO 7064 MOD 11,10 check digit. */
export function germanVat(rng: DemoRandom): string {
  const digits = `${rng.int(1, 9)}${rng.digits(7)}`;
  let product = 10;
  for (const c of digits) {
    let sum = (Number(c) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return `DE${digits}${check === 10 ? 0 : check}`;
}

/** A commercial register entry of a German company: HRB and its number. */
export const germanHrb = (rng: DemoRandom): string => `HRB${rng.int(10000, 249999)}`;

/** An Italian partita IVA: 7 digits, the 3-digit provincial office, the Luhn check digit. */
export const italianVat = (rng: DemoRandom): string => luhnComplete(`${rng.int(1, 9)}${rng.digits(6)}${String(rng.int(1, 100)).padStart(3, '0')}`);
