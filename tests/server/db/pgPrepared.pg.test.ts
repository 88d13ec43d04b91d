import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/Database.ts';
import { openPg } from '../../../server/db/pg.ts';
import { MAX_PER_CONNECTION } from '../../../server/db/pgPrepared.ts';
import { testDatabases, type TestDatabase } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const servers = testDatabases().filter((d) => d.name === 'pg');

describe.skipIf(servers.length > 0)('prepared statements of reads on PostgreSQL', () => {
  it.skip('needs a PostgreSQL server: set TEST_DATABASE_URL (.ci/run does)', () => {});
});

const PATH = '/api/external/external-data';
type Rec = Record<string, unknown>;

/**
 * Issue 20 item 1: a statement-wise read that comes back is the EXECUTE of a statement prepared on
 * its connection (server/db/pgPrepared.ts). On one connection (a pool of one), the same prepared
 * statement serves two tenants, each seeing its own rows only (row-level security reads the
 * tenant when the statement runs, custom and generic plans alike); a dropped statement is prepared
 * again; a failed one answers its error; a connection keeps a bounded number of them.
 */
describe.each(servers)('prepared statements of reads on PostgreSQL', (server) => {
  let s: TestServer;
  let url = '';
  /** One connection: every statement runs on the same server session. */
  let one: Database;
  let table = '';
  const created: Record<'master' | 'test', Rec> = { master: {}, test: {} };

  beforeAll(async () => {
    const db: TestDatabase = { ...server, create: async () => (url = (await server.create()) ?? '') };
    s = await startTestServer(db);
    for (const tenant of ['master', 'test'] as const) {
      const res = await s.inject({ method: 'POST', url: PATH, headers: s[tenant], payload: { name: `${tenant} record` } });
      expect(res.statusCode, res.body).toBe(201);
      created[tenant] = res.json();
    }
    table = s.app.tabula.registry.get('ExternalData').table;
    one = await openPg(url, 1);
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await s?.close();
  });

  const read = <R>(tenant: string, sql: string, params?: unknown[]) => one.withTenant(tenant, (q) => q.query<R>(sql, params), { eachStatement: true }).then((r) => r.rows);
  /** The connection's prepared statements whose text is like `pattern` (this query's own left out), and how often they ran. */
  const preparedLike = (pattern: string) =>
    read<{ n: number; runs: number }>(
      'test',
      `SELECT count(*)::int AS n, COALESCE(sum(generic_plans + custom_plans), 0)::int AS runs FROM pg_prepared_statements WHERE statement LIKE $1 AND statement NOT LIKE '%pg_prepared_statements%'`,
      [pattern],
    ).then((r) => r[0]);

  it('serves two tenants from one prepared statement, each its own rows', async () => {
    const sql = `SELECT name, current_setting('app.tenant') AS tenant FROM ${table} WHERE registration = ANY($1::text[]) ORDER BY name`;
    const both = [String(created.master.registration), String(created.test.registration)];
    for (let i = 0; i < 8; i++) {
      for (const tenant of ['master', 'test']) expect(await read(tenant, sql, [both])).toEqual([{ name: `${tenant} record`, tenant }]);
    }
    // prepared once on the connection (from the second run on), run by both tenants since
    expect(await preparedLike(`%PREPARE % AS ${sql}%`)).toEqual({ n: 1, runs: 15 });
  });

  it('answers GET one and lists of each tenant only, run after run', async () => {
    for (let i = 0; i < 8; i++) {
      for (const tenant of ['master', 'test'] as const) {
        const other = tenant === 'master' ? 'test' : 'master';
        const own = await s.inject({ method: 'GET', url: `${PATH}/${String(created[tenant]._id)}`, headers: s[tenant] });
        expect(own.statusCode, own.body).toBe(200);
        expect(JSON.parse(own.body)).toEqual(created[tenant]);
        const theirs = await s.inject({ method: 'GET', url: `${PATH}/${String(created[other]._id)}`, headers: s[tenant] });
        expect(theirs.statusCode).toBe(404);
        const list = await s.inject({ method: 'GET', url: `${PATH}?range=0-9`, headers: s[tenant] });
        expect((JSON.parse(list.body) as Rec[]).map((r) => r.name)).toEqual([`${tenant} record`]);
      }
    }
  });

  it('prepares again a statement the connection no longer has', async () => {
    const sql = `SELECT count(*)::int AS n FROM ${table} WHERE name = $1`;
    expect(await read('test', sql, ['test record'])).toEqual([{ n: 1 }]);
    expect(await read('test', sql, ['test record'])).toEqual([{ n: 1 }]);
    await one.withTenant('test', (q) => q.exec('DEALLOCATE ALL'), { eachStatement: true });
    expect(await preparedLike('%')).toEqual({ n: 0, runs: 0 });
    expect(await read('master', sql, ['master record'])).toEqual([{ n: 1 }]);
    expect(await read('master', sql, ['test record'])).toEqual([{ n: 0 }]);
    expect((await preparedLike(`%PREPARE % AS ${sql}%`)).n).toBe(1);
  });

  it('answers the error of a failed prepared read, and the connection goes on', async () => {
    const sql = 'SELECT 10 / $1::int AS n';
    expect(await read('test', sql, [2])).toEqual([{ n: 5 }]);
    expect(await read('test', sql, [5])).toEqual([{ n: 2 }]);
    await expect(read('test', sql, [0])).rejects.toMatchObject({ code: '22012' });
    expect(await read('test', sql, [1])).toEqual([{ n: 10 }]);
    expect(await read('test', `SELECT current_user AS who, current_setting('app.tenant') AS tenant`)).toEqual([{ who: 'tabula_app', tenant: 'test' }]);
  });

  it('sends unprepared a read whose preparation is refused (a parameter of unknown type)', async () => {
    // `SELECT 'x' IS NULL` is answered; `PREPARE p AS SELECT $1 IS NULL` cannot tell the type of $1 (42P18)
    const sql = 'SELECT $1 IS NULL AS v, 7 AS refused_marker';
    for (const v of ['a', null, 'c']) expect(await read('test', sql, [v])).toEqual([{ v: v === null, refused_marker: 7 }]);
    expect((await preparedLike('%refused_marker%')).n).toBe(0);
    expect(await read('test', `SELECT current_user AS who, current_setting('app.tenant') AS tenant`)).toEqual([{ who: 'tabula_app', tenant: 'test' }]);
  });

  it('keeps at most MAX_PER_CONNECTION statements on a connection', async () => {
    for (let i = 0; i < MAX_PER_CONNECTION + 10; i++) {
      for (let run = 0; run < 2; run++) expect(await read('test', `SELECT ${i} AS i, $1::int AS n`, [run])).toEqual([{ i, n: run }]);
    }
    expect((await preparedLike('%')).n).toBeLessThanOrEqual(MAX_PER_CONNECTION);
  });
});
