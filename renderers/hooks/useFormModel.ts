import { useMemo } from 'react';
import { useEngine } from '../context/EngineContext.ts';
import { bundledSchema } from './bundledSchema.ts';
import { buildFormModel, type FormModel, type FormValidationContext } from '../fields/model/buildFormModel.ts';

export type { FormModel };

/**
 * The form of an entity: its schema with shapes inlined, the ui schema drawn by our registry, and the
 * engine's validation (spec messages) as customValidate / transformErrors. Spread it on rjsf's Form.
 */
export function useFormModel(entityName: string, readOnly = false, ctx?: FormValidationContext): FormModel {
  const { registry, shapes, t } = useEngine();
  const key = JSON.stringify(ctx ?? {});
  // the entity as registered now: a tenant's collection-extension re-registers it (new fields)
  const info = registry.get(entityName);
  return useMemo(() => {
    // messages in the user's language (t is a function: it stays out of the JSON key)
    return buildFormModel(bundledSchema(info.schema, shapes), readOnly, { ...(JSON.parse(key) as FormValidationContext), t });
  }, [info, shapes, readOnly, key, t]);
}
