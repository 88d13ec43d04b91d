import { composeIBAN } from 'ibantools';
import type { Bank } from './countries.ts';
import type { DemoRandom } from './random.ts';
import type { Country } from './types.ts';

/** A number written in base 36 digits (A = 10 ... Z = 35) modulo 97, as ISO 7064 MOD 97-10 reads it. */
export function mod97(text: string): number {
  let rest = 0;
  for (const c of text.toUpperCase()) {
    const value = parseInt(c, 36);
    rest = value > 9 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/** Spanish control digit (dígito de control) of 10 digits. */
function spanishControl(digits: string): number {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const rest = [...digits.padStart(10, '0')].reduce((sum, c, i) => sum + Number(c) * weights[i], 0) % 11;
  return rest < 2 ? rest : 11 - rest;
}

/** Italian CIN: the control letter of ABI + CAB + account (odd positions through a table, even ones by value). */
function italianCin(digits: string): string {
  const odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
  const sum = [...digits].reduce((total, c, i) => total + (i % 2 === 0 ? odd[Number(c)] : Number(c)), 0);
  return String.fromCharCode(65 + (sum % 26));
}

/** The national account number (BBAN) of an account at the bank, with its national check digits. */
function bban(country: Country, bank: Bank, rng: DemoRandom): string {
  switch (country) {
    case 'FR': {
      const branch = rng.digits(5);
      const account = rng.digits(11);
      const key = 97 - ((89 * Number(bank.code) + 15 * Number(branch) + 3 * Number(account)) % 97);
      return `${bank.code}${branch}${account}${String(key).padStart(2, '0')}`;
    }
    case 'DE':
      return `${bank.code}${rng.digits(10)}`;
    case 'ES': {
      const account = rng.digits(10);
      return `${bank.code}${spanishControl(`00${bank.code}`)}${spanishControl(account)}${account}`;
    }
    case 'IT': {
      const rest = `${bank.code}${rng.digits(12)}`;
      return `${italianCin(rest)}${rest}`;
    }
  }
}

/** An IBAN of the country (its length, national check digits and the mod-97 check digits). */
export function demoIban(country: Country, bank: Bank, rng: DemoRandom): string {
  const iban = composeIBAN({ countryCode: country, bban: bban(country, bank, rng) });
  if (!iban) throw new Error(`no IBAN for ${country} ${bank.code}`);
  return iban;
}

/**
 * A SEPA creditor identifier (ICS): country, check digits, the creditor business code ZZZ and the
 * national identifier; the check digits are 98 - (national id + country + 00) mod 97.
 */
export function creditorIdentifier(country: Country, nationalId: string): string {
  const check = 98 - mod97(`${nationalId}${country}00`);
  return `${country}${String(check).padStart(2, '0')}ZZZ${nationalId}`;
}
