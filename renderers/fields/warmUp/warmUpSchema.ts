import type { JsonSchema } from '../../../engine/registry/types.ts';

/**
 * The field kinds a record form is mostly made of, one field each, drawn once off screen by the
 * form warm-up. Only kinds that draw without asking the server anything (no lookup list, no search).
 */
const KINDS: { type: unknown; format?: string; field: Record<string, unknown> }[] = [
  { type: ['string', 'null'], field: { type: 'text', max: 200 } },
  { type: ['string', 'null'], field: { type: 'text', mandatory: true } },
  { type: ['number', 'null'], field: { type: 'number' } },
  { type: ['integer', 'null'], field: { type: 'integer', min: 0, max: 1000 } },
  { type: ['number', 'null'], field: { type: 'currency', currency: 'EUR' } },
  { type: ['number', 'null'], field: { type: 'percentage' } },
  { type: ['string', 'null'], format: 'date', field: { type: 'date' } },
  { type: ['string', 'null'], format: 'date-time', field: { type: 'datetime' } },
  { type: ['string', 'null'], field: { type: 'select', select: { options: [{ value: 'A', label: 'A' }, { value: 'B', label: 'B' }] } } },
  { type: ['string', 'null'], field: { type: 'email' } },
  { type: ['string', 'null'], field: { type: 'phone' } },
  { type: ['string', 'null'], field: { type: 'iban' } },
  { type: ['boolean', 'null'], field: { type: 'checkbox' } },
  { type: ['boolean', 'null'], field: { type: 'switch' } },
  { type: ['string', 'null'], field: { type: 'textarea', rows: 2 } },
];

/** The names of the warm-up form's fields. */
export const WARM_UP_FIELDS = KINDS.map((_, i) => `w${i}`);

/** The warm-up form's schema: `w0`..`wN`, labelled with their kind (never shown: drawn off screen, hidden from assistive technology). */
export function warmUpSchema(): JsonSchema {
  const properties = Object.fromEntries(
    KINDS.map((kind, i) => [`w${i}`, { type: kind.type, ...(kind.format ? { format: kind.format } : {}), 'x-field': { ...kind.field, label: `warm-up ${String(kind.field.type)}` } }]),
  );
  return { title: 'WarmUp', type: 'object', properties } as unknown as JsonSchema;
}
