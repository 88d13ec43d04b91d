import { localizedMessage, MESSAGES, type PersonRegistration, type RegistrationFormat } from '../../engine/validation/index.ts';
import { registrationIssue } from '../../engine/persons/registrationRules.ts';

export { registrationsToSave } from '../../engine/persons/registrationRules.ts';

/**
 * The message of one registration of the Registrations dialog ('' when valid), in the language of `t`
 * when given: automatic types are not checked.
 */
export function registrationProblem(reg: PersonRegistration, formats: Readonly<Record<string, RegistrationFormat>> = {}, t?: (key: string) => string): string {
  if (!reg.type) return localizedMessage(MESSAGES.mandatory, { label: 'Type' }, t);
  const found = registrationIssue(reg, formats);
  return found ? localizedMessage(found.template, found.params, t) : '';
}

