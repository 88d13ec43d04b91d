import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';

/** RIB lengths per country; Morocco's RIB has 24 digits (seed 000 §5.3). */
export const RIB_LENGTHS: Record<string, number> = { MA: 24 };

/** The two-digit key of a RIB: 97 − ((first 22 digits × 100) mod 97), as text (`'05'`). */
export function ribKey(first22: string): string {
  const key = 97n - ((BigInt(first22) * 100n) % 97n);
  return key.toString().padStart(2, '0');
}

/**
 * Whether a RIB (spaces ignored) is valid: digits only; for a country with a known length
 * (MA: 24) that length and a correct key in the last two digits.
 */
export function isValidRib(text: string, country = 'MA'): boolean {
  const rib = text.replace(/\s/g, '');
  if (!/^\d+$/.test(rib)) return false;
  const length = RIB_LENGTHS[country.toUpperCase()];
  if (!length) return true;
  return rib.length === length && ribKey(rib.slice(0, 22)) === rib.slice(22);
}

/** The RIB check for the RIB named format and the rib type: stored without spaces; 'RIB is invalid'. */
export const ribRule: FieldRule = (value, field) => {
  const rib = typeof value === 'string' ? value.replace(/\s/g, '') : value;
  if (typeof rib === 'string' && isValidRib(rib, field.country ?? 'MA')) return { value: rib };
  return { value: rib, errors: [issue('rib', MESSAGES.rib)] };
};
