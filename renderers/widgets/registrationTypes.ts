import { normalizeRegistrationNumber, type PersonRegistration } from '../../engine/validation/index.ts';

/** Types whose number the server assigns: the number is empty, disabled and not validated (seed 001 §4). */
export const AUTOMATIC_REGISTRATION_TYPES: ReadonlySet<string> = new Set(['AUT', 'COM', 'PTN', 'PRO']);
/** Types whose number can be looked up in an external register. */
export const LOOKUP_REGISTRATION_TYPES: ReadonlySet<string> = new Set(['SIR', 'EVA', 'GBR', 'CHE', 'CIF', 'NIF', 'ITA', 'DEU']);
/** Length of the type prefix of a registration (`SIR552100554`). */
export const REGISTRATION_PREFIX_LENGTH = 3;

/** A registration text (`SIR552100554`, type prefix of 3 letters) read into type and number. */
export function splitRegistration(value: unknown): PersonRegistration {
  if (value && typeof value === 'object') return value as PersonRegistration;
  if (typeof value !== 'string' || !value) return {};
  return { type: value.slice(0, REGISTRATION_PREFIX_LENGTH), number: value.slice(REGISTRATION_PREFIX_LENGTH) };
}

/** Type and number as stored: text (`type + number`, spaces removed from digits) or the object. */
export function joinRegistration(reg: PersonRegistration, asObject: boolean): string | PersonRegistration | undefined {
  const automatic = reg.type ? AUTOMATIC_REGISTRATION_TYPES.has(reg.type) : false;
  const number = automatic || typeof reg.number !== 'string' ? '' : normalizeRegistrationNumber(reg.number);
  if (asObject) return reg.type || number ? { ...reg, number: number || null } : undefined;
  return reg.type || number ? `${reg.type ?? ''}${number}` : undefined;
}
