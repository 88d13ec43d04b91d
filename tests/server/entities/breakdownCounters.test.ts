import { describe, expect, it } from 'vitest';
import { BREAKDOWN_LIMIT, breakdownRecords, groupedBreakdown } from '../../../server/entities/listRecords.ts';
import { breakdownFromCounters } from '../../../server/entities/rowCounters.ts';
import { contractHarness } from '../support/contractHarness.ts';
import { testDatabases } from '../support/testDatabases.ts';

const PATH = '/api/financing/contracts';

/** Contracts straight through SQL: statuses with ties, and rows without a status. */
const seedSql = (from: number, count: number) => `
  INSERT INTO e_contracts (registration, name, status, data)
  SELECT 'BRK' || lpad(i::text, 6, '0'), 'Breakdown ' || i,
         CASE WHEN i % 10 = 0 THEN NULL ELSE (ARRAY['ACTIVE','DRAFT','TERMINATED','CANCELLED'])[1 + i % 4] END,
         jsonb_build_object('currency', CASE WHEN i % 2 = 0 THEN 'EUR' ELSE 'USD' END)
  FROM generate_series(${from}, ${from + count - 1}) i`;

/**
 * Issue 20 (KPI strip): a status breakdown of all rows, or of rows filtered by status only, comes
 * from the per-tenant row counters; it is the answer counting the rows by status gives, after
 * inserts, status changes and deletes, on both engines. Every store write (create, update,
 * delete) forgets the counts remembered for its table.
 */
describe.each(testDatabases())('status breakdown from the row counters, and store writes forgetting remembered counts, on $name', (db) => {
  const h = contractHarness(db);
  const { tenant, parse } = h;

  /** The counters' breakdown and the GROUP BY breakdown of the same query. */
  const both = (search: string) => tenant(async (q) => ({
    counters: await breakdownFromCounters(q, h.info, parse(search), h.field, 'status', BREAKDOWN_LIMIT),
    grouped: await groupedBreakdown(q, h.info, parse(search), h.field, 'status'),
  }));

  async function expectSame(search: string) {
    const { counters, grouped } = await both(search);
    expect(counters, search).toEqual(grouped);
  }

  it('answers as the rows counted by status, through inserts, status changes and deletes', async () => {
    await expectSame('');
    await tenant((q) => q.query(seedSql(1, 60)));
    await expectSame('');
    // ties broken by status, rows without a status last
    await tenant((q) => q.query(`UPDATE e_contracts SET status = 'DRAFT' WHERE registration IN ('BRK000001', 'BRK000005')`));
    await tenant((q) => q.query(`UPDATE e_contracts SET status = NULL WHERE registration = 'BRK000002'`));
    await expectSame('');
    await tenant((q) => q.query(`DELETE FROM e_contracts WHERE status = 'CANCELLED'`));
    await expectSame('');
    await expectSame('status=DRAFT');
    await expectSame('status=ACTIVE,DRAFT');
    // through the API: a status change and a delete of records it created
    const created = await h.server.inject({ method: 'POST', url: PATH, headers: h.server.test, payload: { name: 'Kpi', status: 'DRAFT', currency: 'EUR' } });
    expect(created.statusCode, created.body).toBe(201);
    const registration = String(created.json().registration);
    await tenant((q) => q.query(`UPDATE e_contracts SET status = 'ACTIVE' WHERE registration = $1`, [registration]));
    await expectSame('');
    expect((await h.server.inject({ method: 'DELETE', url: `${PATH}/${registration}`, headers: h.server.test })).statusCode).toBe(204);
    await expectSame('');
    const { grouped } = await both('');
    expect(grouped.map((e) => e.value)).toContain(null);
    expect(grouped.map((e) => e.value)).not.toContain('CANCELLED');
    const res = await h.server.inject({ method: 'GET', url: `${PATH}?range=0-0&breakdown=status`, headers: h.server.test });
    expect(res.json().breakdown).toEqual(grouped);
  }, 60_000);

  it('forgets the remembered count of a table on each store write: create, update and delete', async () => {
    // 1,000 rows of a filter the counters cannot answer: its count is remembered (countCache.ts)
    await tenant((q) => q.query(`INSERT INTO e_contracts (registration, name, status, data)
      SELECT 'GBP' || lpad(i::text, 6, '0'), 'Pound ' || i, 'DRAFT', '{"currency": "GBP"}' FROM generate_series(1, 1000) i`));
    const total = async () => (await h.server.inject({ method: 'GET', url: `${PATH}?currency=GBP&range=0-0`, headers: h.server.test })).headers['pagination-total'];
    const sqlInsert = (registration: string) => tenant((q) => q.query(`INSERT INTO e_contracts (registration, name, status, data) VALUES ($1, 'Pound', 'DRAFT', '{"currency": "GBP"}')`, [registration]));
    expect(await total()).toBe('1000');
    // a row written past the store is not seen while the count is remembered...
    await sqlInsert('GBPSQL1');
    expect(await total()).toBe('1000');
    // ...a store write of the table forgets it
    const created = await h.server.inject({ method: 'POST', url: PATH, headers: h.server.test, payload: { name: 'Pound', status: 'DRAFT', currency: 'GBP' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(await total()).toBe('1002');
    const registration = String(created.json().registration);
    await sqlInsert('GBPSQL2');
    expect(await total()).toBe('1002');
    const updated = await h.server.inject({ method: 'PATCH', url: `${PATH}/${registration}`, headers: h.server.test, payload: { name: 'Pound renamed' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await total()).toBe('1003');
    await sqlInsert('GBPSQL3');
    expect((await h.server.inject({ method: 'DELETE', url: `${PATH}/${registration}`, headers: h.server.test })).statusCode).toBe(204);
    expect(await total()).toBe('1003');
  });

  it('leaves a breakdown with a search or another filter, or of another field, to the rows', async () => {
    for (const search of ['currency=EUR', 'search=Breakdown', 'status=DRAFT&currency=USD']) {
      expect((await both(search)).counters, search).toBeUndefined();
    }
    const currency = await tenant((q) => breakdownFromCounters(q, h.info, parse(''), h.field, 'currency', BREAKDOWN_LIMIT));
    expect(currency).toBeUndefined();
    // the route still answers them, counted over the rows
    const filtered = await tenant((q) => breakdownRecords(q, h.info, parse('currency=EUR'), h.field, 'status'));
    expect(filtered).toEqual((await both('currency=EUR')).grouped);
    expect(filtered.reduce((n, e) => n + e.count, 0)).toBe(30);
  });
});
