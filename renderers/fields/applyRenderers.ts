import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldMeta } from './fieldMeta.ts';
import { resolveRenderer } from './resolveRenderer.ts';

type Registries = { widgets: Readonly<Record<string, unknown>>; fields: Readonly<Record<string, unknown>> };

function isContainer(schema: RJSFSchema | undefined): boolean {
  const types = ([] as unknown[]).concat(schema?.type ?? []);
  return types.includes('object') || types.includes('array');
}

function metaOf(options: Record<string, unknown>): FieldMeta | undefined {
  const found = options.xField ?? options.field;
  return found && typeof found === 'object' ? (found as FieldMeta) : undefined;
}

function applyNode(ui: UiSchema, schema: RJSFSchema | undefined, required: boolean, registries: Registries): UiSchema {
  const out: UiSchema = { ...ui };
  const { field: _legacy, ...options } = (ui['ui:options'] ?? {}) as Record<string, unknown>;
  const meta = metaOf((ui['ui:options'] ?? {}) as Record<string, unknown>);
  if (meta) {
    out['ui:options'] = { ...options, xField: meta, ...(required ? { xRequired: true } : {}) };
    if (out['ui:widget'] === 'hidden' && meta.readOnly && !meta.hidden) {
      delete out['ui:widget'];
      out['ui:readonly'] = true;
    }
    if (meta.type && out['ui:widget'] !== 'hidden') {
      const choice = resolveRenderer(meta, isContainer(schema), registries.widgets, registries.fields);
      delete out['ui:widget'];
      out[choice.kind === 'widget' ? 'ui:widget' : 'ui:field'] = choice.key;
    }
  }
  const props = (schema?.properties ?? {}) as Record<string, RJSFSchema>;
  const requiredKeys = new Set(Array.isArray(schema?.required) ? schema.required : []);
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || !value || typeof value !== 'object') continue;
    if (key === 'items') out.items = applyNode(value as UiSchema, schema?.items as RJSFSchema | undefined, false, registries);
    else out[key] = applyNode(value as UiSchema, props[key], requiredKeys.has(key), registries);
  }
  return out;
}

/**
 * Turns the ui schema made from x-field metadata (engine/forms/toUiSchema) into the one our registry
 * draws: each field gets its widget or rjsf field by the lookup of {@link resolveRenderer}; the
 * metadata moves to `ui:options.xField` (rjsf reads `ui:options.field` as a field override), with
 * `xRequired` when the schema requires the property; an explicitly readOnly field is shown, not hidden.
 */
export function applyRenderers(ui: UiSchema, schema: RJSFSchema, registries: Registries): UiSchema {
  return applyNode(ui, schema, false, registries);
}
