import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';

/** Whether a text is a French SIREN: 9 digits passing the Luhn check (spaces ignored). */
export function isSiren(text: string): boolean {
  const digits = text.replace(/\s/g, '');
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const d = Number(digits[8 - i]) * (i % 2 === 1 ? 2 : 1);
    sum += d > 9 ? d - 9 : d;
  }
  return sum % 10 === 0;
}

/** siren: stored without spaces; 'Invalid format' unless a valid SIREN. */
export const sirenRule: FieldRule = (value) => {
  const text = typeof value === 'string' ? value.replace(/\s/g, '') : value;
  return typeof text === 'string' && isSiren(text) ? { value: text } : { value: text, errors: [issue('siren', MESSAGES.invalidFormat)] };
};
