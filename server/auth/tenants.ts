import { AppError } from '../../engine/errors/AppError.ts';
import type { Queryable } from '../db/Database.ts';

/** A row of the global tenants table, as the API answers it (the Tenant entity's shape). */
export interface TenantRecord {
  registration: string;
  name: string;
  label: string;
  _insertDate: string;
  [field: string]: unknown;
}

interface TenantRow {
  name: string;
  label: string;
  data: Record<string, unknown>;
  created_at: Date | string;
}

const NAME = /^[a-z][a-z0-9-]{1,39}$/;
/** Fields kept in the data column (everything else of the Tenant entity is derived). */
const DATA_FIELDS = ['locale', 'currency', 'timeZone', 'country', 'phoneRegion', 'hosts', 'publicLogo', 'windowTitle', 'frameAncestors', 'adminEmail', 'isActive', 'isSupport', 'calendar'];

function toTenant(row: TenantRow): TenantRecord {
  const created = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  return { ...row.data, registration: row.name, name: row.name, label: row.label, _insertDate: created.toISOString() };
}

function pickData(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(DATA_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
}

export async function listTenants(q: Queryable): Promise<TenantRecord[]> {
  const { rows } = await q.query<TenantRow>('SELECT name, label, data, created_at FROM tenants ORDER BY name');
  return rows.map(toTenant);
}

export async function getTenant(q: Queryable, name: string): Promise<TenantRecord> {
  const { rows } = await q.query<TenantRow>('SELECT name, label, data, created_at FROM tenants WHERE name = $1', [name]);
  if (!rows[0]) throw new AppError('TENANT_NOT_FOUND', [name]);
  return toTenant(rows[0]);
}

/** Creates a tenant: a lower-case name (letters, digits, dashes) that is also its registration. */
export async function createTenant(q: Queryable, body: Record<string, unknown>): Promise<TenantRecord> {
  const name = String(body.registration ?? body.name ?? '').trim();
  if (!NAME.test(name)) throw new AppError('INVALID_FIELD_IN_BODY', ['name', 'lower-case letters, digits and dashes, 2 to 40 characters, starting with a letter']);
  const label = typeof body.label === 'string' && body.label.trim() ? body.label.trim() : name;
  const { rows } = await q.query<TenantRow>(
    `INSERT INTO tenants (name, label, data) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name, label, data, created_at`,
    [name, label, pickData(body)],
  );
  if (!rows[0]) throw new AppError('VALUE_ALREADY_EXISTS', [name, 'name']);
  return toTenant(rows[0]);
}

export async function updateTenant(q: Queryable, name: string, body: Record<string, unknown>): Promise<TenantRecord> {
  const current = await getTenant(q, name);
  const label = typeof body.label === 'string' && body.label.trim() ? body.label.trim() : current.label;
  const { rows } = await q.query<TenantRow>(
    `UPDATE tenants SET label = $2, data = data || $3::jsonb WHERE name = $1 RETURNING name, label, data, created_at`,
    [name, label, pickData(body)],
  );
  return toTenant(rows[0]);
}
