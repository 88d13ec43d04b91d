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

/** The API shape of a record: its data plus the system fields. */
export function toRecord(row: EntityRow): Record<string, unknown> {
  return {
    ...row.data,
    _id: row.id,
    registration: row.registration,
    name: row.name ?? row.data.name ?? null,
    status: row.status ?? row.data.status ?? null,
    _version: Number(row.version),
    _insertDate: iso(row.created_at),
    _updateDate: iso(row.updated_at),
    _insertUser: row.created_by,
    _updateUser: row.updated_by,
  };
}

/** A client body without the system fields. */
export function stripSystemFields(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const f of SYSTEM_FIELDS) delete out[f];
  return out;
}

export const ROW_COLUMNS =
  'id, registration, name, status, data, version, created_at, updated_at, created_by, updated_by';
