import { issue } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';
import type { RuleIssue } from './types.ts';

const COUNTRY_FORMATS: Record<string, RegExp> = {
  FR: /^FR[0-9A-Z]{2}\d{9}$/,
  LT: /^LT(\d{9}|\d{12})$/,
};

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
 * ('Must start with two letters'); FR is FR + 2 alphanumerics + 9 digits, LT is LT + 9 or 12
 * digits ('Invalid format'). `null` when acceptable.
 */
export function checkVat(text: string): RuleIssue | null {
  const vat = normalizeVat(text);
  if (!/^[A-Z]{2}/.test(vat)) return issue('vat', MESSAGES.vatPrefix);
  const format = COUNTRY_FORMATS[vat.slice(0, 2)];
  if (format && !format.test(vat)) return issue('vat', MESSAGES.invalidFormat);
  if (vat.startsWith('FR') && /^\d{2}$/.test(vat.slice(2, 4)) && frenchVatKey(vat.slice(4)) !== vat.slice(2, 4)) {
    return issue('vat', MESSAGES.invalidFormat);
  }
  return null;
}
