import { mkdirSync } from 'node:fs';
import { PGlite, TransactionAbortedError } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { assertChannel, enterTenantSql, type Database, type Queryable } from './Database.ts';
import { AUTO, GENERIC, wantsGenericPlan } from './inlineParams.ts';
import { inTurn } from './inTurn.ts';
import { Batch, resultsOf } from './pgliteBatch.ts';
import { PgliteStatements, readPgliteStatements } from './pgliteStatements.ts';

/**
 * One transaction on PGlite's connection, run through its protocol entry point: each statement is
 * ONE call into the embedded database (see {@link Batch}), and the first one carries `BEGIN` and
 * the tenant settings (`enter`) with it, so a request reading one statement costs two calls (the
 * statement, COMMIT) where PGlite's `transaction` + `query` made ten. Statements run prepared
 * ({@link PgliteStatements}). Nothing is sent for a transaction that runs no statement. The
 * caller holds PGlite's query lock for the whole run.
 */
async function runTransaction<T>(pg: PGlite, statements: PgliteStatements, fn: (q: Queryable) => Promise<T>, tenant?: string, enter?: string): Promise<T> {
  let started = false;
  let closed = false;
  const send = async (batch: Batch, last = false) => {
    if (closed) throw new Error('Transaction is closed');
    const messages = await pg.execProtocolStream(batch.bytes(), { syncToFs: last });
    return resultsOf(messages, pg.parsers);
  };
  const begin = () => {
    const batch = new Batch();
    if (!started) batch.simple(enter ? `BEGIN; ${enter}` : 'BEGIN');
    started = true;
    return batch;
  };
  // statements given at once (a Promise.all over the transaction) run one after the other
  const q: Queryable = inTurn({
    tenant,
    query: async <R>(sql: string, params?: unknown[]) => {
      const owner = tenant === undefined;
      const statement = statements.use(sql, owner);
      const batch = begin().close(statements.takeClosing());
      // a pattern over the newest rows runs its generic plan (inlineParams.ts), then the mode is back for the transaction's next statements
      const generic = statement !== undefined && wantsGenericPlan(sql);
      if (generic) batch.simple(`SET LOCAL plan_cache_mode = ${GENERIC}`);
      batch.extended(sql, params, statement);
      if (generic) batch.simple(`SET LOCAL plan_cache_mode = ${AUTO}`);
      let results;
      try {
        results = await send(batch);
      } catch (err) {
        if (statement) statements.failed(sql, owner, statement);
        throw err;
      }
      if (statement) statements.ran(sql, owner, statement);
      return { rows: (results[results.length - (generic ? 2 : 1)]?.rows ?? []) as R[] };
    },
    exec: async (sql: string) => {
      statements.executed(sql);
      await send(begin().simple(sql));
    },
  });
  let result: T;
  try {
    result = await fn(q);
  } catch (err) {
    if (started && !closed) {
      closed = true;
      await pg.execProtocolStream(new Batch().simple('ROLLBACK').bytes());
    }
    throw err;
  }
  if (!started) return result;
  const [commit] = await send(new Batch().simple('COMMIT'), true);
  closed = true;
  // COMMIT of a transaction an error aborted (and the caller went on) answers ROLLBACK
  if (commit?.command === 'ROLLBACK') throw new TransactionAbortedError();
  return result;
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
  const statements = new PgliteStatements(readPgliteStatements(process.env));
  // PGlite's query lock (its own query, exec, listen and transaction wait for it too), then one turn
  const exclusive = <T>(run: () => Promise<T>) =>
    pg.runExclusive(async () => {
      await nextTurn();
      if (pg.closed) throw new Error('PGlite is closed');
      return run();
    });
  return {
    kind: 'pglite',
    withTenant: (tenant, fn) => exclusive(() => runTransaction(pg, statements, fn, tenant, enterTenantSql(tenant))),
    admin: (fn) => exclusive(() => runTransaction(pg, statements, fn)),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
    listen: (channel, onPayload) => pg.listen(assertChannel(channel), onPayload).then((off) => () => off()),
    notify: async (channel, payload) => {
      await pg.query('SELECT pg_notify($1, $2)', [assertChannel(channel), payload]);
    },
  };
}
