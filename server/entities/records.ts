/** A row of a collection table as read from SQL. */
export interface EntityRow {
  id: string;
  registration: string;
  name: string | null;
  status: string | null;
  data: Record<string, unknown>;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  created_by: string | null;
  updated_by: string | null;
}

/** Fields the server owns: never taken from a client body. */
export const SYSTEM_FIELDS = ['_id', '_version', '_insertDate', '_updateDate', '_insertUser', '_updateUser'] as const;

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

/**
 * The API shape of a record: its data plus the system fields (the data keys first, in their order).
 * Built with Object.assign and stores: V8 runs that many times faster than one object literal
 * `{ ...data, _id, ... }`, and lists build it for every row. A stored `__proto__` key (an own
 * property after JSON.parse) goes through the spread, which copies it as data like before.
 */
export function toRecord(row: EntityRow): Record<string, unknown> {
  const data = row.data;
  const record: Record<string, unknown> = Object.hasOwn(data, '__proto__') ? { ...data } : Object.assign({}, data);
  record._id = row.id;
  record.registration = row.registration;
  record.name = row.name ?? data.name ?? null;
  record.status = row.status ?? data.status ?? null;
  record._version = Number(row.version);
  record._insertDate = iso(row.created_at);
  record._updateDate = iso(row.updated_at);
  record._insertUser = row.created_by;
  record._updateUser = row.updated_by;
  return record;
}

/** A client body without the system fields. */
export function stripSystemFields(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const f of SYSTEM_FIELDS) delete out[f];
  return out;
}

export const ROW_COLUMNS =
  'id, registration, name, status, data, version, created_at, updated_at, created_by, updated_by';
