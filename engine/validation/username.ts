import { isEmail } from './email.ts';
import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';

const ALLOWED = /^[A-Za-z0-9._@-]+$/;

/**
 * Username validity (seed 000 §5.1): an e-mail address; or, using only letters, digits and
 * `. - _ @` and not ending with `@`, a number or a text containing `@` (which must end with
 * `@{tenant}` when a tenant is given).
 */
export function isValidUsername(username: string, tenant?: string): boolean {
  if (isEmail(username)) return true;
  if (!ALLOWED.test(username) || username.endsWith('@')) return false;
  if (/^\d+$/.test(username)) return true;
  if (!username.includes('@')) return false;
  return !tenant || username.toLowerCase().endsWith(`@${tenant.toLowerCase()}`);
}

/** username: 'Should be a valid email or a valid string ending with @{tenant}'. */
export const usernameRule: FieldRule = (value, _field, ctx) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text && isValidUsername(text, ctx.tenant)) return { value: text };
  return { value, errors: [issue('username', MESSAGES.username, { tenant: ctx.tenant ?? 'tenant' })] };
};
