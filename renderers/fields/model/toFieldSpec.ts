import type { FieldSpec } from '../../../engine/validation/index.ts';
import type { FieldMeta } from '../fieldMeta.ts';

const ISO_CODE = /^[A-Z]{3}$/;

/**
 * The currency of a currency field: its `currency` option when it is an ISO code, otherwise the
 * value of the record field it names (default `currency`); undefined means the locale's currency.
 */
export function resolveCurrency(meta: FieldMeta, record: Record<string, unknown> | undefined): string | undefined {
  if (meta.currency && ISO_CODE.test(meta.currency)) return meta.currency;
  const held = record?.[meta.currency ?? 'currency'];
  return typeof held === 'string' && ISO_CODE.test(held) ? held : undefined;
}

/**
 * The validation contract of a field: its x-field metadata, `required` in the schema counting as
 * mandatory, and the currency resolved against the record. Undefined for a node without a type.
 */
export function toFieldSpec(meta: FieldMeta, required = false, record?: Record<string, unknown>): FieldSpec | undefined {
  if (!meta.type) return undefined;
  const currency = meta.type === 'currency' ? resolveCurrency(meta, record) : undefined;
  return { ...meta, type: meta.type, mandatory: meta.mandatory || required || undefined, ...(currency ? { currency } : {}) };
}
