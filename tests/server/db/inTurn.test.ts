import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/Database.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/** What the database answers about the statement's transaction: the tenant it runs for. */
const WHO = `SELECT current_setting('app.tenant', true) AS tenant, $1::int AS i`;

/**
 * Statements given at once on one transaction (a Promise.all) run one after the other
 * (server/db/inTurn.ts): each answers its own rows, each runs inside the transaction and its
 * tenant, also when every statement is a transaction of its own, and pg warns of nothing.
 */
describe.each(testDatabases())('statements given at once on one transaction, on $name', (db) => {
  let s: TestServer;
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);

  beforeAll(async () => {
    s = await startTestServer(db);
    process.on('warning', onWarning);
  }, 120_000);
  afterAll(async () => {
    process.off('warning', onWarning);
    await s?.close();
  });

  const atOnce = (q: Queryable) => Promise.all(Array.from({ length: 8 }, (_, i) => q.query<{ tenant: string | null; i: number }>(WHO, [i])));
  const expected = Array.from({ length: 8 }, (_, i) => [{ tenant: 'test', i }]);

  it('run in turn, each inside the tenant transaction', async () => {
    const answers = await s.app.tabula.db.withTenant('test', atOnce);
    expect(answers.map((a) => a.rows)).toEqual(expected);
  });

  it('run in turn when each statement is a transaction of its own', async () => {
    const answers = await s.app.tabula.db.withTenant('test', atOnce, { eachStatement: true });
    expect(answers.map((a) => a.rows)).toEqual(expected);
  });

  it('a failed statement answers its error, the others their rows, and the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(s.app.tabula.db.admin(async (q) => {
      const all = await Promise.allSettled([q.query('SELECT 1 AS n'), q.query('SELECT * FROM no_such_table'), q.query('SELECT 2 AS n')]);
      for (const r of all) seen.push(r.status);
      throw new Error('done');
    })).rejects.toThrow('done');
    expect(seen).toEqual(['fulfilled', 'rejected', 'rejected']);
    // the connection is usable again
    const { rows } = await s.app.tabula.db.admin((q) => q.query<{ n: number }>('SELECT 3 AS n'));
    expect(rows).toEqual([{ n: 3 }]);
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
  });
});
