/** A connection that can run SQL: the inside of a transaction, or the admin session. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Runs several statements without parameters (DDL). */
  exec(sql: string): Promise<void>;
}

/**
 * The database as the server sees it: PGlite embedded or a PostgreSQL server, same dialect.
 * Tenant data is only reached through {@link Database.withTenant}, which runs as the non-owner
 * role `tabula_app` with `app.tenant` set for the transaction, so row-level security applies.
 */
export interface Database {
  readonly kind: 'pglite' | 'pg';
  withTenant<T>(tenant: string, fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Owner access for migrations, seeding and global tables (tenants, sessions). */
  admin<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The role every tenant-scoped transaction runs as: no superuser, no owner, so RLS holds. */
export const APP_ROLE = 'tabula_app';

/** Statements that open a tenant-scoped transaction once BEGIN has run. */
export async function enterTenant(q: Queryable, tenant: string): Promise<void> {
  await q.query(`SET LOCAL ROLE ${APP_ROLE}`);
  await q.query(`SELECT set_config('app.tenant', $1, true)`, [tenant]);
}
