import type { PersonRegistration } from '../../engine/validation/index.ts';
import { joinRegistrationText } from '../../engine/persons/registrationRules.ts';

export { AUTOMATIC_REGISTRATION_TYPES, LOOKUP_REGISTRATION_TYPES, REGISTRATION_PREFIX_LENGTH, splitRegistration } from '../../engine/persons/registrationRules.ts';

/** Type and number as stored: text (`type + number`, spaces removed from digits) or the object. */
export function joinRegistration(reg: PersonRegistration, asObject: boolean): string | PersonRegistration | undefined {
  const text = joinRegistrationText(reg.type, reg.number);
  if (asObject) {
    const number = text.slice((reg.type ?? '').length);
    return reg.type || number ? { ...reg, number: number || null } : undefined;
  }
  return text || undefined;
}

