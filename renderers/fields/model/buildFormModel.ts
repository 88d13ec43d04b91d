import type { JsonSchema } from '../../../engine/registry/types.ts';
import { formFields, formWidgets } from '../index.ts';
import { buildFormModelWith, type FormModel, type FormValidationContext } from './formModel.ts';

export type { FormModel, FormValidationContext } from './formModel.ts';

const renderers = { widgets: formWidgets(), fields: formFields() };

/** The form model of a self-contained (bundled) schema, drawn with the field registry (fields/index.ts). */
export function buildFormModel(schema: JsonSchema, readOnly = false, ctx: FormValidationContext = {}): FormModel {
  return buildFormModelWith(renderers, schema, readOnly, ctx);
}
