import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { stripPhoneSpaces } from '../../engine/validation/index.ts';
import type { PhoneValue } from '../../schemas/generated/shapes.ts';

/** A phone split for editing: calling code and local number. */
export interface PhoneParts {
  callingCode?: string;
  localNumber: string;
}

/** Reads a stored phone (text such as `+33612345678`, or `{callingCode, localNumber}`) into its parts. */
export function phoneParts(value: unknown, defaultCode?: string): PhoneParts {
  if (value && typeof value === 'object') {
    const phone = value as PhoneValue;
    return { callingCode: phone.callingCode ?? defaultCode, localNumber: phone.localNumber ?? '' };
  }
  if (typeof value !== 'string' || !value) return { callingCode: defaultCode, localNumber: '' };
  const parsed = value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
  return parsed ? { callingCode: `+${parsed.countryCallingCode}`, localNumber: parsed.nationalNumber } : { callingCode: defaultCode, localNumber: value };
}

/**
 * The stored phone (seed 000 §5.1: spaces stripped). As text: the international number (E.164 when
 * libphonenumber reads it, calling code plus digits otherwise); as an object: the parts, stripped.
 */
export function storedPhone(parts: PhoneParts, asObject: boolean): string | PhoneValue | undefined {
  const local = stripPhoneSpaces(parts.localNumber);
  if (!local) return undefined;
  if (asObject) return { ...(parts.callingCode ? { callingCode: parts.callingCode } : {}), localNumber: local };
  if (local.startsWith('+') || !parts.callingCode) return local;
  const parsed = parsePhoneNumberFromString(local, { defaultCallingCode: parts.callingCode.slice(1) });
  return parsed?.number ?? `${parts.callingCode}${local}`;
}
