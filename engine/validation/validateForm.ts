import { collectDocumentErrors } from './documentErrors.ts';
import type { FieldSpec } from './FieldSpec.ts';
import { getAtPath, setAtPath } from './paths.ts';
import type { ValidationContext, ValidationIssue } from './types.ts';
import { validateField } from './validateField.ts';

/** Context of a whole form: per-path touched flags and typed select text instead of single values. */
export interface FormContext extends Omit<ValidationContext, 'touched' | 'typedText' | 'path' | 'record'> {
  /** Touched flags by field path; when absent every field counts as touched (the server's view). */
  touched?: Readonly<Record<string, boolean>>;
  /** Text typed but not chosen in select fields, by path. */
  typedText?: Readonly<Record<string, string>>;
}

/** validateForm's answer: the values to store (normalized copy) and every error and warning. */
export interface FormResult {
  values: Record<string, unknown>;
  errors: ValidationIssue[];
  warnings: ValidationIssue[];
}

/**
 * Checks every field of a form (fields keyed by dot path into `values`) with
 * {@link validateField}, plus the document errors of `values.documents`. `values` is not changed:
 * normalized values are written to a copy, made only when something changed.
 */
export function validateForm(fields: Readonly<Record<string, FieldSpec>>, values: Record<string, unknown>, ctx: FormContext = {}): FormResult {
  const { touched, typedText, ...shared } = ctx;
  const errors: ValidationIssue[] = [];
  const warnings: ValidationIssue[] = [];
  let copy: Record<string, unknown> | undefined;
  for (const [path, field] of Object.entries(fields)) {
    const value = getAtPath(values, path);
    const result = validateField(field, value, {
      ...shared,
      path,
      record: values,
      touched: touched ? touched[path] === true : true,
      typedText: typedText?.[path],
    });
    errors.push(...result.errors);
    warnings.push(...result.warnings);
    if (result.value !== value) {
      copy ??= structuredClone(values);
      setAtPath(copy, path, result.value);
    }
  }
  errors.push(...collectDocumentErrors(values.documents));
  return { values: copy ?? values, errors, warnings };
}
