import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertChannel, enterTenantSql, type Database, type Queryable } from './Database.ts';
import { inlineParams } from './inlineParams.ts';

/**
 * The statements of a transaction. `enter` (the tenant settings) is not run alone: it goes with the
 * first statement in one call, that statement's parameters written as literals (inlineParams.ts),
 * or before it when it cannot be rewritten: each call into the embedded database has its cost.
 */
function wrap(tx: Transaction | PGlite, tenant?: string, enter?: string): Queryable {
  let pending = enter;
  const first = async <R>(sql: string, params?: unknown[]): Promise<R[] | undefined> => {
    if (pending === undefined) return undefined;
    const before = pending;
    pending = undefined;
    const inlined = inlineParams(sql, params);
    if (inlined === undefined) {
      await tx.exec(before);
      return undefined;
    }
    const results = await tx.exec(`${before} ${inlined}`);
    return (results[results.length - 1]?.rows ?? []) as R[];
  };
  return {
    tenant,
    query: async <R>(sql: string, params?: unknown[]) => {
      const rows = await first<R>(sql, params);
      if (rows) return { rows };
      const res = await tx.query<R>(sql, params as never[]);
      return { rows: res.rows };
    },
    exec: async (sql: string) => {
      if (await first(sql)) return;
      await tx.exec(sql);
    },
  };
}

/**
 * Gives the event loop one turn. PGlite runs its statements synchronously in this thread, and the
 * transactions queued on its lock follow one another in microtasks: under load one turn of the
 * loop ran hundreds of milliseconds of them, and Node accepts ONE new connection per turn (libuv
 * 1.46), so a burst of new connections waited for minutes (bench/load, 200 users: requests left
 * unanswered for 30 s). Yielding at the start of each transaction lets the loop accept and read
 * between two transactions.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Embedded PostgreSQL (PGlite). It has ONE connection, so the tenant is set transaction-locally and
 * PGlite's own transaction lock serialises requests (one transaction per turn of the event loop,
 * see {@link nextTurn}). The session runs in UTC, like the server pool.
 * @param dataDir folder of the database files, or undefined for an in-memory database (tests)
 * @param snapshot a `dumpDataDir` tarball to start an in-memory database from (tests)
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(snapshot && !dataDir ? { loadDataDir: snapshot } : {}) });
  // The embedded database's pages live in memory (or the OS cache): a random page read costs about
  // what a sequential one does, so trigram bitmap scans are not priced out by the disk default of 4.
  await pg.exec(`SET TIME ZONE 'UTC'; SET random_page_cost = 1.1`);
  return {
    kind: 'pglite',
    withTenant: (tenant, fn) =>
      pg.transaction(async (tx) => {
        await nextTurn();
        return fn(wrap(tx, tenant, enterTenantSql(tenant)));
      }),
    admin: (fn) =>
      pg.transaction(async (tx) => {
        await nextTurn();
        return fn(wrap(tx));
      }),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
    listen: (channel, onPayload) => pg.listen(assertChannel(channel), onPayload).then((off) => () => off()),
    notify: async (channel, payload) => {
      await pg.query('SELECT pg_notify($1, $2)', [assertChannel(channel), payload]);
    },
  };
}
