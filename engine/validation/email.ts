import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';
import type { RuleIssue } from './types.ts';

/** The sample address shown in the email message as a format hint. */
export const EMAIL_SAMPLE = 'name@example.com';

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/**
 * Whether a text is an e-mail address: a dot-atom local part, `@`, and a domain of at least two
 * labels ending in an alphabetic top-level domain; at most 254 characters.
 */
export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

/** The email issue, with the sample shown as a hint: 'Email format should be "{email}"'. */
export function emailIssue(sample = EMAIL_SAMPLE): RuleIssue {
  return issue('email', MESSAGES.email, { email: sample });
}

/** email: trimmed, then checked by {@link isEmail}. */
export const emailRule: FieldRule = (value, _field, ctx) => {
  const text = typeof value === 'string' ? value.trim() : value;
  return typeof text === 'string' && isEmail(text) ? { value: text } : { value: text, errors: [emailIssue(ctx.emailSample)] };
};
