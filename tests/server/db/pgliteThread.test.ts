import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/Database.ts';
import { openPglite, pgliteInThread } from '../../../server/db/pglite.ts';

const SETUP = `CREATE ROLE tabula_app;
  CREATE TABLE t (id int PRIMARY KEY, v text NOT NULL);
  INSERT INTO t VALUES (1, 'a'), (2, 'b');
  GRANT SELECT, INSERT, UPDATE ON t TO tabula_app`;

const read = { eachStatement: true };

/**
 * Issue 20 item 4: PGlite in a worker thread (pgliteEngine.ts) behaves as PGlite in the server's
 * thread: the same answers, errors with their database fields, transactions kept apart, reads
 * statement by statement, notifications, dumps. Each case runs on both.
 */
describe.each([
  { name: 'a worker thread', thread: true },
  { name: "the server's thread", thread: false },
])('PGlite in $name', ({ thread }) => {
  // one database for the cases, in turn (the last one closes it and opens its dump)
  let db: Database;
  beforeAll(async () => {
    db = await openPglite(undefined, undefined, thread);
    await db.admin((q) => q.exec(SETUP));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers reads with typed values, statement by statement', async () => {
    const rows = await db.withTenant('master', async (q) => (await q.query<{ v: string; j: unknown; n: number }>(`SELECT v, $2::jsonb AS j, 1 + 1 AS n FROM t WHERE id = $1`, [2, '{"x":[1]}'])).rows, read);
    expect(rows).toEqual([{ v: 'b', j: { x: [1] }, n: 2 }]);
    // many reads at once: each its own answer, in any order they were asked
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => db.withTenant('master', async (q) => (await q.query<{ i: number }>('SELECT $1::int AS i FROM t WHERE id = 1', [i])).rows[0].i, read)));
    expect(answers).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('gives the database error with its fields and leaves no transaction open', async () => {
    const failed = await db.withTenant('master', (q) => q.query('SELECT 1 / (id - 1) FROM t'), read).catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '22012', message: 'division by zero' });
    const duplicate = await db.withTenant('master', (q) => q.query(`INSERT INTO t VALUES (1, 'again')`)).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(duplicate).toBeInstanceOf(Error);
    // a write transaction that fails half way keeps nothing of it
    await expect(
      db.withTenant('master', async (q) => {
        await q.query(`UPDATE t SET v = 'changed' WHERE id = 2`);
        await q.query(`INSERT INTO t VALUES (2, 'twice')`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.admin((q) => q.query('SELECT id, v FROM t ORDER BY id'))).rows).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
  });

  it('keeps a write transaction apart from the reads asked while it runs', async () => {
    let reads: Promise<string>[] = [];
    await db.withTenant('master', async (q) => {
      await q.query(`UPDATE t SET v = 'during' WHERE id = 1`);
      // asked while the transaction is open: they run after it, and see its committed value
      reads = [1, 2, 3].map(() => db.withTenant('master', async (r) => (await r.query<{ v: string }>('SELECT v FROM t WHERE id = 1')).rows[0].v, read));
      await new Promise((resolve) => setTimeout(resolve, 20));
      await q.query(`UPDATE t SET v = 'after' WHERE id = 1`);
    });
    expect(await Promise.all(reads)).toEqual(['after', 'after', 'after']);
  });

  it('delivers notifications, dumps the database and refuses calls once closed', async () => {
    const heard: string[] = [];
    const off = await db.listen('changes', (payload) => heard.push(payload));
    await db.notify('changes', 'one');
    await db.withTenant('master', (q) => q.query(`SELECT pg_notify('changes', 'two')`));
    await expect.poll(() => heard).toEqual(['one', 'two']);
    await off();
    await db.notify('changes', 'three');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual(['one', 'two']);
    const dump = await db.dump!();
    await db.close();
    await expect(db.admin((q) => q.query('SELECT 1'))).rejects.toThrow(/closed/i);
    db = await openPglite(undefined, dump, thread);
    expect((await db.admin((q) => q.query('SELECT count(*)::int AS n FROM t'))).rows).toEqual([{ n: 2 }]);
  });
});

describe('where PGlite runs', () => {
  it('in a worker thread for a database in a folder, in the server thread in memory, as TABULA_PGLITE_THREAD says otherwise', () => {
    expect(pgliteInThread('/data', {})).toBe(true);
    expect(pgliteInThread(undefined, {})).toBe(false);
    expect(pgliteInThread('/data', { TABULA_PGLITE_THREAD: '0' })).toBe(false);
    expect(pgliteInThread(undefined, { TABULA_PGLITE_THREAD: '1' })).toBe(true);
  });
});
