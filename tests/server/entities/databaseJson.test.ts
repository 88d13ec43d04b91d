import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyProjection } from '../../../engine/query/applyProjection.ts';
import { parseListQuery } from '../../../engine/query/parseListQuery.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const PATH = '/api/external/external-data';

/** Free JSON of every kind the database must write back as the JS path does. */
const SAMPLES: Rec[] = [
  { name: 'plain', request: { a: 1, b: 'two', c: [1, 2.5, -3, 1e21, 0.30000000000000004], d: null, e: true } },
  { name: 'quotes "and" \\ back\\slash\nnew line\ttab', request: { 'key with "quote"': 'é ü 漢字 🙂', nested: { deep: [{ x: [] }, {}] } } },
  { name: null, entityRegistration: 'R-1', response: { empty: '', zero: 0, negative: -0.5, big: 123456789012 } },
];

/**
 * Issue 20 item 1: where a GET answers records as they are stored, PostgreSQL builds the JSON text
 * and the server sends it unparsed. The records must be exactly those of the JS path (toRecord +
 * applyProjection): same values, types and dates, same order, same paging headers.
 */
describe.each(testDatabases())('records built as JSON by the database on $name', (db) => {
  let s: TestServer;
  const created: Rec[] = [];

  beforeAll(async () => {
    s = await startTestServer(db);
    for (const body of SAMPLES) {
      const res = await s.inject({ method: 'POST', url: PATH, headers: s.test, payload: body });
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json());
    }
    // one record of the other tenant, which the test tenant must never see
    const other = await s.inject({ method: 'POST', url: PATH, headers: s.master, payload: { name: 'master only' } });
    expect(other.statusCode, other.body).toBe(201);
    created.push(other.json());
  }, 120_000);
  afterAll(() => s?.close());

  /** The JS path's answer to the same query: the store's records, projected, through JSON. */
  async function jsList(search: string): Promise<Rec[]> {
    const { tabula } = s.app;
    const info = tabula.registry.get('ExternalData');
    const query = parseListQuery(Object.fromEntries(new URLSearchParams(search)), (name) => !!tabula.store.field(info, name));
    const result = await tabula.db.withTenant('test', (q) => tabula.store.list(q, info, query));
    return JSON.parse(JSON.stringify(result.records.map((r) => applyProjection(r, query.projection)))) as Rec[];
  }

  it.each([
    ['the whole list', 'range=0-99'],
    ['a page sorted by name', 'range=0-1&sort=name'],
    ['kept fields', 'range=0-99&projection=name,_version,_insertDate,request'],
    ['dropped fields', 'range=0-99&projection=-_id,-request,-_updateUser'],
    ['a filter', 'range=0-99&entityRegistration=R-1'],
  ])('answers %s exactly as the JS path', async (_label, search) => {
    const res = await s.inject({ method: 'GET', url: `${PATH}?${search}`, headers: s.test });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // the database's text (jsonb writes ", " between members; JSON.stringify does not)
    if (!res.body.startsWith('[]')) expect(res.body).toMatch(/", "/);
    expect(JSON.parse(res.body)).toEqual(await jsList(search));
    const expected = await jsList(search);
    expect(res.headers['pagination-limit']).toBe(String(expected.length));
  });

  it('keeps the paging headers of the JS path', async () => {
    const res = await s.inject({ method: 'GET', url: `${PATH}?range=0-1`, headers: s.test });
    expect(res.headers['pagination-limit']).toBe('2');
    expect(res.headers['pagination-continues']).toBe('true');
    expect(res.headers['pagination-total']).toBe('3');
    const last = await s.inject({ method: 'GET', url: `${PATH}?range=2-3`, headers: s.test });
    expect(last.headers['pagination-limit']).toBe('1');
    expect(last.headers['pagination-continues']).toBe('false');
    expect(JSON.parse(last.body)).toHaveLength(1);
  });

  it('reads the count of a page from the row counters in the page own statement, and folds them', async () => {
    const { tabula } = s.app;
    const info = tabula.registry.get('ExternalData');
    const query = parseListQuery({ range: '0-1' }, (name) => !!tabula.store.field(info, name));
    const statements: string[] = [];
    const read = () =>
      tabula.db.withTenant(
        'test',
        (q) => tabula.store.listJson({ tenant: q.tenant, query: (sql, params) => (statements.push(sql), q.query(sql, params)), exec: (sql) => q.exec(sql) }, info, query, { include: [], exclude: [] }),
        { eachStatement: true },
      );
    const js = await tabula.db.withTenant('test', (q) => tabula.store.list(q, info, query));
    const page = await read();
    // one statement (one round trip): the page and its count together
    expect(statements).toHaveLength(1);
    expect({ total: page.total, continues: page.continues, lower: page.totalIsLowerBound }).toEqual({ total: js.total, continues: js.continues, lower: js.totalIsLowerBound });
    expect(page.total).toBe(3);
    // more deltas than COMPACT_ABOVE: the reader folds them, the count stays right
    const deltas = () => tabula.db.admin((q) => q.query<{ n: number }>('SELECT count(*)::int AS n FROM entity_row_counts WHERE tenant = $1 AND tbl = $2', ['test', info.table]));
    await tabula.db.admin((q) => q.query("INSERT INTO entity_row_counts (tenant, tbl, status, n) SELECT 'test', $1, NULL, 0 FROM generate_series(1, 70)", [info.table]));
    expect((await deltas()).rows[0].n).toBeGreaterThan(70);
    expect((await read()).total).toBe(3);
    expect((await deltas()).rows[0].n).toBeLessThan(5);
    expect((await read()).total).toBe(3);
  });

  it('answers GET one, whole and projected, as the JS path, with its ETag', async () => {
    for (const record of created.slice(0, 3)) {
      const res = await s.inject({ method: 'GET', url: `${PATH}/${String(record.registration)}`, headers: s.test });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toMatch(/", "/);
      expect(res.headers.etag).toBe(`"${String(record._version)}"`);
      const { tabula } = s.app;
      const info = tabula.registry.get('ExternalData');
      const js = await tabula.db.withTenant('test', (q) => tabula.store.get(q, info, String(record.registration)));
      expect(JSON.parse(res.body)).toEqual(JSON.parse(JSON.stringify(js)));
      expect(JSON.parse(res.body)).toEqual(record);
      expect(typeof (JSON.parse(res.body) as Rec)._version).toBe('number');
      expect((JSON.parse(res.body) as Rec)._insertDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const projected = await s.inject({ method: 'GET', url: `${PATH}/${String(record._id)}?projection=name,request,-request`, headers: s.test });
      expect(JSON.parse(projected.body)).toEqual(JSON.parse(JSON.stringify(applyProjection(js, { include: ['name', 'request'], exclude: ['request'] }))));
    }
  });

  it('answers rows written outside the store as the JS path: empty data, system keys inside the data, a name kept in the data only', async () => {
    const table = s.app.tabula.registry.get('ExternalData').table;
    await s.app.tabula.db.admin((q) =>
      q.query(
        `INSERT INTO ${table} (tenant, registration, name, status, data, created_by) VALUES
          ('test', 'RAW-EMPTY', NULL, NULL, '{}'::jsonb, NULL),
          ('test', 'RAW-KEYS', NULL, 'NEW', '{"_id": "forged", "_version": 99, "registration": "OTHER", "name": "From the data", "status": "OLD", "_insertUser": "x", "z": {"a": {}}}'::jsonb, 'ann@test')`,
      ),
    );
    for (const reg of ['RAW-EMPTY', 'RAW-KEYS']) {
      const res = await s.inject({ method: 'GET', url: `${PATH}/${reg}`, headers: s.test });
      expect(res.statusCode, res.body).toBe(200);
      const { tabula } = s.app;
      const js = await tabula.db.withTenant('test', (q) => tabula.store.get(q, tabula.registry.get('ExternalData'), reg));
      expect(JSON.parse(res.body)).toEqual(JSON.parse(JSON.stringify(js)));
      // every key once: the system fields are not written twice
      const keys = [...res.body.matchAll(/"(_id|_version|registration|name|status|_insertUser)":/g)].map((m) => m[1]);
      expect(keys.sort()).toEqual(['_id', '_insertUser', '_version', 'name', 'registration', 'status']);
    }
    const page = await s.inject({ method: 'GET', url: `${PATH}?range=0-99&registration=RAW-EMPTY,RAW-KEYS`, headers: s.test });
    expect(JSON.parse(page.body)).toEqual(await jsList('range=0-99&registration=RAW-EMPTY,RAW-KEYS'));
    expect((JSON.parse(page.body) as Rec[]).find((r) => r.registration === 'RAW-KEYS')).toMatchObject({ name: 'From the data', status: 'NEW', _version: 1, _insertUser: 'ann@test', z: { a: {} } });
    await s.app.tabula.db.admin((q) => q.query(`DELETE FROM ${table} WHERE registration LIKE 'RAW-%'`));
  });

  it('keeps the JS path for what changes the records (dotted projection, HEAD)', async () => {
    const dotted = await s.inject({ method: 'GET', url: `${PATH}?range=0-99&projection=request.a,name`, headers: s.test });
    expect(dotted.body).not.toMatch(/", "/);
    expect(JSON.parse(dotted.body)).toEqual(await jsList('range=0-99&projection=request.a,name'));
    const head = await s.inject({ method: 'HEAD', url: `${PATH}?range=0-99`, headers: s.test });
    expect(head.statusCode).toBe(200);
    expect(head.headers['pagination-limit']).toBe('3');
  });

  it('answers only the caller tenant records (row-level security)', async () => {
    const list = await s.inject({ method: 'GET', url: `${PATH}?range=0-99`, headers: s.test });
    expect((JSON.parse(list.body) as Rec[]).map((r) => r.registration).sort()).toEqual(created.slice(0, 3).map((r) => r.registration).sort());
    const masterOnly = created[3];
    const other = await s.inject({ method: 'GET', url: `${PATH}/${String(masterOnly._id)}`, headers: s.test });
    expect(other.statusCode).toBe(404);
    const own = await s.inject({ method: 'GET', url: `${PATH}?range=0-99`, headers: s.master });
    expect((JSON.parse(own.body) as Rec[]).map((r) => r.name)).toEqual(['master only']);
  });

  it('sets the tenant for every statement of a read (each statement its own transaction on the server)', async () => {
    const table = s.app.tabula.registry.get('ExternalData').table;
    const seen = await s.app.tabula.db.withTenant(
      'test',
      async (q) => {
        const out: unknown[] = [];
        for (let i = 0; i < 3; i++) {
          const { rows } = await q.query<{ who: string; tenant: string; n: number }>(
            `SELECT current_user AS who, current_setting('app.tenant') AS tenant, (SELECT count(*)::int FROM ${table} WHERE name = $1 OR $1 IS NULL) AS n`,
            [i === 1 ? 'master only' : null],
          );
          out.push(rows[0]);
        }
        return out;
      },
      { eachStatement: true },
    );
    expect(seen).toEqual([
      { who: 'tabula_app', tenant: 'test', n: 3 },
      { who: 'tabula_app', tenant: 'test', n: 0 },
      { who: 'tabula_app', tenant: 'test', n: 3 },
    ]);
  });
});
