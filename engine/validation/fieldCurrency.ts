import type { FieldSpec } from './FieldSpec.ts';
import { getAtPath } from './paths.ts';

/** Whether a text is a currency code (three capitals) rather than a record path. */
export function isCurrencyCode(text: string | undefined): text is string {
  return text !== undefined && /^[A-Z]{3}$/.test(text);
}

/**
 * The currency of a currency field: its `currency` when that is a code (EUR), else the value at
 * that path of the record (default path `currency`) when it is a code, else `fallback` (the locale's).
 */
export function fieldCurrency(field: FieldSpec, record: unknown, fallback: string): string {
  if (isCurrencyCode(field.currency)) return field.currency;
  const fromRecord = getAtPath(record, field.currency ?? 'currency');
  return typeof fromRecord === 'string' && isCurrencyCode(fromRecord) ? fromRecord : fallback;
}
