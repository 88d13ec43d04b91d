import { issue } from './FieldRule.ts';
import { isPartitaIva } from './identifiers.ts';
import { MESSAGES } from './messages.ts';
import { isSiren } from './siren.ts';
import { isValidSpanishId } from './spanishId.ts';
import type { RuleIssue } from './types.ts';

/** A VAT number as checked: upper case, spaces, dots and dashes removed. */
export function normalizeVat(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * The French VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, two digits. Checked only when
 * the key typed is numeric (old-style alphanumeric keys have no published formula).
 */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/**
 * VAT-like fields (formats EVA, EV-, VAT; seed 002 §5.2): must start with two letters
 * ('Must start with two letters'); then the country's rule ({@link vatCountryValid}: FR key, DE,
 * IT, ES, BE check digits...) or 'Invalid format'. `null` when acceptable.
 */
export function checkVat(text: string): RuleIssue | null {
  const vat = normalizeVat(text);
  if (!/^[A-Z]{2}/.test(vat)) return issue('vat', MESSAGES.vatPrefix);
  return vatCountryValid(vat) ? null : issue('vat', MESSAGES.invalidFormat);
}

/** The ISO 7064 MOD 11,10 check of a German VAT number's 9 digits. */
function germanVatValid(digits: string): boolean {
  let product = 10;
  for (const c of digits.slice(0, 8)) {
    let sum = (Number(c) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return (check === 10 ? 0 : check) === Number(digits[8]);
}

/**
 * VAT numbers by country, with their check digits where published: FR (key of the SIREN), DE
 * (MOD 11,10), IT (partita IVA), ES (NIF / NIE / CIF); the shape only for BE, NL, LU, GB, CH, MA
 * (ICE) and LT. Countries not listed pass on their two-letter prefix alone.
 */
const VAT_RULES: Record<string, (rest: string) => boolean> = {
  FR: (r) => /^[0-9A-Z]{2}\d{9}$/.test(r) && isSiren(r.slice(2)) && (!/^\d{2}$/.test(r.slice(0, 2)) || frenchVatKey(r.slice(2)) === r.slice(0, 2)),
  DE: (r) => /^\d{9}$/.test(r) && germanVatValid(r),
  IT: (r) => isPartitaIva(r),
  ES: (r) => isValidSpanishId(r),
  BE: (r) => /^[01]\d{9}$/.test(r) && 97 - (Number(r.slice(0, 8)) % 97) === Number(r.slice(8)),
  NL: (r) => /^\d{9}B\d{2}$/.test(r),
  LU: (r) => /^\d{8}$/.test(r),
  GB: (r) => /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/.test(r),
  CH: (r) => /^E?\d{9}(MWST|TVA|IVA)?$/.test(r),
  MA: (r) => /^\d{15}$/.test(r),
  LT: (r) => /^(\d{9}|\d{12})$/.test(r),
};

/** Whether a VAT number with a known country prefix follows that country's rule (unknown countries: true). */
export function vatCountryValid(text: string): boolean {
  const vat = normalizeVat(text);
  const rule = VAT_RULES[vat.slice(0, 2)];
  return rule ? rule(vat.slice(2)) : true;
}
