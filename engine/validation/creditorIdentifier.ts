import { isSEPACountry } from 'ibantools';
import { unformatIban } from './iban.ts';

/** ISO 7064 MOD 97-10 of an alphanumeric text, letters counted A=10 ... Z=35 (the IBAN check). */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const digits = /[0-9]/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest;
}

/**
 * Whether a text (spaces allowed) is a valid SEPA creditor identifier (EPC262-08): a SEPA country
 * code, two check digits, a three-character creditor business code (not part of the check) and a
 * national identifier of up to 28 characters, whose MOD 97-10 over national identifier + country
 * code + check digits equals 1.
 */
export function isValidCreditorIdentifier(text: string): boolean {
  const id = unformatIban(text);
  const m = /^([A-Z]{2})(\d{2})[A-Z0-9]{3}([A-Z0-9]{1,28})$/.exec(id);
  if (!m || !isSEPACountry(m[1])) return false;
  return mod97(`${m[3]}${m[1]}${m[2]}`) === 1;
}
