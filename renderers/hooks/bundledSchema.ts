import { bundleSchema } from '../../engine/forms/bundleSchema.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';

const bundles = new WeakMap<JsonSchema, WeakMap<JsonSchema[], JsonSchema>>();

/**
 * One bundled schema (shapes inlined) per entity schema and shapes: the forms' validator keeps
 * what it compiled by schema object, so opening the same entity again compiles nothing. Apart from
 * the form model so that a list page can read a form's lookup lists without loading the forms' code.
 */
export function bundledSchema(schema: JsonSchema, shapes: JsonSchema[]): JsonSchema {
  let byShapes = bundles.get(schema);
  if (!byShapes) bundles.set(schema, (byShapes = new WeakMap()));
  let found = byShapes.get(shapes);
  if (!found) byShapes.set(shapes, (found = bundleSchema(schema, shapes)));
  return found;
}
