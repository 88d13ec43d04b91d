import { useMemo } from 'react';
import { bundleSchema } from '../../engine/forms/bundleSchema.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { useEngine } from '../context/EngineContext.ts';
import { buildFormModel, type FormModel, type FormValidationContext } from '../fields/model/buildFormModel.ts';

export type { FormModel };

const bundles = new WeakMap<JsonSchema, WeakMap<JsonSchema[], JsonSchema>>();

/**
 * One bundled schema per entity schema and shapes: the forms' validator keeps what it compiled by
 * schema object, so opening the same entity again compiles nothing.
 */
function bundled(schema: JsonSchema, shapes: JsonSchema[]): JsonSchema {
  let byShapes = bundles.get(schema);
  if (!byShapes) bundles.set(schema, (byShapes = new WeakMap()));
  let found = byShapes.get(shapes);
  if (!found) byShapes.set(shapes, (found = bundleSchema(schema, shapes)));
  return found;
}

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
    return buildFormModel(bundled(info.schema, shapes), readOnly, { ...(JSON.parse(key) as FormValidationContext), t });
  }, [info, shapes, readOnly, key, t]);
}
