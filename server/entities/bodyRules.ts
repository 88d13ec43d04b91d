import type { JsonSchema } from '../../engine/registry/types.ts';

type Rec = Record<string, unknown>;
type Deref = (s: JsonSchema) => JsonSchema;

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deepest nesting walked when stripping read-only fields (matches the client's path depth cap). */
const MAX_DEPTH = 5;

/**
 * A client body without the fields the schema marks `readOnly` (server-owned: payment plans, the
 * names an include joined in, `organization`...), at any depth through objects and arrays.
 * Posting back a record read with `include=` so stores nothing the server computed.
 */
export function stripReadOnly(schema: JsonSchema, value: unknown, deref: Deref, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  const s = deref(schema);
  if (Array.isArray(value)) return s.items ? value.map((v) => stripReadOnly(s.items as JsonSchema, v, deref, depth + 1)) : value;
  if (!isObject(value) || !s.properties) return value;
  const out: Rec = {};
  for (const [key, v] of Object.entries(value)) {
    const prop = s.properties[key];
    if (!prop) out[key] = v;
    else if (!(prop.readOnly === true || deref(prop).readOnly === true)) out[key] = stripReadOnly(prop, v, deref, depth + 1);
  }
  return out;
}

/** The top-level schema defaults for fields a new record leaves out (Person type C ...). */
export function applyDefaults(schema: JsonSchema, record: Rec, deref: Deref): Rec {
  const out = { ...record };
  for (const [key, prop] of Object.entries(deref(schema).properties ?? {})) {
    const def = prop.default ?? deref(prop).default;
    if (out[key] === undefined && def !== undefined && !prop.readOnly) out[key] = structuredClone(def);
  }
  return out;
}
