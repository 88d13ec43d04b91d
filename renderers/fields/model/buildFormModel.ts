import type { CustomValidator, ErrorTransformer, Experimental_DefaultFormStateBehavior, RegistryFieldsType, RegistryWidgetsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type Ajv from 'ajv';
import { toUiSchema } from '../../../engine/forms/toUiSchema.ts';
import type { JsonSchema } from '../../../engine/registry/types.ts';
import type { ValidationContext } from '../../../engine/validation/index.ts';
import { formTemplates } from '../../templates/index.ts';
import { applyRenderers } from '../applyRenderers.ts';
import { formFields, formWidgets } from '../index.ts';
import { makeCustomValidate } from './makeCustomValidate.ts';
import { makeTransformErrors } from './makeTransformErrors.ts';

/** One validator for every form: ajv caches each compiled schema, so a form compiles once. */
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } });
const ajv = (validator as unknown as { ajv: Ajv }).ajv;

/**
 * Compiles a form's schema as the form opens rather than on its first Save (the brief: no ajv
 * compilation while a form is open). ajv keeps a compiled schema by its object, which is the one
 * rjsf validates, so Save finds it compiled; compiling the same object again costs nothing.
 */
function precompile(schema: JsonSchema): void {
  try {
    ajv.compile(schema);
  } catch {
    // an invalid schema is reported by rjsf when it validates
  }
}
const widgets = formWidgets();
const fields = formFields();

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

/**
 * The form model of a self-contained (bundled) schema: ui schema from its x-field metadata with our
 * renderers applied, the engine's validation wired in as customValidate / transformErrors, and the
 * schema compiled by ajv now, so that nothing is compiled once the form is open.
 */
export function buildFormModel(schema: JsonSchema, readOnly = false, ctx: FormValidationContext = {}): FormModel {
  const uiSchema = applyRenderers(toUiSchema(schema, readOnly), schema as RJSFSchema, { widgets, fields });
  precompile(schema);
  return {
    schema: schema as RJSFSchema,
    uiSchema,
    validator,
    widgets,
    fields,
    templates: formTemplates,
    customValidate: makeCustomValidate(uiSchema, ctx),
    transformErrors: makeTransformErrors(uiSchema),
    experimental_defaultFormStateBehavior: DEFAULTS,
  };
}
