import pg from 'pg';
import { enterTenant, type Database, type Queryable } from './Database.ts';

// Keep dates and big numbers as text: the API answers JSON, and money must not pass through floats.
pg.types.setTypeParser(1700, (v) => v);
pg.types.setTypeParser(20, (v) => v);

function wrap(client: pg.PoolClient): Queryable {
  return {
    query: async <R>(sql: string, params?: unknown[]) => {
      const res = await client.query(sql, params);
      return { rows: res.rows as R[] };
    },
    exec: async (sql: string) => {
      await client.query(sql);
    },
  };
}

async function inTransaction<T>(pool: pg.Pool, fn: (q: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(wrap(client));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** A PostgreSQL server reached through DATABASE_URL, with a connection pool. */
export async function openPg(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  await pool.query('SELECT 1');
  return {
    kind: 'pg',
    withTenant: (tenant, fn) =>
      inTransaction(pool, async (q) => {
        await enterTenant(q, tenant);
        return fn(q);
      }),
    admin: (fn) => inTransaction(pool, fn),
    close: () => pool.end(),
  };
}
