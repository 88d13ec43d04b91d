import type { CardLayout, CardSpec } from './types.ts';

/**
 * `.persons.0.name`, `persons[0].name` -> `persons.0.name`. A DOM id (`root_persons_0_name`) is read
 * with `_` as separator, which is ambiguous for names holding `_`: prefer property paths.
 */
export function normalizeFieldPath(path: string): string {
  if (path.startsWith('root_')) return path.slice(5).replace(/_/g, '.');
  return path.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/** The card drawing a field (by its root property), in either column. */
export function cardOfField(layout: CardLayout, path: string): CardSpec | undefined {
  const root = normalizeFieldPath(path).split('.')[0];
  return [...layout.left, ...layout.right].find((c) => c.fields.includes(root));
}

/** The person tab to open for a field under `persons` (seed 002 §2.9), or undefined. */
export function personTabOf(path: string): number | undefined {
  const m = /^persons\.(\d+)/.exec(normalizeFieldPath(path));
  return m ? Number(m[1]) : undefined;
}

/** The DOM id rjsf gives a field path: `persons.0.name` -> `root_persons_0_name`. */
export function fieldDomId(path: string): string {
  return `root_${normalizeFieldPath(path).replace(/\./g, '_')}`;
}
