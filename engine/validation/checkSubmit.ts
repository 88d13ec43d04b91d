import type { FieldSpec } from './FieldSpec.ts';
import { isEmptyValue } from './mandatory.ts';
import { getAtPath } from './paths.ts';
import type { ValidationIssue } from './types.ts';
import { validateForm, type FormContext, type FormResult } from './validateForm.ts';

/**
 * Touched flags after a submit attempt: every mandatory, visible, empty field is marked touched
 * so its mandatory error shows (seed 000 §5.2). The input map is not changed.
 */
export function markMandatoryTouched(fields: Readonly<Record<string, FieldSpec>>, values: Record<string, unknown>, touched: Readonly<Record<string, boolean>> = {}): Record<string, boolean> {
  const next = { ...touched };
  for (const [path, field] of Object.entries(fields)) {
    if (field.mandatory && !field.hidden && isEmptyValue(getAtPath(values, path))) next[path] = true;
  }
  return next;
}

/** The outcome of a submit attempt. */
export interface SubmitCheck extends FormResult {
  /** False when a blocking error remains: the form must not be sent. */
  canSubmit: boolean;
  /** Touched flags to show (mandatory empty fields included). */
  touched: Record<string, boolean>;
  /** The errors that prevent the submit. */
  blocking: ValidationIssue[];
}

/**
 * A submit attempt: marks mandatory empty fields touched, validates the form, and blocks on any
 * error, except errors of transitionOnly fields when `skipTransitionErrors` is set (a plain save
 * rather than a workflow transition). Warnings never block.
 */
export function checkSubmit(
  fields: Readonly<Record<string, FieldSpec>>,
  values: Record<string, unknown>,
  ctx: FormContext & { skipTransitionErrors?: boolean } = {},
): SubmitCheck {
  const { skipTransitionErrors, ...formCtx } = ctx;
  const touched = markMandatoryTouched(fields, values, formCtx.touched ?? {});
  const result = validateForm(fields, values, { ...formCtx, touched });
  const blocking = result.errors.filter((e) => !(skipTransitionErrors && e.transition));
  return { ...result, touched, blocking, canSubmit: blocking.length === 0 };
}
