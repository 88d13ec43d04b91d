import type { FieldSpec } from './FieldSpec.ts';
import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';
import { checkFormat } from './namedFormats.ts';
import type { RegistrationFormat, RuleIssue } from './types.ts';

export type { RegistrationFormat } from './types.ts';

/**
 * The formats every tenant gets for the registration types of the registrationType list (issue 37
 * item 3), checked on every field of that type without a script: a tenant's type list may set its
 * own `inputFormat` / `regex` instead. Identity cards, passports and driving licences have none.
 */
export const DEFAULT_REGISTRATION_FORMATS: Readonly<Record<string, RegistrationFormat>> = {
  SIR: { inputFormat: 'FR_COMPANY' },
  CIF: { inputFormat: 'SPANISHID' },
  NIF: { inputFormat: 'SPANISHID' },
  ITA: { inputFormat: 'ITALIAN_ID' },
  GBR: { inputFormat: 'UK_COMPANY' },
  CHE: { inputFormat: 'SWISS_UID' },
  DEU: { inputFormat: 'DE_REGISTER' },
  ICE: { inputFormat: 'ICE' },
  EVA: { inputFormat: 'VAT' },
  VAT: { inputFormat: 'VAT' },
};

/** The formats of a registration type: the tenant's when its type list sets some, else the default ones. */
export function registrationFormatOf(type: string | undefined, formats?: Readonly<Record<string, RegistrationFormat>>): RegistrationFormat {
  if (!type) return {};
  return formats?.[type] ?? DEFAULT_REGISTRATION_FORMATS[type] ?? {};
}

/** Length of the type prefix of a registration text (`SIR552100554`). */
const PREFIX = 3;

/** Spaces are removed from all-digit input (`123 456 789` -> `123456789`); other text is only trimmed. */
export function normalizeRegistrationNumber(text: string): string {
  const trimmed = text.trim();
  return /^[\d\s]+$/.test(trimmed) ? trimmed.replace(/\s/g, '') : trimmed;
}

/**
 * Checks a registration number (seed 001 §5): 'Invalid registration format, should be a string.'
 * for a non-string; then the type's input format, then its regex ('Invalid format' or the named
 * format's message). A tenant's format-check script runs after this, in the sandbox.
 */
export function checkRegistrationNumber(value: unknown, format: RegistrationFormat = {}, field: FieldSpec = { type: 'text' }): RuleIssue | null {
  if (typeof value !== 'string') return issue('registration', MESSAGES.registrationNotString);
  const number = normalizeRegistrationNumber(value);
  for (const rule of [format.inputFormat, format.regex]) {
    const found = rule ? checkFormat(number, rule, field) : null;
    if (found) return found;
  }
  return null;
}

/** A person registration value: the identifier type and its number. */
export interface PersonRegistration {
  type?: string;
  number?: unknown;
}

/**
 * personRegistration: a mandatory field without a number gives 'Person identifier is mandatory';
 * the number is normalized and checked with the formats of its type.
 */
export const personRegistrationRule: FieldRule = (value, field, ctx) => {
  // a registration text (`SIR552100554`): its type prefix and number, checked by the type's formats; the text is kept as typed
  if (typeof value === 'string' && value.length > PREFIX && /^[A-Z]{3}$/.test(value.slice(0, PREFIX))) {
    const found = checkRegistrationNumber(value.slice(PREFIX), registrationFormatOf(value.slice(0, PREFIX), ctx.registrationFormats), field);
    return found ? { value, errors: [found] } : { value };
  }
  const reg: PersonRegistration = typeof value === 'object' && value !== null ? (value as PersonRegistration) : { number: value };
  if (reg.number === undefined || reg.number === null || reg.number === '') {
    return field.mandatory ? { value, errors: [issue('mandatory', MESSAGES.personIdentifierMandatory, undefined, 'number')] } : { value };
  }
  const format = registrationFormatOf(reg.type, ctx.registrationFormats);
  const found = checkRegistrationNumber(reg.number, format, field);
  const stored = typeof reg.number === 'string' ? { ...reg, number: normalizeRegistrationNumber(reg.number) } : reg;
  return found ? { value: stored, errors: [{ ...found, subPath: 'number' }] } : { value: stored };
};
