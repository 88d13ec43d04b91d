import { useMemo } from 'react';
import { bundleSchema } from '../../engine/forms/bundleSchema.ts';
import { useEngine } from '../context/EngineContext.ts';
import { buildFormModel, type FormModel, type FormValidationContext } from '../fields/model/buildFormModel.ts';

export type { FormModel };

/**
 * The form of an entity: its schema with shapes inlined, the ui schema drawn by our registry, and the
 * engine's validation (spec messages) as customValidate / transformErrors. Spread it on rjsf's Form.
 */
export function useFormModel(entityName: string, readOnly = false, ctx?: FormValidationContext): FormModel {
  const { registry, shapes } = useEngine();
  const key = JSON.stringify(ctx ?? {});
  return useMemo(() => {
    const info = registry.get(entityName);
    return buildFormModel(bundleSchema(info.schema, shapes), readOnly, JSON.parse(key) as FormValidationContext);
  }, [registry, shapes, entityName, readOnly, key]);
}
