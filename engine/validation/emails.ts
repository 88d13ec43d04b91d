import { emailIssue, isEmail } from './email.ts';
import type { FieldRule } from './FieldRule.ts';

/**
 * Splits a list of addresses (an array, or text separated by commas, semicolons or spaces) into
 * the valid ones, kept in order without duplicates, and the invalid ones.
 */
export function splitEmails(input: unknown): { valid: string[]; invalid: string[] } {
  const items = Array.isArray(input) ? input : typeof input === 'string' ? input.split(/[\s,;]+/) : [input];
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const item of items) {
    const text = typeof item === 'string' ? item.trim() : item;
    if (text === '' || text === null || text === undefined) continue;
    if (typeof text === 'string' && isEmail(text)) {
      if (!valid.includes(text)) valid.push(text);
    } else invalid.push(String(text));
  }
  return { valid, invalid };
}

/** emails: invalid entries are dropped from the stored list and the email message is shown. */
export const emailsRule: FieldRule = (value, _field, ctx) => {
  const { valid, invalid } = splitEmails(value);
  return invalid.length ? { value: valid, errors: [emailIssue(ctx.emailSample)] } : { value: valid };
};
