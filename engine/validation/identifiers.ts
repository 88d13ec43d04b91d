import { isSiren } from './siren.ts';

/**
 * National identifiers with their published check algorithms (issue 37 item 3), each a predicate
 * on the identifier as typed (spaces, dots and dashes ignored, letters in any case). Used by the
 * named formats of engine/validation/namedFormats.ts, so by every field that names them and by the
 * default formats of the registration types (engine/validation/registration.ts).
 */

const compact = (text: string) => text.replace(/[\s.-]/g, '').toUpperCase();

/** The Luhn check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const d = Number(digits[digits.length - 1 - i]) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10 === 0;
}

/** A French SIRET: 14 digits passing Luhn whose first 9 are a SIREN (La Poste's establishments, SIREN 356000000, sum their digits to a multiple of 5). */
export function isSiret(text: string): boolean {
  const digits = compact(text);
  if (!/^\d{14}$/.test(digits) || !isSiren(digits.slice(0, 9))) return false;
  if (digits.startsWith('356000000')) return [...digits].reduce((s, d) => s + Number(d), 0) % 5 === 0;
  return luhnValid(digits);
}

/** A French company number: a SIREN (9 digits) or a SIRET (14 digits), with their check digits. */
export const isSirenOrSiret = (text: string): boolean => (compact(text).length === 14 ? isSiret(text) : isSiren(compact(text)));

/** An Italian partita IVA: 11 digits, the last the Luhn check digit of the first ten. */
export const isPartitaIva = (text: string): boolean => /^\d{11}$/.test(compact(text)) && luhnValid(compact(text));

// codice fiscale: the value of a character at an odd place (1st, 3rd...), digits and letters alike
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const CF_SHAPE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** An Italian codice fiscale of a person: 16 characters (omocodia letters allowed), the last its check letter. */
export function isCodiceFiscale(text: string): boolean {
  const cf = compact(text);
  if (!CF_SHAPE.test(cf)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const c = cf[i];
    const index = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? ODD[index] : index;
  }
  return cf[15] === String.fromCharCode(65 + (sum % 26));
}

/** An Italian identifier: a partita IVA (companies) or a codice fiscale (persons; a company's is its partita IVA). */
export const isItalianId = (text: string): boolean => isPartitaIva(text) || isCodiceFiscale(text);

/** A UK Companies House number: 8 characters, digits or a two-letter prefix (SC, NI, OC, LP...) and 6 digits; fewer digits are zero-padded. */
export const isUkCompanyNumber = (text: string): boolean => /^(\d{1,8}|[A-Z]{2}\d{6})$/.test(compact(text));

/** A Swiss UID: CHE and 9 digits, the last the modulo 11 check digit (weights 5 4 3 2 7 6 5 4; 10 never valid). */
export function isSwissUid(text: string): boolean {
  const digits = compact(text).replace(/^CHE/, '');
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

/** A German commercial register entry: its number, after its register (HRA, HRB, GnR, PR or VR) when given, a court suffix letter allowed. */
export const isGermanRegister = (text: string): boolean => /^(HRA|HRB|GNR|PR|VR)?\d{1,6}[A-Z]{0,2}$/.test(compact(text));

/**
 * A Moroccan ICE (Identifiant Commun de l'Entreprise): 15 digits. Its two last digits are a control
 * key whose algorithm is not published: only the shape is checked.
 */
export const isMoroccanIce = (text: string): boolean => /^\d{15}$/.test(compact(text));
