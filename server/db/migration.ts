import { APP_ROLE, type Queryable } from './Database.ts';

/** A versioned migration: applied once, in order, recorded in `schema_migrations`. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** SQL that puts a tenant-scoped table under row-level security for the app role. */
export function tenantPolicySql(table: string): string {
  return `
    ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    DROP POLICY IF EXISTS tenant_isolation ON ${table};
    CREATE POLICY tenant_isolation ON ${table}
      USING (tenant = current_setting('app.tenant', true))
      WITH CHECK (tenant = current_setting('app.tenant', true));
    GRANT SELECT, INSERT, UPDATE, DELETE ON ${table} TO ${APP_ROLE};`;
}

/** Applies the migrations of `migrations` not yet recorded; safe to call at every start and from several instances. */
export async function applyMigrations(q: Queryable, migrations: readonly Migration[]): Promise<number[]> {
  await q.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  await q.query('SELECT pg_advisory_xact_lock(727272)');
  const { rows } = await q.query<{ version: number }>('SELECT version FROM schema_migrations');
  const done = new Set(rows.map((r) => Number(r.version)));
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    await q.exec(m.sql);
    await q.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    applied.push(m.version);
  }
  return applied;
}
