import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import type { Database } from '../../../server/db/Database.ts';
import { openPglite } from '../../../server/db/pglite.ts';
import { pgliteTemplate } from '../support/pgliteTemplate.ts';

const TIMEOUT_MS = 300;
const SLOW = 'SELECT pg_sleep(1.5)';

/** The error `work` rejects with, and how long it took to. */
async function failure(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await work.then(
    () => undefined,
    (err: unknown) => err,
  );
  return { error, ms: performance.now() - started };
}

const codeOf = (err: unknown) => (err instanceof AppError ? err.code : String(err));

/** The rows of guard_probe, read as owner (after every transaction queued before). */
const probeRows = (db: Database) => db.admin(async (q) => (await q.query<{ x: number }>('SELECT x FROM guard_probe ORDER BY x')).rows.map((r) => r.x));

describe.each([
  { engine: 'a worker thread (npm start, a database folder)', thread: true },
  { engine: "the server's own thread (in-memory databases)", thread: false },
])("PGlite's statement guard, PGlite in $engine", ({ thread }) => {
  let db: Database;
  beforeAll(async () => {
    // a copy: the worker takes the bytes it is given (the run's template is shared by the files of a fork)
    const snapshot = new Blob([await pgliteTemplate()!.arrayBuffer()]);
    db = await openPglite(undefined, snapshot, thread, { statementTimeoutMs: TIMEOUT_MS });
    await db.admin((q) => q.exec('CREATE TABLE guard_probe (x int); GRANT ALL ON guard_probe TO tabula_app'));
  });
  afterAll(() => db?.close());

  it('commits a transaction whose statements stay within the timeout', async () => {
    await db.withTenant('test', (q) => q.query('INSERT INTO guard_probe VALUES (1)'));
    expect(await probeRows(db)).toEqual([1]);
  });

  it('answers 503 QUERY_TIMEOUT for a slow write transaction and stores none of it', async () => {
    const { error, ms } = await failure(
      db.withTenant('test', async (q) => {
        await q.query('INSERT INTO guard_probe VALUES (2)');
        await q.query(SLOW);
      }),
    );
    expect(codeOf(error)).toBe('QUERY_TIMEOUT');
    expect((error as AppError).status).toBe(503);
    // in a worker the server's timer answers at the timeout; in this thread, once the statement returns
    if (thread) expect(ms).toBeLessThan(1_000);
    else expect(ms).toBeGreaterThanOrEqual(1_400);
    // the statement finished in the background, then the transaction rolled back
    expect(await probeRows(db)).toEqual([1]);
  });

  it('rolls back a transaction that swallows the timeout and goes on: nothing more is sent', async () => {
    let later: unknown;
    const { error } = await failure(
      db.withTenant('test', async (q) => {
        await q.query('INSERT INTO guard_probe VALUES (3)');
        await q.query(SLOW).catch(() => undefined);
        later = await q.query('INSERT INTO guard_probe VALUES (4)').catch((err: unknown) => err);
        return 'done';
      }),
    );
    expect(codeOf(error)).toBe('QUERY_TIMEOUT');
    expect(await probeRows(db)).toEqual([1]);
    expect(codeOf(later)).toBe('QUERY_TIMEOUT');
  });

  it('times a read statement by statement (the GET routes) too, then keeps serving', async () => {
    const { error, ms } = await failure(db.withTenant('test', (q) => q.query(SLOW), { eachStatement: true }));
    expect(codeOf(error)).toBe('QUERY_TIMEOUT');
    if (thread) expect(ms).toBeLessThan(1_000);
    // the database is busy until the statement ends (an owner transaction waits for it, untimed)
    expect(await probeRows(db)).toEqual([1]);
    const rows = await db.withTenant('test', async (q) => (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM guard_probe')).rows, { eachStatement: true });
    expect(rows).toEqual([{ n: 1 }]);
    await db.withTenant('test', (q) => q.query('INSERT INTO guard_probe VALUES (5)'));
    expect(await probeRows(db)).toEqual([1, 5]);
  });

  it('leaves owner transactions (migrations, seeding) untimed', async () => {
    await expect(db.admin((q) => q.query('SELECT pg_sleep(0.5)'))).resolves.toBeDefined();
  });
});
