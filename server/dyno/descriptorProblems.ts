import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { metaSchemas } from '../../schemas/generated/catalog.ts';
import type { DynoDescriptor } from '../../schemas/generated/meta.ts';

/** A descriptor of the tenant's dyno-descriptors item that cannot become an entity, and why. */
export interface DynoProblem {
  index: number;
  name: unknown;
  message: string;
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

let validator: ValidateFunction | undefined;
function validate(): ValidateFunction {
  if (validator) return validator;
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  for (const schema of metaSchemas) ajv.addSchema(schema);
  return (validator = ajv.getSchema('https://tabula.local/schemas/meta/dyno-descriptor.json')!);
}

/** An ajv error in a configurator's words (no schema path): the name rule spelled out, a missing key named. */
function readable(e: ErrorObject): string {
  if (e.instancePath === '/name' && e.keyword === 'pattern') return 'the name must be "dyno" then a capital letter, letters and digits only (dynoVehicleInspection)';
  if (e.keyword === 'required') return `"${String(e.params.missingProperty)}" is missing`;
  const where = e.instancePath.split('/').filter(Boolean).join('.');
  return where ? `"${where}" ${e.message ?? 'is invalid'}` : (e.message ?? 'invalid');
}

function problemOf(d: unknown, index: number, isBuiltIn: (name: string) => boolean): DynoProblem | undefined {
  const name = (d as { name?: unknown } | null)?.name;
  const check = validate();
  if (!check(d)) {
    const message = check.errors?.map(readable).join('; ') ?? 'invalid';
    return { index, name, message };
  }
  const bad = Object.keys((d as DynoDescriptor).properties).find((p) => !FIELD_NAME.test(p));
  if (bad) return { index, name, message: `invalid field name "${bad}"` };
  if (isBuiltIn(String(name))) return { index, name, message: 'the name of a built-in entity' };
  return undefined;
}

/**
 * Splits the content of a `dyno-descriptors` item into the descriptors that can become entities
 * and the problems of the others (docs/dyno-entities.md): the item must be an array; each
 * descriptor must match the meta schema, name its fields as identifiers, not take a built-in
 * entity's name and not repeat a name. Read by the dyno catalogue at each request and by the
 * Script write check, which refuses to store an item with any problem.
 */
export function dynoDescriptorProblems(
  item: unknown,
  isBuiltIn: (name: string) => boolean,
): { descriptors: DynoDescriptor[]; problems: DynoProblem[] } {
  if (item === undefined) return { descriptors: [], problems: [] };
  if (!Array.isArray(item)) return { descriptors: [], problems: [{ index: -1, name: null, message: 'dyno-descriptors must be an array' }] };
  const descriptors: DynoDescriptor[] = [];
  const problems: DynoProblem[] = [];
  const names = new Set<string>();
  for (const [index, d] of item.entries()) {
    const problem = problemOf(d, index, isBuiltIn);
    if (problem) problems.push(problem);
    else if (names.has((d as DynoDescriptor).name)) problems.push({ index, name: (d as DynoDescriptor).name, message: 'a name declared twice' });
    else {
      names.add((d as DynoDescriptor).name);
      descriptors.push(d as DynoDescriptor);
    }
  }
  return { descriptors, problems };
}
