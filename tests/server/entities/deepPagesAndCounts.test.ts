import { describe, expect, it } from 'vitest';
import { CountCache } from '../../../server/entities/countCache.ts';
import { listRecords } from '../../../server/entities/listRecords.ts';
import { Params, whereSql } from '../../../server/entities/listSql.ts';
import { planPage } from '../../../server/entities/pageCursors.ts';
import { countFromCounters } from '../../../server/entities/rowCounters.ts';
import { writeConfigItem } from '../../../server/scripts/configItems.ts';
import { readConfigItem } from '../../../server/scripts/readConfigItem.ts';
import { contractHarness } from '../support/contractHarness.ts';
import { testDatabases } from '../support/testDatabases.ts';

const PATH = '/api/financing/contracts';
/** Contracts in USD: the list the paging tests walk (ties, nulls in every sorted field). */
const USD = 330;
/** The tenant's exact-count limit (tenant-config options.exactCountLimit; 100,000 by default). */
const COUNT_CAP = 10_000;
/** Contracts in EUR: enough for a count past the cap. */
const EUR = COUNT_CAP + 200;
const STATUSES = ['ACTIVE', 'DRAFT', 'TERMINATED'];

/** Contracts straight through SQL, in the tenant's transaction (the counter triggers see them as any write). */
const seedSql = (from: number, count: number, currency: string) => `
  INSERT INTO e_contracts (registration, name, status, data)
  SELECT 'CTR' || lpad(i::text, 8, '0'),
         CASE WHEN i % 11 = 0 THEN NULL ELSE 'Name ' || (i % 37) END,
         (ARRAY['ACTIVE','DRAFT','TERMINATED'])[1 + i % 3],
         jsonb_strip_nulls(jsonb_build_object(
           'currency', '${currency}',
           'duration', i % 5,
           'rate', CASE WHEN i % 7 = 0 THEN NULL ELSE round(((i * 13) % 50)::numeric / 4, 2) END,
           'startDate', CASE WHEN i % 6 = 0 THEN NULL ELSE '2024-0' || (1 + i % 9) || '-1' || (i % 10) END))
  FROM generate_series(${from}, ${from + count - 1}) i`;

/**
 * Issue 20 item 3: deep pages read by keyset behind `range` give exactly the rows OFFSET gives,
 * for the default order and sorts on business fields with ties and nulls; counts come from the
 * per-tenant row counters (exact under concurrent writes), or are estimated past the cap.
 */
describe.each(testDatabases())('deep pages and counts on $name', (db) => {
  const h = contractHarness(db, {
    timeout: 180_000,
    seed: async (q) => {
      await q.query(seedSql(1, USD, 'USD'));
      await q.query(seedSql(USD + 1, EUR, 'EUR'));
      // records created through the API draw registrations after the seeded ones
      await q.query(`INSERT INTO registration_counters (entity, value) VALUES ('Contract', 50000000) ON CONFLICT (tenant, entity) DO UPDATE SET value = 50000000`);
      // counts are exact up to COUNT_CAP rows in this tenant (fewer rows to seed than the default limit)
      const item = (await readConfigItem<Record<string, unknown>>(q, 'tenant-config')) ?? {};
      await writeConfigItem(h.server.app.tabula, q, 'tenant-config', { ...item, options: { ...(item.options as object | undefined), exactCountLimit: COUNT_CAP } }, 'admin@test');
    },
  });
  const { tenant, parse } = h;

  const registrations = (records: Record<string, unknown>[]) => records.map((r) => r.registration);

  it.each(['', 'name', '-name', 'duration,-rate', '-startDate', 'rate,name', '-status,duration', 'registration'])(
    'pages sorted by "%s" read by keyset exactly as by OFFSET',
    async (sort) => {
      const cache = new CountCache();
      const size = 40;
      const base = `currency=USD${sort ? `&sort=${sort}` : ''}`;
      for (let offset = 0; offset < USD + size; offset += size) {
        const query = parse(`${base}&range=${offset}-${offset + size - 1}&count=false`);
        await tenant(async (q) => {
          const p = new Params();
          const plan = planPage(cache.cursors, q, h.info, query, h.field, whereSql(h.info, query, h.field, p, { keyset: true }), p);
          // the next page of one already served starts right after its last row
          if (offset >= 240) expect(plan.condition, `offset ${offset}`).not.toBe('');
          const keyset = await listRecords(q, h.info, query, h.field, cache);
          const plain = await listRecords(q, h.info, query, h.field);
          expect(registrations(keyset.records), `offset ${offset}`).toEqual(registrations(plain.records));
          expect(keyset.continues).toBe(plain.continues);
        });
      }
      // the same deep page again (from its first row's key), and a page between known ones
      for (const offset of [280, 280, 250, 7]) {
        const query = parse(`${base}&range=${offset}-${offset + 29}&count=false`);
        await tenant(async (q) => {
          const keyset = await listRecords(q, h.info, query, h.field, cache);
          const plain = await listRecords(q, h.info, query, h.field);
          expect(registrations(keyset.records), `offset ${offset}`).toEqual(registrations(plain.records));
        });
      }
    },
    60_000,
  );

  it('forgets the cursors of a table its store writes', async () => {
    const next = (offset: number) => `currency=USD&range=${offset}-${offset + 19}`;
    for (const offset of [200, 220]) expect((await h.server.inject({ method: 'GET', url: `${PATH}?${next(offset)}`, headers: h.server.test })).statusCode).toBe(200);
    const before = await h.server.inject({ method: 'GET', url: `${PATH}?${next(240)}`, headers: h.server.test });
    const created = await h.server.inject({ method: 'POST', url: PATH, headers: h.server.test, payload: { name: 'Zed', status: 'DRAFT', currency: 'USD' } });
    expect(created.statusCode, created.body).toBe(201);
    const registration = String(created.json().registration);
    const after = await h.server.inject({ method: 'GET', url: `${PATH}?${next(240)}`, headers: h.server.test });
    // the default order is by registration, descending: the new record comes first, every row moves down one
    expect(registrations(after.json())[1]).toBe(registrations(before.json())[0]);
    expect((await h.server.inject({ method: 'DELETE', url: `${PATH}/${registration}`, headers: h.server.test })).statusCode).toBe(204);
  });

  async function counters(search: string) {
    return tenant((q) => countFromCounters(q, h.info, parse(search), h.field));
  }
  async function counted(where: string) {
    const { rows } = await tenant((q) => q.query<{ n: string | number }>(`SELECT count(*) AS n FROM e_contracts ${where}`));
    return Number(rows[0].n);
  }

  it('counts from the counters, exact, all rows and by status', async () => {
    expect(await counters('')).toBe(await counted(''));
    for (const status of STATUSES) expect(await counters(`status=${status}`)).toBe(await counted(`WHERE status = '${status}'`));
    expect(await counters('status=ACTIVE,DRAFT')).toBe(await counted("WHERE status IN ('ACTIVE', 'DRAFT')"));
    expect(await counters('currency=USD')).toBeUndefined();
    expect(await counters('search=Name')).toBeUndefined();
    // the API answers the exact total of a big list, with count=exact too
    for (const search of ['range=0-0', 'range=0-0&count=exact', 'range=0-0&status=DRAFT']) {
      const res = await h.server.inject({ method: 'GET', url: `${PATH}?${search}`, headers: h.server.test });
      const where = search.includes('status') ? "WHERE status = 'DRAFT'" : '';
      expect(res.headers['pagination-total'], search).toBe(String(await counted(where)));
      expect(res.headers['pagination-total-estimate']).toBeUndefined();
    }
  });

  it('keeps the counters right under concurrent creates, status changes, deletes and a rollback', async () => {
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      writes.push((async () => {
        const created = await h.server.inject({ method: 'POST', url: PATH, headers: h.server.test, payload: { name: `Concurrent ${i}`, status: 'DRAFT', currency: 'GBP' } });
        expect(created.statusCode, created.body).toBe(201);
        const registration = String(created.json().registration);
        if (i % 3 === 0) await tenant((q) => q.query(`UPDATE e_contracts SET status = 'ACTIVE' WHERE registration = $1`, [registration]));
        if (i % 4 === 0) expect((await h.server.inject({ method: 'DELETE', url: `${PATH}/${registration}`, headers: h.server.test })).statusCode).toBe(204);
      })());
      writes.push(tenant((q) => q.query(`DELETE FROM e_contracts WHERE registration = $1`, [`CTR${String(USD + 1 + i).padStart(8, '0')}`])));
    }
    await Promise.all(writes);
    await expect(tenant(async (q) => {
      await q.query(seedSql(900_000, 5, 'CHF'));
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    // enough writes to fold the deltas, then fold them from two readers at once
    await Promise.all([counters(''), counters('status=ACTIVE')]);
    expect(await counters('')).toBe(await counted(''));
    for (const status of STATUSES) expect(await counters(`status=${status}`)).toBe(await counted(`WHERE status = '${status}'`));
    // the other tenant's rows are not counted
    const master = await h.server.app.tabula.db.withTenant('master', (q) => countFromCounters(q, h.info, parse(''), h.field));
    expect(master).toBe(0);
  }, 60_000);

  it('folds the deltas of a table nobody counts from its writes', async () => {
    // 500 insert statements, one row each: about one in FOLD_EVERY folds the table's deltas
    await tenant((q) => q.exec(`DO $$ BEGIN FOR i IN 1..500 LOOP INSERT INTO e_notes (registration, name) VALUES ('FOLD' || i, 'fold'); END LOOP; END $$`));
    const { rows } = await tenant((q) => q.query<{ deltas: string | number; n: string | number }>(`SELECT count(*) AS deltas, sum(n) AS n FROM entity_row_counts WHERE tenant = 'test' AND tbl = 'e_notes'`));
    expect(Number(rows[0].deltas)).toBeLessThan(500);
    expect(Number(rows[0].n)).toBe(await tenant(async (q) => Number((await q.query<{ n: string }>('SELECT count(*) AS n FROM e_notes')).rows[0].n)));
  });

  it('estimates a count past the cap, and counts it exactly when asked', async () => {
    // the planner's statistics (autovacuum gathers them on a server)
    await h.server.app.tabula.db.admin((q) => q.exec('ANALYZE e_contracts'));
    const capped = await h.server.inject({ method: 'GET', url: `${PATH}?range=0-0&status=!CANCELLED`, headers: h.server.test });
    expect(capped.headers['pagination-total']).toBe(`${COUNT_CAP}+`);
    const estimate = Number(capped.headers['pagination-total-estimate']);
    expect(estimate).toBeGreaterThan(COUNT_CAP);
    expect(String(capped.headers['access-control-expose-headers'])).toContain('pagination-total-estimate');
    const exact = await h.server.inject({ method: 'GET', url: `${PATH}?range=0-0&status=!CANCELLED&count=exact`, headers: h.server.test });
    expect(exact.headers['pagination-total']).toBe(String(await counted("WHERE status IS DISTINCT FROM 'CANCELLED'")));
    expect(exact.headers['pagination-total-estimate']).toBeUndefined();
  });
});
