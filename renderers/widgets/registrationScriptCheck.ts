import { isAutomaticType, joinRegistrationText } from '../../engine/persons/registrationRules.ts';
import type { FormatCheckRun } from '../../engine/scripts/formatChecks.ts';
import type { PersonRegistration } from '../../engine/validation/index.ts';

/** The tenant's optional format-check script of registration numbers (seed 001 §5, §7). */
export const REGISTRATION_FORMAT_CHECK = 'personRegistration-format-check';

/**
 * The last step of the registration validation chain: each numbered item is checked by the
 * tenant's format-check script (skipped when the tenant has none). Answers one message per item,
 * '' when valid; a script that fails gives its own message.
 */
export async function scriptProblems(items: readonly PersonRegistration[], run: FormatCheckRun, locale = 'en'): Promise<string[]> {
  const out: string[] = [];
  for (const item of items) {
    const number = typeof item.number === 'string' ? item.number.trim() : '';
    if (!item.type || isAutomaticType(item.type) || !number) {
      out.push('');
      continue;
    }
    try {
      const verdict = await run(REGISTRATION_FORMAT_CHECK, { value: joinRegistrationText(item.type, number), field: 'registrations', entity: 'Person', data: { type: item.type }, locale });
      out.push(verdict?.valid === false ? verdict.message || 'Invalid format' : '');
    } catch (err) {
      out.push(err instanceof Error ? err.message : String(err));
    }
  }
  return out;
}
