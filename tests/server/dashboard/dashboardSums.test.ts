/**
 * Issue 43 item 4: the home dashboard's figures read from the running sums kept by triggers
 * (server/dashboard/sums/) equal the same figures counted over the rows, after every kind of write:
 * through the store and in plain SQL, status moves, deletions, a contract's registration changed,
 * cashflows left without a contract, amounts that stop being numbers, reassigned tasks, a TRUNCATE,
 * and (on PostgreSQL) a cashflow written while another transaction changes its contract's status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDateKeyword } from '../../../engine/query/dateKeywords.ts';
import { dashboardFigures, type FiguresSource } from '../../../server/dashboard/dashboardFigures.ts';
import type { Queryable } from '../../../server/db/Database.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const today = resolveDateKeyword('today') as string;
const daysFrom = (n: number) => resolveDateKeyword(`today${n < 0 ? n : `+${n}`}`) as string;
const month = (n: number) => daysFrom(-31 * n);

describe.each(testDatabases())('dashboard sums on $name', (db) => {
  let s: TestServer;
  const tenant = 'master';
  const viewer = (username: string) => ({ username, locale: 'en', canRead: () => true });
  const figures = (source: FiguresSource, username = 'admin@master') => dashboardFigures(s.app.tabula, tenant, viewer(username), today, undefined, source);
  const table = (entity: string) => s.app.tabula.registry.get(entity).table;
  const write = <T>(fn: (q: Queryable) => Promise<T>) => s.app.tabula.db.withTenant(tenant, fn);
  const create = (entity: string, records: Rec[]) =>
    write(async (q) => {
      for (const r of records) await s.app.tabula.store.create(q, s.app.tabula.registry.get(entity), r, { username: 'admin@master' });
    });
  const update = (entity: string, registration: string, patch: Rec) =>
    write((q) => s.app.tabula.store.update(q, s.app.tabula.registry.get(entity), registration, patch, { username: 'admin@master', tenant, workflow: true }));

  /** The sums' figures equal the rows' for two users; returns them. */
  async function expectSame() {
    for (const user of ['admin@master', 'other@master']) expect(await figures('sums', user)).toEqual(await figures('rows', user));
    return figures('sums');
  }

  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  it('follow creations through the store', async () => {
    const contract = (registration: string, status: string, startDate: string, financed: unknown, currency = 'EUR') => ({
      registration, name: registration, status, currency, startDate, persons: [{ role: 'CLIENT', personRegistration: 'P1' }], quotations: [{ financedAmountExclTax: financed }],
    });
    await create('Contract', [
      contract('SUM-A', 'ACTIVE', today, 1000.1),
      contract('SUM-B', 'SUSPENDED', month(2), 250.25, 'USD'),
      contract('SUM-C', 'TERMINATED', month(5), undefined),
      contract('SUM-D', 'DRAFT', today, 99),
      contract('SUM-E', 'ACTIVE', month(14), 5),
    ]);
    await create(
      'Cashflow',
      ['SUM-A', 'SUM-A', 'SUM-B', 'SUM-D', 'SUM-E', 'SUM-GONE'].map((c, i) => ({ registration: `SUM-CF${i}`, status: 'PLANNED', contractRegistration: c, amountInclTax: 10.5 + i, currency: c === 'SUM-B' ? 'USD' : 'EUR' })),
    );
    await create('Invoice', [
      { registration: 'SUM-I1', status: 'SENT', dueDate: daysFrom(-4), amountInclTax: 120.5, currency: 'EUR' },
      { registration: 'SUM-I2', status: 'VALIDATED', dueDate: daysFrom(3), amountInclTax: 10, totalBalance: 4.25, currency: 'EUR' },
      { registration: 'SUM-I3', status: 'DISPUTED', dueDate: today, amountInclTax: 30, currency: 'USD' },
      { registration: 'SUM-I4', status: 'SENT', pr: 'P', dueDate: daysFrom(-4), amountInclTax: 900, currency: 'EUR' },
      { registration: 'SUM-I5', status: 'PAID', dueDate: daysFrom(-4), amountInclTax: 50, currency: 'EUR' },
    ]);
    await create('Task', [
      { registration: 'SUM-T1', name: 'Call', status: 'TODO', assignee: 'admin@master', dueDate: daysFrom(-1) },
      { registration: 'SUM-T2', name: 'Write', status: 'IN_PROGRESS', assignee: 'other@master', dueDate: daysFrom(1) },
      { registration: 'SUM-T3', name: 'No day', status: 'TODO', assignee: 'admin@master' },
    ]);
    const f = await expectSame();
    expect(f.outstanding?.amounts).toEqual([
      { currency: 'EUR', amount: '36.5' },
      { currency: 'USD', amount: '12.5' },
    ]);
    expect(f.myTasks).toEqual({ open: 2, late: 1 });
  });

  it('follow status moves, amounts and reassignments through the store', async () => {
    await update('Contract', 'SUM-D', { status: 'ACTIVE' });
    await update('Contract', 'SUM-A', { status: 'TERMINATED' });
    await update('Cashflow', 'SUM-CF4', { status: 'INVOICED' });
    await update('Cashflow', 'SUM-CF2', { amountInclTax: 0.1 });
    await update('Invoice', 'SUM-I1', { totalBalance: 20.75 });
    await update('Invoice', 'SUM-I2', { status: 'PAID' });
    await update('Invoice', 'SUM-I3', { dueDate: daysFrom(-9) });
    await update('Task', 'SUM-T1', { assignee: 'other@master' });
    await update('Task', 'SUM-T2', { status: 'DONE' });
    const f = await expectSame();
    expect(f.outstanding?.count).toBe(3);
  });

  it('follow plain SQL: a registration changed, deletions, orphans, amounts that are not numbers', async () => {
    await write(async (q) => {
      await q.query(`UPDATE ${table('Contract')} SET registration = 'SUM-GONE', status = 'ACTIVE' WHERE registration = 'SUM-A'`);
      await q.query(`UPDATE ${table('Contract')} SET status = 'SUSPENDED' WHERE registration IN ('SUM-B', 'SUM-E', 'SUM-D')`);
      await q.query(`DELETE FROM ${table('Contract')} WHERE registration = 'SUM-E'`);
      await q.query(`UPDATE ${table('Cashflow')} SET data = data || '{"amountInclTax": "soon"}' WHERE registration = 'SUM-CF3'`);
      await q.query(`UPDATE ${table('Cashflow')} SET data = data || '{"contractRegistration": "SUM-B"}' WHERE registration = 'SUM-CF0'`);
      await q.query(`UPDATE ${table('Invoice')} SET data = data - 'totalBalance' || '{"amountInclTax": null}' WHERE registration = 'SUM-I1'`);
      await q.query(`DELETE FROM ${table('Task')} WHERE registration = 'SUM-T3'`);
      await q.query(`UPDATE ${table('Contract')} SET data = jsonb_set(data, '{quotations,0,financedAmountExclTax}', '"n/a"') WHERE registration = 'SUM-C'`);
    });
    await expectSame();
    // one statement moving many rows at once, both ways
    await write((q) => q.query(`UPDATE ${table('Contract')} SET status = CASE WHEN status = 'ACTIVE' THEN 'SUSPENDED' ELSE 'ACTIVE' END WHERE registration LIKE 'SUM-%'`));
    await write((q) => q.query(`UPDATE ${table('Cashflow')} SET status = 'PLANNED' WHERE registration LIKE 'SUM-%'`));
    await expectSame();
  });

  it('keeps a rolled back write out, and rebuilds after a TRUNCATE', async () => {
    const before = await figures('sums');
    await expect(
      write(async (q) => {
        await q.query(`UPDATE ${table('Contract')} SET status = 'ACTIVE' WHERE registration LIKE 'SUM-%'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await figures('sums')).toEqual(before);
    await s.app.tabula.db.admin((q) => q.query(`TRUNCATE ${table('Task')}`));
    const after = await expectSame();
    expect(after.myTasks).toEqual({ open: 0, late: 0 });
  });

  it('folds piled-up deltas into one row per key without changing a figure', async () => {
    for (let i = 0; i < 40; i++) await write((q) => q.query(`UPDATE ${table('Contract')} SET status = CASE WHEN status = 'ACTIVE' THEN 'SUSPENDED' ELSE 'ACTIVE' END WHERE registration = 'SUM-B'`));
    const deltas = async () => Number((await write((q) => q.query<{ n: string }>(`SELECT count(*) AS n FROM dashboard_sums`))).rows[0].n);
    const piled = await deltas();
    expect(piled).toBeGreaterThan(40);
    await expectSame();
    expect(await deltas()).toBeLessThan(piled);
  });

  it.runIf(db.name === 'pg')('counts a cashflow written while another transaction changes its contract', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((r) => (inserted = r));
    const a = write(async (q) => {
      await s.app.tabula.store.create(q, s.app.tabula.registry.get('Cashflow'), { registration: 'SUM-RACE', status: 'PLANNED', contractRegistration: 'SUM-B', amountInclTax: 7, currency: 'USD' }, { username: 'admin@master' });
      inserted();
      await gate;
    });
    await insertedOnce;
    const b = write((q) => q.query(`UPDATE ${table('Contract')} SET status = 'TERMINATED' WHERE registration = 'SUM-B'`));
    await new Promise((r) => setTimeout(r, 300));
    release();
    await Promise.all([a, b]);
    await expectSame();
  });
});
