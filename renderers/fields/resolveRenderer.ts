import type { FieldMeta } from './fieldMeta.ts';

/** How a field is drawn: an rjsf widget (`ui:widget`) or an rjsf field (`ui:field`), by registry key. */
export interface RendererChoice {
  kind: 'widget' | 'field';
  key: string;
}

/** Registry keys of the fallbacks: the widget and the field showing 'Unknown type {type}'. */
export const FALLBACK_WIDGET = 'FallbackField';
export const FALLBACK_FIELD = 'TabulaFallbackField';

/**
 * The fixed lookup order of STYLE rule 3: the field's explicit `renderer` override, then its `type`,
 * then the fallback that names the unknown type. Lists and objects (which rjsf would draw as an
 * ArrayField / ObjectField) take an rjsf field; values take a widget when one is registered.
 */
export function resolveRenderer(
  meta: FieldMeta,
  container: boolean,
  widgets: Readonly<Record<string, unknown>>,
  fields: Readonly<Record<string, unknown>>,
): RendererChoice {
  for (const key of [meta.renderer, meta.type]) {
    if (!key) continue;
    if (container && key in fields) return { kind: 'field', key };
    if (!container && key in widgets) return { kind: 'widget', key };
    if (!container && key in fields) return { kind: 'field', key };
  }
  return container ? { kind: 'field', key: FALLBACK_FIELD } : { kind: 'widget', key: FALLBACK_WIDGET };
}
