import type { JsonSchema } from '../registry/types.ts';

type Node = JsonSchema & { properties?: Record<string, Node>; items?: Node | Node[]; 'x-field'?: { label?: unknown } };

/**
 * The label (an English key) of the field at a path of an entity's schema (`persons.0.role`: through
 * `persons`' items), for an error that names a field: its `x-field.label`, else its title when it is
 * not a named shape's (a type name). Undefined when the path leaves what the schema spells out (a
 * `$ref` to a shared shape): the error then shows the server's label.
 */
export function schemaLabel(schema: JsonSchema | undefined, path: string): string | undefined {
  let node = schema as Node | undefined;
  for (const segment of path.split('.').filter(Boolean)) {
    if (!node) return undefined;
    if (/^\d+$/.test(segment) && node.items) {
      node = Array.isArray(node.items) ? node.items[Number(segment)] : node.items;
      continue;
    }
    const props: Record<string, Node> | undefined = node.properties ?? (!Array.isArray(node.items) ? node.items?.properties : undefined);
    node = props && Object.hasOwn(props, segment) ? props[segment] : undefined;
  }
  const label = node?.['x-field']?.label ?? (node?.$id === undefined ? node?.title : undefined);
  return typeof label === 'string' && label.trim() ? label : undefined;
}
