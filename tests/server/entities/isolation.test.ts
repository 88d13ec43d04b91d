import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const PERSONS = '/api/person/persons';

describe.each(testDatabases())('tenant isolation on $name', (db) => {
  let s: TestServer;
  const created: Record<'master' | 'test', Rec[]> = { master: [], test: [] };

  beforeAll(async () => {
    s = await startTestServer(db);
    for (const tenant of ['master', 'test'] as const) {
      for (const name of [`${tenant} one`, `${tenant} two`, 'Shared Name']) {
        const own = tenant === 'master' && name === 'master one' ? { registration: 'MASTERONLY1' } : {};
        const res = await s.inject({ method: 'POST', url: PERSONS, headers: s[tenant], payload: { type: 'C', name, ...own } });
        expect(res.statusCode, res.body).toBe(201);
        created[tenant].push(res.json());
      }
    }
  }, 120_000);
  afterAll(() => s?.close());

  it('scopes a query that has no tenant filter at all to the caller tenant (row-level security)', async () => {
    const rows = await s.app.tabula.db.withTenant('test', (q) => q.query<{ tenant: string; name: string }>('SELECT * FROM e_persons'));
    expect(rows.rows.map((r) => r.name).sort()).toEqual(['Shared Name', 'test one', 'test two']);
    expect(new Set(rows.rows.map((r) => r.tenant))).toEqual(new Set(['test']));
    const counts = await s.app.tabula.db.withTenant('test', (q) => q.query<{ n: string | number }>(`SELECT count(*) AS n FROM e_histories WHERE data ->> 'entityName' = 'Person'`));
    expect(Number(counts.rows[0].n)).toBe(3);
  });

  it('refuses a cross-tenant insert and update, and cannot touch other rows', async () => {
    const insert = s.app.tabula.db.withTenant('test', (q) =>
      q.query(`INSERT INTO e_persons (tenant, registration, name, data) VALUES ('master', 'EVIL1', 'evil', '{}')`),
    );
    await expect(insert).rejects.toThrow(/row-level security/);
    const moved = s.app.tabula.db.withTenant('test', (q) => q.query(`UPDATE e_persons SET tenant = 'master'`));
    await expect(moved).rejects.toThrow(/row-level security/);
    const wiped = await s.app.tabula.db.withTenant('test', (q) => q.query<{ id: string }>(`DELETE FROM e_persons WHERE tenant = 'master' RETURNING id`));
    expect(wiped.rows).toEqual([]);
    const master = await s.app.tabula.db.withTenant('master', (q) => q.query<{ n: string | number }>('SELECT count(*) AS n FROM e_persons'));
    expect(Number(master.rows[0].n)).toBe(3);
  });

  it('does not run tenant queries as a role that bypasses row-level security', async () => {
    const { rows } = await s.app.tabula.db.withTenant('test', (q) =>
      q.query<{ super: boolean; bypass: boolean; who: string }>(
        `SELECT r.rolsuper AS super, r.rolbypassrls AS bypass, current_user AS who FROM pg_roles r WHERE r.rolname = current_user`,
      ),
    );
    expect(rows[0]).toEqual({ super: false, bypass: false, who: 'tabula_app' });
  });

  it('never answers rows of another tenant through the API', async () => {
    const list = await s.inject({ method: 'GET', url: `${PERSONS}?range=0-99`, headers: s.test });
    expect((list.json() as Rec[]).map((r) => r.name).sort()).toEqual(['Shared Name', 'test one', 'test two']);
    const search = await s.inject({ method: 'GET', url: `${PERSONS}?search=master`, headers: s.test });
    expect(search.json()).toEqual([]);
    const masterRecord = created.master[0];
    for (const key of [masterRecord.registration, masterRecord._id]) {
      const res = await s.inject({ method: 'GET', url: `${PERSONS}/${key}`, headers: s.test });
      expect(res.statusCode).toBe(404);
    }
    const write = await s.inject({ method: 'POST', url: `${PERSONS}/${masterRecord.registration}`, headers: s.test, payload: { name: 'hijack' } });
    expect(write.statusCode).toBe(404);
    expect((await s.inject({ method: 'DELETE', url: `${PERSONS}/${masterRecord.registration}`, headers: s.test })).statusCode).toBe(404);
    const history = await s.inject({ method: 'GET', url: `/api/core/histories?entityName=Person&range=0-99`, headers: s.test });
    const own = new Set(created.test.map((r) => r._id));
    expect((history.json() as Rec[]).map((e) => e.entityRegistration).sort()).toEqual(created.test.map((r) => r.registration).sort());
    expect(own.size).toBe(3);
  });

  it('gives each tenant its own registration counters', async () => {
    expect(created.master[1].registration).toBe('AUT00000001');
    expect(created.test[0].registration).toBe('AUT00000001');
  });
});
