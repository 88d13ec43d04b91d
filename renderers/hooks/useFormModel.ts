import { useMemo } from 'react';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { bundleSchema } from '../../engine/forms/bundleSchema.ts';
import { toUiSchema, type UiSchema } from '../../engine/forms/toUiSchema.ts';
import { useEngine } from '../context/EngineContext.ts';

/** One validator for every form: ajv caches each compiled schema, so a form compiles once. */
const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } });

export interface FormModel {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: typeof validator;
}

/** The form of an entity: its schema with shapes inlined and the ui schema from x-field metadata. */
export function useFormModel(entityName: string, readOnly = false): FormModel {
  const { registry, shapes } = useEngine();
  return useMemo(() => {
    const info = registry.get(entityName);
    const schema = bundleSchema(info.schema, shapes) as RJSFSchema;
    return { schema, uiSchema: toUiSchema(info.schema, readOnly), validator };
  }, [registry, shapes, entityName, readOnly]);
}
