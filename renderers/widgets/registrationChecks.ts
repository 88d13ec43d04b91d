import { checkRegistrationNumber, localizedMessage, MESSAGES, type PersonRegistration, type RegistrationFormat } from '../../engine/validation/index.ts';
import { AUTOMATIC_REGISTRATION_TYPES } from './registrationTypes.ts';

/**
 * The message of one registration of the Registrations dialog ('' when valid), in the language of `t`
 * when given: automatic types are not checked.
 */
export function registrationProblem(reg: PersonRegistration, formats: Readonly<Record<string, RegistrationFormat>> = {}, t?: (key: string) => string): string {
  if (!reg.type) return localizedMessage(MESSAGES.mandatory, { label: 'Type' }, t);
  if (AUTOMATIC_REGISTRATION_TYPES.has(reg.type) || reg.number === undefined || reg.number === null || reg.number === '') return '';
  const found = checkRegistrationNumber(reg.number, formats[reg.type] ?? {});
  return found ? localizedMessage(found.template, found.params, t) : '';
}

/**
 * The registrations kept on save (seed 001 §4): items of a non-automatic type without a number are
 * dropped; if every item would be dropped, the first is kept.
 */
export function registrationsToSave<T extends PersonRegistration>(items: readonly T[]): T[] {
  const kept = items.filter((r) => (r.type && AUTOMATIC_REGISTRATION_TYPES.has(r.type)) || (typeof r.number === 'string' && r.number.trim() !== ''));
  return kept.length || !items.length ? kept : [items[0]];
}
