import { issue, type FieldRule } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';
import { isZipCode, zipCodeRuleApplies } from './zipCode.ts';

/** Sub-fields of an address (seed 000 §3.3); configured extra fields come on top. */
export const ADDRESS_FIELDS = [
  'address1', 'address2', 'addressLine', 'type', 'city', 'state', 'zipcode', 'cityCode', 'country', 'location',
  'streetName', 'streetType', 'streetNumber', 'door', 'floor', 'block', 'division', 'subDivision', 'zones',
  'epciCode', 'epciLabel',
] as const;

/** Default address type. */
export const DEFAULT_ADDRESS_TYPE = 'MAIN';

/** An address as stored: named sub-fields plus configured extra ones. */
export type AddressValue = Record<string, unknown>;

/** Every missing sub-field set to null and the type defaulted to MAIN (seed 000 §3.3). */
export function completeAddress(address: AddressValue, extraFields: readonly string[] = []): AddressValue {
  const complete: AddressValue = { ...address };
  for (const key of [...ADDRESS_FIELDS, ...extraFields]) if (complete[key] === undefined) complete[key] = null;
  complete.type ??= DEFAULT_ADDRESS_TYPE;
  return complete;
}

/**
 * The address after its line is edited: clearing the line clears every sub-field, configured
 * extra ones included (seed 001 §5); only the address type and `_id` survive.
 */
export function applyAddressLine(address: AddressValue, line: string | null, extraFields: readonly string[] = []): AddressValue {
  if (line && line.trim()) return { ...address, addressLine: line };
  const cleared: AddressValue = {};
  for (const key of new Set([...ADDRESS_FIELDS, ...extraFields, ...Object.keys(address)])) cleared[key] = null;
  cleared.type = address.type ?? DEFAULT_ADDRESS_TYPE;
  if (address._id !== undefined) cleared._id = address._id;
  return cleared;
}

/** address: the zip code must be 5 digits when the country uses such codes ('Invalid format' on `zipcode`). */
export const addressRule: FieldRule = (value) => {
  if (typeof value !== 'object' || value === null) return { value, errors: [issue('format', MESSAGES.invalidFormat)] };
  const { zipcode, country } = value as AddressValue;
  const zip = typeof zipcode === 'number' ? String(zipcode) : zipcode;
  if (typeof zip === 'string' && zip.trim() && zipCodeRuleApplies(typeof country === 'string' ? country : null) && !isZipCode(zip)) {
    return { value, errors: [issue('zipcode', MESSAGES.invalidFormat, undefined, 'zipcode')] };
  }
  return { value };
};
