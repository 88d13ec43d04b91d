import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';

/**
 * text, password, textarea: the value must be text (a number is taken as its text); upperCase /
 * lowerCase force the case. Length bounds and the pattern are checked by validateField.
 */
export const textRule: FieldRule = (value, field) => {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return { value, errors: [issue('format', MESSAGES.invalidFormat)] };
  if (field.upperCase) return { value: text.toUpperCase() };
  if (field.lowerCase) return { value: text.toLowerCase() };
  return { value: text };
};
