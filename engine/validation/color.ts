import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';

/** Whether a text is a CSS hex colour (`#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`). */
export function isHexColor(text: string): boolean {
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(text);
}

/** color: a hex colour, else 'Invalid format'. */
export const colorRule: FieldRule = (value) =>
  typeof value === 'string' && isHexColor(value.trim()) ? { value: value.trim() } : { value, errors: [issue('color', MESSAGES.invalidFormat)] };
