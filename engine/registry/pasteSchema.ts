import { bundleSchema } from '../forms/bundleSchema.ts';
import type { JsonSchema } from './types.ts';

/** Fields the server owns: never pasted (they are dropped from a clipboard before its check). */
export const SYSTEM_FIELDS = ['_id', '_version', '_insertDate', '_updateDate', '_insertUser', '_updateUser', '_temporaryRegistration'] as const;

/** Most records one paste may create (one request, one transaction). */
export const PASTE_LIMIT = 1000;

const SYSTEM = new Set<string>(SYSTEM_FIELDS);
type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A schema node without annotations (x-field...) and without the read-only properties, at any depth. */
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (!isNode(node)) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-') || key === '$id' || key === '$schema') continue;
    if (key === 'properties' && isNode(value)) {
      out.properties = Object.fromEntries(Object.entries(value).filter(([, p]) => !(isNode(p) && p.readOnly === true)).map(([k, p]) => [k, plain(p)]));
    } else out[key] = plain(value);
  }
  if (Array.isArray(out.required) && isNode(out.properties)) {
    const kept = out.properties;
    out.required = out.required.filter((name) => Object.hasOwn(kept, String(name)));
  }
  return out;
}

/**
 * The JSON Schema of what may be pasted into a list of the entity (seed 002 §7, GET
 * /api/financing/products-schema): an array of 1 to {@link PASTE_LIMIT} records, each an object of
 * the entity's own fields: the system fields and the read-only ones (server-computed or included
 * data such as `organization`) are left out, and no other field is allowed. Shared shapes are
 * inlined, so the schema stands alone; annotations (`x-field`...) are dropped.
 */
export function pasteSchema(entity: JsonSchema, shapes: JsonSchema[] = []): JsonSchema {
  const bundled = bundleSchema(entity, shapes);
  const record = plain(bundled) as JsonSchema;
  const properties = Object.fromEntries(Object.entries(record.properties ?? {}).filter(([name]) => !SYSTEM.has(name)));
  const required = (record.required ?? []).filter((name) => Object.hasOwn(properties, name) && name !== 'registration');
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `${entity.title ?? 'Record'} list`,
    type: 'array',
    minItems: 1,
    maxItems: PASTE_LIMIT,
    items: { type: 'object', additionalProperties: false, properties, ...(required.length ? { required } : {}) },
  };
}

/** Fields a paste draws afresh: a new registration, and the workflow's initial status (seed 002 §4). */
const NOT_COPIED = new Set(['registration', 'status']);

/**
 * The fields a copy keeps: those of the paste schema, without the registration and the status, so
 * that pasted copies get new registrations and start in their workflow's initial status (a create
 * naming another status is refused).
 */
export function copiedFields(entity: JsonSchema): string[] {
  const items = pasteSchema(entity).items as JsonSchema;
  return Object.keys(items.properties ?? {}).filter((name) => !NOT_COPIED.has(name));
}
