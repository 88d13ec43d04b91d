import { validateField, type FieldSpec, type ValidationContext } from '../../../engine/validation/index.ts';
import { engineSpec, scriptMessage } from './scriptMessages.ts';

/** Types whose rule checks one item: on a list they apply to each item, the list only checks mandatory. */
export const ITEM_TYPES: ReadonlySet<string> = new Set(['address', 'bankAccount', 'personRegistration', 'phone']);

/** Messages of one field, deduplicated, in the order found. */
export interface FieldIssues {
  errors: string[];
  warnings: string[];
}

function unique(messages: (string | undefined)[]): string[] {
  return [...new Set(messages.filter((m): m is string => Boolean(m)))];
}

/**
 * The messages of one field for its current value, as the engine gives them (the live check of a
 * touched field): the type rule (per item for lists of addresses, bank accounts...), min/max,
 * mandatory, plus the error and warning a script set on the field.
 */
export function fieldIssues(spec: FieldSpec, value: unknown, ctx: ValidationContext): FieldIssues {
  const checked = engineSpec(spec);
  const results = Array.isArray(value) && ITEM_TYPES.has(spec.type)
    ? [validateField({ ...checked, type: 'list' }, value, ctx), ...value.map((item) => validateField({ ...checked, mandatory: undefined }, item, ctx))]
    : [validateField(checked, value, ctx)];
  return {
    errors: unique([...results.flatMap((r) => r.errors.map((e) => e.message)), scriptMessage(spec, 'errorFormat')]),
    warnings: unique([...results.flatMap((r) => r.warnings.map((w) => w.message)), scriptMessage(spec, 'warningFormat')]),
  };
}
