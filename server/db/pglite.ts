import { mkdirSync } from 'node:fs';
import { TransactionAbortedError, type Results } from '@electric-sql/pglite';
import { assertChannel, enterTenantSql, STATEMENT_TIMEOUT_MS, type Database, type DatabaseOptions, type Queryable } from './Database.ts';
import { AUTO, GENERIC, wantsGenericPlan } from './inlineParams.ts';
import { inTurn } from './inTurn.ts';
import { Batch } from './pgliteBatch.ts';
import { inThreadEngine, threadEngine, type PgliteEngine } from './pgliteEngine.ts';
import { PgliteStatements, readPgliteStatements } from './pgliteStatements.ts';
import { StatementGuard } from './statementGuard.ts';

/**
 * One statement in one call: `start()` gives what goes before it in the call (the transaction's
 * start when not yet sent), then the prepared statements to close, the statement (prepared when
 * {@link PgliteStatements} keeps it) and `end`, a statement after it in the same call (COMMIT).
 * A pattern over the newest rows runs its generic plan (inlineParams.ts), then the mode is back
 * for what follows: set back by `end`'s COMMIT, or at once. Answers the statement's rows.
 */
async function runStatement<R>(statements: PgliteStatements, sql: string, params: unknown[] | undefined, owner: boolean, start: () => Batch, send: (batch: Batch) => Promise<Results[]>, end?: string): Promise<R[]> {
  const statement = statements.use(sql, owner);
  const batch = start().close(statements.takeClosing());
  const generic = statement !== undefined && wantsGenericPlan(sql);
  if (generic) batch.simple(`SET LOCAL plan_cache_mode = ${GENERIC}`);
  batch.extended(sql, params, statement);
  const after = end ?? (generic ? `SET LOCAL plan_cache_mode = ${AUTO}` : undefined);
  if (after) batch.simple(after);
  let results;
  try {
    results = await send(batch);
  } catch (err) {
    if (statement) statements.failed(sql, owner, statement);
    throw err;
  }
  if (statement) statements.ran(sql, owner, statement);
  return (results[results.length - (after ? 2 : 1)]?.rows ?? []) as R[];
}

/**
 * One transaction on PGlite's connection, run through its protocol entry point: each statement is
 * ONE call into the embedded database (see {@link Batch}), and the first one carries `BEGIN` and
 * the tenant settings (`enter`) with it, so a request reading one statement costs two calls (the
 * statement, COMMIT) where PGlite's `transaction` + `query` made ten. Statements run prepared
 * ({@link PgliteStatements}). Nothing is sent for a transaction that runs no statement. The
 * caller runs it alone ({@link PgliteEngine.exclusive}). A tenant transaction's statements are
 * timed by `guard` ({@link StatementGuard}): one that times out ends the transaction, which then
 * rolls back whatever `fn` does (its COMMIT, sent once every statement answered, is not timed).
 */
async function runTransaction<T>(pg: PgliteEngine, statements: PgliteStatements, fn: (q: Queryable) => Promise<T>, tenant?: string, enter?: string, guard?: StatementGuard): Promise<T> {
  let started = false;
  let closed = false;
  const send = async (batch: Batch) => {
    if (closed) throw new Error('Transaction is closed');
    return guard ? guard.time(() => pg.run(batch.bytes())) : pg.run(batch.bytes());
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
    query: async <R>(sql: string, params?: unknown[]) => ({ rows: await runStatement<R>(statements, sql, params, tenant === undefined, begin, send) }),
    exec: async (sql: string) => {
      statements.executed(sql);
      await send(begin().simple(sql));
    },
  });
  let result: T;
  try {
    result = await fn(q);
    guard?.check();
  } catch (err) {
    if (started && !closed) {
      closed = true;
      await pg.run(new Batch().simple('ROLLBACK').bytes());
    }
    throw err;
  }
  if (!started) return result;
  closed = true;
  const [commit] = await pg.run(new Batch().simple('COMMIT').bytes(), true);
  // COMMIT of a transaction an error aborted (and the caller went on) answers ROLLBACK
  if (commit?.command === 'ROLLBACK') throw new TransactionAbortedError();
  return result;
}

/**
 * A read transaction statement by statement (Database.withTenant `eachStatement`, the GET routes),
 * as on the PostgreSQL server: each statement is a transaction of its own, ONE call carrying its
 * BEGIN, the tenant settings, the statement and COMMIT, sent without holding PGlite for the
 * request (PgliteEngine.runAlone): in a worker thread the calls of several requests queue there
 * and run back to back while this thread handles the requests around them. A failed statement's
 * COMMIT answers ROLLBACK in the same call, so nothing stays open.
 */
function statementWise(pg: PgliteEngine, statements: PgliteStatements, tenant: string, enter: string, guard: StatementGuard): Queryable {
  const start = () => new Batch().simple(`BEGIN; ${enter}`);
  const send = (batch: Batch) => guard.time(() => pg.runAlone(batch.bytes()));
  return inTurn({
    tenant,
    query: async <R>(sql: string, params?: unknown[]) => ({ rows: await runStatement<R>(statements, sql, params, false, start, send, 'COMMIT') }),
    exec: async (sql: string) => {
      statements.executed(sql);
      await send(start().close(statements.takeClosing()).simple(sql).simple('COMMIT'));
    },
  });
}

/**
 * Whether PGlite runs in a worker thread (pgliteEngine.ts): TABULA_PGLITE_THREAD=1 or 0, else for
 * a database in a folder (`npm start`, the e2e tests, bench/api) and not for one in memory (the
 * unit and server tests, where a worker per database would only add its start).
 */
export function pgliteInThread(dataDir: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  const asked = env.TABULA_PGLITE_THREAD;
  return asked === '1' ? true : asked === '0' ? false : dataDir !== undefined;
}

/**
 * Embedded PostgreSQL (PGlite). It has ONE connection, so the tenant is set transaction-locally and
 * transactions run one at a time ({@link PgliteEngine.exclusive}). The session runs in UTC, like the
 * server pool. PGlite runs in a worker thread or in this one ({@link pgliteInThread}).
 * @param dataDir folder of the database files, or undefined for an in-memory database (tests)
 * @param snapshot a `dumpDataDir` tarball to start an in-memory database from (tests)
 * @param options `statementTimeoutMs`: the {@link StatementGuard}'s timeout of a tenant statement
 */
export async function openPglite(dataDir?: string, snapshot?: Blob, thread = pgliteInThread(dataDir), options: DatabaseOptions = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The embedded database's pages live in memory (or the OS cache): a random page read costs about
  // what a sequential one does, so trigram bitmap scans are not priced out by the disk default of 4.
  const start = { dataDir, snapshot, setup: `SET TIME ZONE 'UTC'; SET random_page_cost = 1.1` };
  const pg = thread ? await threadEngine(start) : await inThreadEngine(start);
  const statements = new PgliteStatements(readPgliteStatements(process.env));
  const statementTimeoutMs = options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  return {
    kind: 'pglite',
    withTenant: (tenant, fn, options) => {
      // read now, in the caller's flow: it carries the partner scope (partnerScope.ts), if any
      const enter = enterTenantSql(tenant);
      const guard = new StatementGuard(statementTimeoutMs);
      return guard.bound(options?.eachStatement ? fn(statementWise(pg, statements, tenant, enter, guard)) : pg.exclusive(() => runTransaction(pg, statements, fn, tenant, enter, guard)));
    },
    admin: (fn) => pg.exclusive(() => runTransaction(pg, statements, fn)),
    close: () => pg.close(),
    dump: () => pg.dump(),
    listen: (channel, onPayload) => pg.listen(assertChannel(channel), onPayload),
    notify: (channel, payload) => pg.notify(assertChannel(channel), payload),
    probe: async () => {
      await pg.runAlone(new Batch().simple('SELECT 1').bytes());
      return { role: 'embedded', replicationLagS: null };
    },
    stats: () => ({ listening: !pg.closed }),
  };
}
