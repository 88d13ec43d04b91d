import { checkRegistrationNumber, normalizeRegistrationNumber, registrationFormatOf, type PersonRegistration, type RegistrationFormat } from '../validation/registration.ts';
import type { RuleIssue } from '../validation/types.ts';

/** Types whose number the server assigns: the number is empty, disabled and not validated (seed 001 §4). */
export const AUTOMATIC_REGISTRATION_TYPES: ReadonlySet<string> = new Set(['AUT', 'COM', 'PTN', 'PRO']);
/** Types whose number can be looked up in a register (seed 001 §4, POST /api/external/pivot/person-registration/{type}). */
export const LOOKUP_REGISTRATION_TYPES: ReadonlySet<string> = new Set(['SIR', 'EVA', 'GBR', 'CHE', 'CIF', 'NIF', 'ITA', 'DEU']);
/** Length of the type prefix of a registration (`SIR552100554`, seed 001 §9). */
export const REGISTRATION_PREFIX_LENGTH = 3;
/** Shortest typed text that starts a lookup. */
export const LOOKUP_MIN_LENGTH = 3;

/** True for AUT, COM, PTN and PRO. */
export function isAutomaticType(type: string | undefined | null): boolean {
  return Boolean(type) && AUTOMATIC_REGISTRATION_TYPES.has(type as string);
}

/** True for the types with a register to look numbers up in (SIR ... DEU). */
export function isLookupType(type: string | undefined | null): boolean {
  return Boolean(type) && LOOKUP_REGISTRATION_TYPES.has(type as string);
}

/** A registration text (`SIR552100554`) read into its type prefix and number; an object is kept. */
export function splitRegistration(value: unknown): PersonRegistration {
  if (value && typeof value === 'object') return value as PersonRegistration;
  if (typeof value !== 'string' || !value) return {};
  return { type: value.slice(0, REGISTRATION_PREFIX_LENGTH), number: value.slice(REGISTRATION_PREFIX_LENGTH) };
}

/** The registration text of a type and number (`SIR` + `552 100 554` -> `SIR552100554`); an automatic type has no number. */
export function joinRegistrationText(type: string | undefined, number: unknown): string {
  const digits = isAutomaticType(type) || typeof number !== 'string' ? '' : normalizeRegistrationNumber(number);
  return `${type ?? ''}${digits}`;
}

/**
 * The validation chain of one registration number (seed 001 §5), before the tenant's optional
 * format-check script: nothing for an automatic type or an empty number; then the non-string
 * message, the type's input format and the type list's regular expression (spaces removed from
 * all-digit input first); a type the tenant's list gives no format gets its default one
 * (engine/validation/registration.ts: SIREN/SIRET, NIF/NIE/CIF, partita IVA / codice fiscale...).
 */
export function registrationIssue(reg: PersonRegistration, formats: Readonly<Record<string, RegistrationFormat>> = {}): RuleIssue | null {
  if (isAutomaticType(reg.type) || reg.number === undefined || reg.number === null || reg.number === '') return null;
  return checkRegistrationNumber(reg.number, registrationFormatOf(reg.type, formats));
}

const hasNumber = (r: PersonRegistration) => typeof r.number === 'string' && r.number.trim() !== '';

/**
 * The registrations kept on save (seed 001 §4): items of a non-automatic type without a number are
 * dropped; if every item would be dropped, the first is kept.
 */
export function registrationsToSave<T extends PersonRegistration>(items: readonly T[]): T[] {
  const kept = items.filter((r) => isAutomaticType(r.type) || hasNumber(r));
  return kept.length || !items.length ? kept : [items[0]];
}

/** Moves an item to the first position, the others keeping their order ('Set as main registration'). */
export function moveToFirst<T>(items: readonly T[], index: number): T[] {
  if (index <= 0 || index >= items.length) return [...items];
  return [items[index], ...items.slice(0, index), ...items.slice(index + 1)];
}

/** The number a person has for a type: its main registration's when it has that prefix, else its list's. */
export function numberOfType(person: { registration?: unknown; registrations?: unknown }, type: string): string | undefined {
  const main = splitRegistration(typeof person.registration === 'string' ? person.registration : undefined);
  if (main.type === type && typeof main.number === 'string' && main.number) return main.number;
  const list = Array.isArray(person.registrations) ? (person.registrations as PersonRegistration[]) : [];
  const item = list.find((r) => r && r.type === type && hasNumber(r));
  return item ? String(item.number) : undefined;
}
