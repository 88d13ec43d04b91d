import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import { validateForm, type FieldSpec } from '../../engine/validation/index.ts';
import type { ContactValue } from '../../engine/persons/contactRules.ts';

/** The x-field of every property of the contact shape (position mandatory, phone, e-mail...). */
export function contactFields(itemSchema: RJSFSchema): Record<string, FieldSpec> {
  const out: Record<string, FieldSpec> = {};
  for (const [key, prop] of Object.entries(itemSchema.properties ?? {})) {
    const spec = (prop as { 'x-field'?: FieldSpec })['x-field'];
    if (spec && !spec.hidden) out[key] = spec;
  }
  return out;
}

/**
 * The messages of a contact being edited in the Contacts modal, as an rjsf error schema (empty
 * when the contact may be saved): the field rules of its shape, e.g. 'Position is mandatory'.
 */
export function contactErrors(itemSchema: RJSFSchema, contact: ContactValue, t?: (key: string) => string): { errorSchema: ErrorSchema; count: number } {
  const { errors } = validateForm(contactFields(itemSchema), contact, { mode: 'write', t });
  const errorSchema: Record<string, { __errors: string[] }> = {};
  for (const e of errors) {
    const key = e.path.split('.')[0];
    (errorSchema[key] ??= { __errors: [] }).__errors.push(e.message);
  }
  return { errorSchema: errorSchema as ErrorSchema, count: errors.length };
}
