import type { JsonSchema } from '../registry/types.ts';

const DROP = new Set(['$id', '$schema', 'x-entity']);

/**
 * Inlines the `$ref`s to shared shapes so that a form library, which resolves only local refs, sees
 * one self-contained schema. Shapes are looked up by file name; unknown refs are left as they are.
 */
export function bundleSchema(schema: JsonSchema, shapes: JsonSchema[]): JsonSchema {
  const byFile = new Map(shapes.map((s) => [String(s.$id ?? '').split('/').pop(), s]));
  const visit = (node: unknown, depth: number): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n, depth));
    if (!node || typeof node !== 'object') return node;
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string' && depth < 8) {
      const target = byFile.get(obj.$ref.split('/').pop());
      if (target) {
        const { $ref: _ref, ...rest } = obj;
        return visit({ ...target, ...rest }, depth + 1);
      }
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) if (!DROP.has(k) || depth === 0) out[k] = visit(v, depth);
    return out;
  };
  const bundled = visit(schema, 0) as JsonSchema;
  delete bundled.$schema;
  delete bundled.$id;
  return bundled;
}
