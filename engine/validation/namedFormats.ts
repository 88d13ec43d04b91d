import type { FieldSpec } from './FieldSpec.ts';
import { issue } from './FieldRule.ts';
import { isValidIban, unformatIban } from './iban.ts';
import { MESSAGES } from './messages.ts';
import { isValidRib } from './rib.ts';
import { isCodiceFiscale, isGermanRegister, isItalianId, isMoroccanIce, isPartitaIva, isSiret, isSirenOrSiret, isSwissUid, isUkCompanyNumber } from './identifiers.ts';
import { isSiren } from './siren.ts';
import { isValidSpanishId } from './spanishId.ts';
import type { RuleIssue } from './types.ts';
import { isUuid } from './uuid.ts';
import { checkVat } from './vat.ts';
import { isZipCode } from './zipCode.ts';

/** A named format check a field's `pattern` may name: `null` when the text passes. */
export type FormatCheck = (text: string, field: FieldSpec) => RuleIssue | null;

const when = (ok: boolean, found: RuleIssue): RuleIssue | null => (ok ? null : found);

/** Named formats a field's `pattern` may give instead of a regular expression. */
export const NAMED_FORMATS: Readonly<Record<string, FormatCheck>> = {
  SPANISHID: (t) => when(isValidSpanishId(t), issue('spanishId', MESSAGES.spanishId)),
  EVA: checkVat,
  'EV-': checkVat,
  VAT: checkVat,
  RIB: (t, f) => when(isValidRib(t, f.country ?? 'MA'), issue('rib', MESSAGES.rib)),
  IBAN: (t) => when(isValidIban(unformatIban(t)), issue('iban', MESSAGES.iban)),
  UUID: (t) => when(isUuid(t), issue('uuid', MESSAGES.uuid)),
  ZIPCODE: (t) => when(isZipCode(t), issue('zipcode', MESSAGES.invalidFormat)),
  SIREN: (t) => when(isSiren(t), issue('siren', MESSAGES.invalidFormat)),
  // national identifiers with their check digits (engine/validation/identifiers.ts)
  SIRET: (t) => when(isSiret(t), issue('siren', MESSAGES.invalidFormat)),
  FR_COMPANY: (t) => when(isSirenOrSiret(t), issue('siren', MESSAGES.invalidFormat)),
  PARTITA_IVA: (t) => when(isPartitaIva(t), issue('format', MESSAGES.invalidFormat)),
  CODICE_FISCALE: (t) => when(isCodiceFiscale(t), issue('format', MESSAGES.invalidFormat)),
  ITALIAN_ID: (t) => when(isItalianId(t), issue('format', MESSAGES.invalidFormat)),
  UK_COMPANY: (t) => when(isUkCompanyNumber(t), issue('format', MESSAGES.invalidFormat)),
  SWISS_UID: (t) => when(isSwissUid(t), issue('format', MESSAGES.invalidFormat)),
  DE_REGISTER: (t) => when(isGermanRegister(t), issue('format', MESSAGES.invalidFormat)),
  ICE: (t) => when(isMoroccanIce(t), issue('format', MESSAGES.invalidFormat)),
};

const patterns = new Map<string, RegExp | null>();

/** A pattern given as `source` or `/source/flags`; `null` (no check) when it does not compile. */
function compile(format: string): RegExp | null {
  if (!patterns.has(format)) {
    const literal = /^\/(.*)\/([a-z]*)$/s.exec(format);
    try {
      patterns.set(format, literal ? new RegExp(literal[1], literal[2]) : new RegExp(format));
    } catch {
      patterns.set(format, null);
    }
  }
  return patterns.get(format) ?? null;
}

/**
 * Checks a text against a field's `pattern`: a name of {@link NAMED_FORMATS}
 * (case-insensitive) runs that check; anything else is a regular expression, 'Invalid format'
 * when the text does not match. A pattern that does not compile checks nothing.
 */
export function checkFormat(text: string, format: string, field: FieldSpec): RuleIssue | null {
  const named = NAMED_FORMATS[format.toUpperCase()];
  if (named) return named(text, field);
  const pattern = compile(format);
  if (!pattern) return null;
  pattern.lastIndex = 0;
  return pattern.test(text) ? null : issue('format', MESSAGES.invalidFormat);
}
