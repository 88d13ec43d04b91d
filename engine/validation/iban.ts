import { getCountrySpecifications, validateIBAN, ValidationErrorsIBAN, type CountryMap } from 'ibantools';
import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';

/** Why an IBAN is refused. */
export type IbanProblem = 'syntax' | 'unknownCountry' | 'wrongLength' | 'wrongBban' | 'wrongChecksum' | 'wrongNationalChecksum';

let specs: CountryMap | undefined;

/** The IBAN length of a country (FR 27, DE 22, GB 22, NL 18 ...); `undefined` when it has no IBAN. */
export function ibanLength(country: string): number | undefined {
  specs ??= getCountrySpecifications();
  return specs[country.toUpperCase()]?.chars ?? undefined;
}

/** The electronic form of an IBAN: every space removed, upper case (seed 001 §5). */
export function unformatIban(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '').toUpperCase();
}

/**
 * The first problem of an (unformatted) IBAN, in the order of seed 000 §5.3: a known country,
 * the country's length, the country's BBAN structure and national check digits (ibantools), and
 * the mod-97 check that must equal 1. `null` when valid.
 */
export function ibanProblem(iban: string): IbanProblem | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'syntax';
  const length = ibanLength(iban.slice(0, 2));
  if (!length) return 'unknownCountry';
  if (iban.length !== length) return 'wrongLength';
  const { errorCodes } = validateIBAN(iban, { allowQRIBAN: true });
  if (errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum)) return 'wrongChecksum';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)) return 'wrongBban';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongAccountBankBranchChecksum)) return 'wrongNationalChecksum';
  return errorCodes.length ? 'syntax' : null;
}

/** Whether a text (spaces allowed) is a valid IBAN. */
export function isValidIban(text: string): boolean {
  return ibanProblem(unformatIban(text)) === null;
}

/**
 * iban: stored without spaces; 'IBAN is invalid' (INVALID_IBAN) unless the bypassIbanCheck
 * setting is on. A custom `pattern` is checked afterwards by validateField ('Invalid format').
 */
export const ibanRule: FieldRule = (value, _field, ctx) => {
  if (typeof value !== 'string') return { value, errors: [issue('iban', MESSAGES.iban)] };
  const iban = unformatIban(value);
  if (ctx.bypassIbanCheck || ibanProblem(iban) === null) return { value: iban };
  return { value: iban, errors: [issue('iban', MESSAGES.iban)] };
};
