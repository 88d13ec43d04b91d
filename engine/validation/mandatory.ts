import type { FieldSpec } from './FieldSpec.ts';
import { issue } from './FieldRule.ts';
import { MESSAGES } from './messages.ts';
import type { RuleIssue } from './types.ts';

/**
 * Whether a value counts as empty for the mandatory check: null, undefined, blank text, NaN, or
 * an empty array (a multi-select without selection).
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

/** '{label} is mandatory', or 'Field is mandatory' for a field without a label. */
export function mandatoryIssue(field: FieldSpec): RuleIssue {
  return field.label ? issue('mandatory', MESSAGES.mandatory, { label: field.label }) : issue('mandatory', MESSAGES.mandatoryNoLabel);
}
