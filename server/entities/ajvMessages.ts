import type { ErrorObject } from 'ajv';
import { toLabel } from '../../engine/registry/naming.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { EMAIL_SAMPLE } from '../../engine/validation/email.ts';
import { DEFAULT_LABEL, MESSAGES, fillMessage } from '../../engine/validation/messages.ts';

type Node = JsonSchema & { 'x-field'?: { label?: unknown }; title?: unknown; properties?: Record<string, JsonSchema> };

/**
 * The label of a schema node: its x-field label, its title, else its property name in words
 * ('lastName' -> 'Last name'). The title of a named shape (one with an `$id`: PersonRole,
 * ContractLine) is a type name, never shown: its property name is used instead.
 */
function labelOf(node: Node | undefined, key: string | undefined): string | undefined {
  const label = node?.['x-field']?.label ?? (node?.$id === undefined ? node?.title : undefined);
  if (typeof label === 'string' && label.trim()) return label;
  return key && !/^\d+$/.test(key) ? toLabel(key) : undefined;
}

/** The property name an ajv error is about: the missing one, else the last segment of its path that is not an index. */
function keyOf(err: ErrorObject): string | undefined {
  if (err.keyword === 'required') return String((err.params as { missingProperty: string }).missingProperty);
  return err.instancePath.split('/').filter((s) => s && !/^\d+$/.test(s)).pop();
}

/**
 * The label of the field an ajv error is about (ajv's `verbose` errors carry the failing schema):
 * for a missing property, the label of that property's schema.
 */
export function ajvFieldLabel(err: ErrorObject): string | undefined {
  const parent = err.parentSchema as Node | undefined;
  const key = keyOf(err);
  const node = err.keyword === 'required' ? parent?.properties?.[key ?? ''] : parent;
  return labelOf(node, key);
}

/** A message of engine/validation/messages.ts: its template (the translation key), the values it is filled with, the text. */
export interface SpecIssue {
  message: string;
  template: string;
  params?: Record<string, string | number>;
}

/**
 * Keywords that only combine other schemas: their errors (`must match "then" schema`, `must match
 * a schema in anyOf`, `must NOT be valid`) say nothing a user can act on. The errors of the schemas
 * they combine are reported instead; when there are none (a `not`, a `oneOf` matched twice) the
 * combinator's error stays and reads `Invalid format`.
 */
const COMBINATORS = new Set(['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not', '$ref', 'false schema']);

/** The errors worth a message: the concrete ones (type, required, format...) before those of combinators. */
export function concreteErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const concrete = errors.filter((e) => !COMBINATORS.has(e.keyword));
  return concrete.length ? concrete : [...errors];
}

/**
 * The spec's message for an ajv error (seed 000 §5, engine/validation/messages.ts), with the
 * field's label, its template and values so a client can word it in its user's language: ajv's own
 * wording ('must match format "email"', 'must be <= 31', 'must have required property') never
 * reaches a user.
 */
export function ajvSpecIssue(err: ErrorObject): SpecIssue {
  const label = ajvFieldLabel(err);
  const p = err.params as Record<string, unknown>;
  const issue = (template: string, params?: Record<string, string | number>): SpecIssue => ({
    message: fillMessage(template, params),
    template,
    ...(params && Object.keys(params).length ? { params } : {}),
  });
  const withLabel = (labelled: string, bare: string, params: Record<string, string | number> = {}) =>
    label ? issue(labelled, { label, ...params }) : issue(bare, params);
  switch (err.keyword) {
    case 'required':
      return withLabel(MESSAGES.mandatory, MESSAGES.mandatoryNoLabel);
    case 'type': {
      const type = String(p.type);
      if (type.startsWith('integer')) return issue(MESSAGES.integer, { label: label ?? DEFAULT_LABEL });
      if (type.startsWith('number')) return issue(MESSAGES.number, { label: label ?? DEFAULT_LABEL });
      return issue(MESSAGES.invalidFormat);
    }
    case 'format': {
      const format = String(p.format);
      if (format === 'email') return issue(MESSAGES.email, { email: EMAIL_SAMPLE });
      if (format.startsWith('date') || format === 'time') return issue(MESSAGES.invalidDate);
      if (format === 'uuid') return issue(MESSAGES.uuid);
      return issue(MESSAGES.invalidFormat);
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return withLabel(MESSAGES.min, MESSAGES.minNoLabel, { min: Number(p.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return withLabel(MESSAGES.max, MESSAGES.maxNoLabel, { max: Number(p.limit) });
    case 'minLength':
      return Number(p.limit) === 1 ? withLabel(MESSAGES.mandatory, MESSAGES.mandatoryNoLabel) : withLabel(MESSAGES.lengthMin, MESSAGES.lengthMinNoLabel, { min: Number(p.limit) });
    case 'maxLength':
      return withLabel(MESSAGES.lengthMax, MESSAGES.lengthMaxNoLabel, { max: Number(p.limit) });
    default:
      // enum, pattern, const, additionalProperties, minItems, a lone combinator ...: the value is not one the field takes
      return issue(MESSAGES.invalidFormat);
  }
}

/** The text of {@link ajvSpecIssue}. */
export function ajvSpecMessage(err: ErrorObject): string {
  return ajvSpecIssue(err).message;
}
