import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_EXECUTING_WARNING,
  installPgSequentialGuard,
  isAlreadyExecutingWarning,
  OverlappingStatementError,
} from '../support/pgSequentialGuard.ts';
import { openPg } from '../../../server/db/pg.ts';
import { onServer } from '../support/testDatabases.ts';

const url = process.env.TEST_DATABASE_URL;
const guard = installPgSequentialGuard();
/** A turn of the event loop: process warnings are emitted on the next tick. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the warning the guard listens for', () => {
  it("is pg's deprecation warning, and no other warning", async () => {
    const pgWarning = Object.assign(new Error(`${ALREADY_EXECUTING_WARNING} is deprecated and will be removed in pg@9.0.`), { name: 'DeprecationWarning' });
    expect(isAlreadyExecutingWarning(pgWarning)).toBe(true);
    expect(isAlreadyExecutingWarning(Object.assign(new Error('Buffer() is deprecated'), { name: 'DeprecationWarning' }))).toBe(false);
    expect(isAlreadyExecutingWarning(Object.assign(new Error(ALREADY_EXECUTING_WARNING), { name: 'ExperimentalWarning' }))).toBe(false);
    // an unrelated warning of the run is left alone
    process.emitWarning('a deprecation the guard does not care about', { type: 'DeprecationWarning', code: 'TABULA_TEST' });
    await tick();
    expect(guard.take()).toEqual([]);
  });
});

describe.skipIf(!!url)('statements on one pg client', () => {
  it.skip('needs a PostgreSQL server: set TEST_DATABASE_URL (.ci/run does)', () => {});
});

/**
 * The guard of the test run (tests/setup.ts, tests/server/support/pgSequentialGuard.ts): a
 * statement sent on a pg client still executing the previous one is recorded, with the stack of
 * the code that sent it, and the test that sent it fails. These tests take what they provoke
 * (guard.take) so their own run stays clean.
 */
describe.runIf(!!url)('statements on one pg client', () => {
  const onClient = <T>(fn: (c: pg.Client) => Promise<T>) => onServer(url ?? '', fn);

  it('sent without awaiting the previous one: recorded, with the stack of the code that sent it', async () => {
    const answers = await onClient(async (c) => {
      const first = c.query('SELECT pg_sleep(0.05), 1 AS n');
      const second = c.query('SELECT 2 AS n');
      return Promise.all([first, second]);
    });
    // pg still runs both, in turn: the guard does not change what is sent
    expect(answers.map((a) => a.rows[0].n)).toEqual([1, 2]);
    const seen = guard.take();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(OverlappingStatementError);
    expect(seen[0].message).toContain('SELECT 2 AS n');
    expect(seen[0].stack).toContain('pgSequentialGuard.pg.test.ts');
  });

  it('makes the check throw, and so the test fail, with the caller in its stack', async () => {
    await onClient(async (c) => {
      await Promise.all([c.query('SELECT 1'), c.query('SELECT 2'), c.query('SELECT 3')]);
    });
    let thrown: unknown;
    try {
      guard.check('this test');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(OverlappingStatementError);
    const err = thrown as Error;
    // the second and the third statement, the first one leading
    expect(err.message).toContain('Statement: SELECT 2 (this test)');
    expect(err.message).toContain('and after it:');
    expect(err.message).toContain('Statement: SELECT 3');
    expect(err.stack).toContain('pgSequentialGuard.pg.test.ts');
    // pg's own warning (printed once per process) is not counted a second time
    await tick();
    expect(guard.take()).toEqual([]);
    expect(() => guard.check('this test')).not.toThrow();
  });

  it('sent once the previous one answered, also after an error: nothing recorded', async () => {
    await onClient(async (c) => {
      await c.query('BEGIN');
      await expect(c.query('SELECT * FROM no_such_table_of_the_guard')).rejects.toThrow(/no_such_table/);
      await c.query('ROLLBACK');
      for (let i = 0; i < 5; i++) await c.query('SELECT $1::int AS i', [i]);
    });
    expect(guard.take()).toEqual([]);
  });

  it('on separate clients at once (a pool): nothing recorded', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    try {
      const answers = await Promise.all([1, 2, 3, 4].map((n) => pool.query('SELECT pg_sleep(0.02), $1::int AS n', [n])));
      expect(answers.map((a) => a.rows[0].n)).toEqual([1, 2, 3, 4]);
    } finally {
      await pool.end();
    }
    expect(guard.take()).toEqual([]);
  });

  it('LISTEN / UNLISTEN of subscriptions started at once go in turn on the listening connection', async () => {
    const db = await openPg(url ?? '', 1);
    try {
      const heard: string[] = [];
      const offs = await Promise.all(['tabula_guard_a', 'tabula_guard_b', 'tabula_guard_c'].map((ch) => db.listen(ch, (p) => heard.push(`${ch}:${p}`))));
      await db.notify('tabula_guard_c', 'hello');
      await expect.poll(() => heard).toEqual(['tabula_guard_c:hello']);
      await Promise.all(offs.map((off) => off()));
    } finally {
      await db.close();
    }
    expect(guard.take()).toEqual([]);
  });
});
