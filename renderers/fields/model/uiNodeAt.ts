import type { UiSchema } from '@rjsf/utils';

function child(node: UiSchema | undefined, key: string): UiSchema | undefined {
  if (!node) return undefined;
  const next = /^\d+$/.test(key) ? node.items : node[key];
  return next && typeof next === 'object' ? (next as UiSchema) : undefined;
}

/** The ui schema node of a dot path (`addresses.0.zipcode` walks `addresses`, `items`, `zipcode`). */
export function uiNodeAt(ui: UiSchema, path: string): UiSchema | undefined {
  return path.split('.').filter(Boolean).reduce<UiSchema | undefined>(child, ui);
}
