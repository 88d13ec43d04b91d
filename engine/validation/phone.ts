import { isSupportedCountry, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import type { PhoneValue } from '../../schemas/generated/shapes.ts';
import { splitLocale } from '../format/localeRules.ts';
import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';

/** Removes every space (and no-break space) from a phone number. */
export function stripPhoneSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '');
}

/**
 * Whether a phone number is valid for its country, with full libphonenumber metadata.
 * A number without `+` is read with `callingCode` (`+212`) or, failing that, in `country`.
 */
export function isValidPhone(number: string, country?: string, callingCode?: string): boolean {
  const text = stripPhoneSpaces(number);
  if (!/^\+?[\d().-]+$/.test(text)) return false;
  const upper = country?.toUpperCase();
  const defaultCountry = upper && isSupportedCountry(upper) ? (upper as CountryCode) : undefined;
  const defaultCallingCode = callingCode ? callingCode.replace(/^\+/, '') : undefined;
  return isValidPhoneNumber(text, defaultCallingCode ? { defaultCallingCode } : { defaultCountry });
}

/**
 * phone: spaces stripped, then validated; a text or a PhoneValue `{callingCode, localNumber}`.
 * The default country is the field's `country`, else the locale's region. Invalid: 'Invalid format'.
 */
export const phoneRule: FieldRule = (value, field, ctx) => {
  const country = field.country ?? splitLocale(ctx.locale.locale).region;
  const parts: PhoneValue = typeof value === 'string' ? { localNumber: value } : typeof value === 'object' && value !== null ? (value as PhoneValue) : {};
  const number = typeof parts.localNumber === 'string' ? stripPhoneSpaces(parts.localNumber) : '';
  const stored = typeof value === 'string' ? number : { ...parts, localNumber: number };
  if (number && isValidPhone(number, country, parts.callingCode)) return { value: stored };
  return { value: stored, errors: [issue('phone', MESSAGES.invalidFormat)] };
};
