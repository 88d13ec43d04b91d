import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { enterTenant, type Database, type Queryable } from './Database.ts';

function wrap(tx: Transaction | PGlite): Queryable {
  return {
    query: async <R>(sql: string, params?: unknown[]) => {
      const res = await tx.query<R>(sql, params as never[]);
      return { rows: res.rows };
    },
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (PGlite). It has ONE connection, so the tenant is set transaction-locally and
 * PGlite's own transaction lock serialises requests.
 * @param dataDir folder of the database files, or undefined for an in-memory database (tests)
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    withTenant: (tenant, fn) =>
      pg.transaction(async (tx) => {
        const q = wrap(tx);
        await enterTenant(q, tenant);
        return fn(q);
      }),
    admin: (fn) => pg.transaction(async (tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
