import pg from 'pg';
import { assertChannel, enterTenantSql, type Database, type Queryable } from './Database.ts';

// Keep dates and big numbers as text: the API answers JSON, and money must not pass through floats.
pg.types.setTypeParser(1700, (v) => v);
pg.types.setTypeParser(20, (v) => v);

function wrap(client: pg.PoolClient, tenant?: string): Queryable {
  return {
    tenant,
    query: async <R>(sql: string, params?: unknown[]) => {
      const res = await client.query(sql, params);
      return { rows: res.rows as R[] };
    },
    exec: async (sql: string) => {
      await client.query(sql);
    },
  };
}

/** Runs `fn` in a transaction; `begin` is sent in the same round trip as BEGIN. */
async function inTransaction<T>(pool: pg.Pool, begin: string, fn: (q: Queryable) => Promise<T>, tenant?: string): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`BEGIN; ${begin}`);
    const result = await fn(wrap(client, tenant));
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

type Handler = (payload: string) => void;

/**
 * The one connection that LISTENs (a pooled connection would lose its subscriptions when released).
 * Opened on the first listen; when it drops it reconnects after a second and listens again
 * (notifications sent meanwhile are lost: listeners treat events as hints, not as a log).
 */
function createListener(url: string) {
  const handlers = new Map<string, Set<Handler>>();
  let client: Promise<pg.Client> | undefined;
  let closed = false;
  const open = (): Promise<pg.Client> => {
    const c = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client === current) client = undefined;
      if (!closed && handlers.size) setTimeout(() => void ensure().catch(() => undefined), 1000);
    };
    c.on('notification', (m) => handlers.get(m.channel)?.forEach((h) => h(m.payload ?? '')));
    c.on('error', () => void c.end().catch(() => undefined));
    c.on('end', lost);
    const current = c.connect().then(async () => {
      for (const channel of handlers.keys()) await c.query(`LISTEN ${channel}`);
      return c;
    });
    current.catch(lost);
    return current;
  };
  const ensure = () => (client ??= open());
  return {
    async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
      const set = handlers.get(channel) ?? new Set();
      const first = !handlers.has(channel);
      set.add(handler);
      handlers.set(channel, set);
      const c = await ensure();
      if (first) await c.query(`LISTEN ${channel}`);
      return async () => {
        set.delete(handler);
        if (set.size || handlers.get(channel) !== set) return;
        handlers.delete(channel);
        if (client && !closed) await (await client).query(`UNLISTEN ${channel}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      closed = true;
      const c = client;
      client = undefined;
      if (c) await (await c.catch(() => undefined))?.end().catch(() => undefined);
    },
  };
}

/** Connections of the pool (PG_POOL_SIZE); a few per core is plenty for short transactions. */
export const DEFAULT_POOL_SIZE = Number(process.env.PG_POOL_SIZE ?? 10);

/**
 * A PostgreSQL server reached through DATABASE_URL, with a connection pool. Sessions run in UTC so
 * day filters on timestamps mean the same day on every server.
 */
export async function openPg(url: string, max = DEFAULT_POOL_SIZE): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, options: '-c TimeZone=UTC' });
  await pool.query('SELECT 1');
  const listener = createListener(url);
  return {
    kind: 'pg',
    withTenant: (tenant, fn) => inTransaction(pool, enterTenantSql(tenant), fn, tenant),
    admin: (fn) => inTransaction(pool, '', fn),
    close: () => Promise.all([pool.end(), listener.close()]).then(() => undefined),
    listen: (channel, onPayload) => listener.listen(assertChannel(channel), onPayload),
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [assertChannel(channel), payload]);
    },
  };
}
