type Rec = Record<string, unknown>;

const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A person's `roles` in the shape the schema stores (seed 001 §3): a list of role objects. A
 * string role becomes a role object (`'CLIENT'` -> `{ role: 'CLIENT' }`), a single role (a string
 * or an object) a one-item list; a blank string is no role. Anything else is left as it is, for the
 * schema to refuse with its message.
 */
export function normalizeRoles(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((r) => typeof r === 'string' || isObject(r))) return value;
  return list.filter((r) => !(typeof r === 'string' && !r.trim())).map((r) => (typeof r === 'string' ? { role: r.trim() } : r));
}
