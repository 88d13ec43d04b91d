import type { CustomValidator, ErrorTransformer, Experimental_DefaultFormStateBehavior, RegistryFieldsType, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { toUiSchema } from '../../../engine/forms/toUiSchema.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import type { ValidationContext } from '../../../engine/validation/index.ts';
import { formTemplates } from '../../templates/index.ts';
import { applyRenderers } from '../applyRenderers.ts';
import { EvalFreeValidator } from './evalFreeValidator.ts';
import { makeCustomValidate } from './makeCustomValidate.ts';
import { makeTransformErrors } from './makeTransformErrors.ts';

/**
 * One validator for every form. It interprets the schema rather than compiling it with ajv: ajv's
 * code generation needs 'unsafe-eval', which the Content-Security-Policy refuses (issue 19 item 6).
 * Nothing is compiled, so nothing is compiled while a form is open either.
 */
const validator = new EvalFreeValidator();

type Values = Record<string, unknown>;

/**
 * How rjsf fills defaults: schema defaults only (type MAIN of an address), never placeholder
 * objects or `minItems` rows of null (a `location` of `[null, null]` would fail its own schema).
 */
const DEFAULTS: Experimental_DefaultFormStateBehavior = {
  arrayMinItems: { populate: 'requiredOnly' },
  emptyObjectFields: 'skipEmptyDefaults',
  constAsDefaults: 'never',
};

/** Everything an rjsf `<Form>` needs to draw and check a schema with our registry; spread it on the Form. */
export interface FormModel {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: typeof validator;
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  templates: typeof formTemplates;
  customValidate: CustomValidator<Values>;
  transformErrors: ErrorTransformer;
  experimental_defaultFormStateBehavior: Experimental_DefaultFormStateBehavior;
}

/** Validation context of a form: what the engine rules need besides the values. */
export type FormValidationContext = Omit<ValidationContext, 'touched' | 'path' | 'typedText'>;

/** The field and widget renderers a form draws with (fields/index.ts, or an rjsf registry's). */
export interface FormRenderers {
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
}

/**
 * The form model of a self-contained (bundled) schema: ui schema from its x-field metadata with the
 * given renderers applied, and the engine's validation wired in as customValidate / transformErrors.
 * It imports no renderer itself, so a widget may build a form of its own (the quick-add dialog).
 */
export function buildFormModelWith({ widgets, fields }: FormRenderers, schema: JsonSchema, readOnly = false, ctx: FormValidationContext = {}): FormModel {
  const uiSchema = applyRenderers(toUiSchema(schema, readOnly), schema as RJSFSchema, { widgets, fields });
  return {
    schema: schema as RJSFSchema,
    uiSchema,
    validator,
    widgets,
    fields,
    templates: formTemplates,
    customValidate: makeCustomValidate(uiSchema, ctx),
    transformErrors: makeTransformErrors(uiSchema, ctx.t),
    experimental_defaultFormStateBehavior: DEFAULTS,
  };
}
