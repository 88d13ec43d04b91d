type Rec = Record<string, unknown>;

/** Fields a register's data never overwrites: the record's identity, its type, status and version. */
const KEPT = new Set(['_id', 'registration', 'registrations', 'type', 'status', '_version', 'roles', 'user', 'orgaRegistration']);

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The form record after a register entry was chosen (seed 001 §4 "Selecting a result merges
 * fetched data"): the entry's non-empty values of the entity's own fields (`fields`) replace the
 * record's, except identity fields, and the registration becomes the chosen one.
 */
export function mergeRegistrationData(record: Rec, data: Rec | undefined, registration: string, fields: readonly string[]): Rec {
  const known = new Set(fields);
  const patch = Object.fromEntries(Object.entries(data ?? {}).filter(([k, v]) => known.has(k) && !KEPT.has(k) && !empty(v)));
  return { ...record, ...patch, registration };
}
