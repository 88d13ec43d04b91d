import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { ErrorObject } from 'ajv';
import { schemaErrors } from './schemaCheck.ts';

type Values = Record<string, unknown>;

/**
 * rjsf's validator without code generation: the same interface and the same error processing as
 * `@rjsf/validator-ajv8` (its processRawValidationErrors), but the schema is interpreted by
 * {@link schemaErrors} instead of being compiled by ajv, which needs `new Function` and so
 * 'unsafe-eval' in the Content-Security-Policy. Nothing is compiled, so nothing is cached either:
 * opening a form costs nothing, and each check walks the schema once.
 */
export class EvalFreeValidator implements ValidatorType<Values, RJSFSchema> {
  rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: Values): { errors?: Result[]; validationError?: Error } {
    try {
      const errors = schemaErrors(schema as Record<string, unknown>, formData);
      return { errors: errors.length ? (errors as Result[]) : undefined };
    } catch (err) {
      return { errors: undefined, validationError: err as Error };
    }
  }

  validateFormData(
    formData: Values | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<Values, RJSFSchema>,
    transformErrors?: ErrorTransformer<Values, RJSFSchema>,
    uiSchema?: UiSchema<Values, RJSFSchema>,
  ): ValidationData<Values> {
    const raw = this.rawValidation<ErrorObject>(schema, formData);
    return processRawValidationErrors(this, raw, formData, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: Values | undefined, rootSchema: RJSFSchema): boolean {
    try {
      return schemaErrors(schema as Record<string, unknown>, formData, rootSchema as Record<string, unknown>).length === 0;
    } catch {
      return false;
    }
  }

  reset(): void {}
}
