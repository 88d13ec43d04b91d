import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../server/app.ts';
import { readConfig } from '../../../server/config.ts';
import { nextRegistration } from '../../../server/entities/registrations.ts';
import { seedBulkContracts, type BulkResult } from '../../../server/seed/demo/bulkContracts.ts';
import { checkDemoSize, bulkContractsOf, LARGE_BULK_CONTRACTS, parseDemoSize } from '../../../server/seed/demo/demoSize.ts';
import { generateDemoWorld } from '../../../server/seed/demo/generateDemoWorld.ts';
import { writeDemoWorld } from '../../../server/seed/demo/writeDemoWorld.ts';

type Rec = Record<string, unknown>;
interface Row {
  registration: string;
  status: string | null;
  data: Rec;
}

const PASSWORD = 'Demo-bulk-Passw0rd';
/** The bulk layer on a scaled-down count (the large size writes 1,000,000). */
const BULK = 2_000;
const today = new Date().toISOString().slice(0, 10);
const cents = (v: unknown) => Math.round(Number(v) * 100);

describe('TABULA_DEMO_SIZE', () => {
  it('reads small, default and large, default when unset, and stops on anything else naming the allowed values', () => {
    expect(readConfig({}).demoSize).toBe('default');
    expect(readConfig({ TABULA_DEMO_SIZE: '' }).demoSize).toBe('default');
    for (const size of ['small', 'default', 'large'] as const) expect(readConfig({ TABULA_DEMO_SIZE: size }).demoSize).toBe(size);
    expect(parseDemoSize(' Large ')).toBe('large');
    expect(() => readConfig({ TABULA_DEMO_SIZE: 'huge' })).toThrow('TABULA_DEMO_SIZE must be one of small, default, large (got "huge")');
    expect(bulkContractsOf('large')).toBe(LARGE_BULK_CONTRACTS);
    expect(LARGE_BULK_CONTRACTS).toBeGreaterThanOrEqual(1_000_000);
    expect(bulkContractsOf('default')).toBe(0);
    expect(bulkContractsOf('small')).toBe(0);
  });

  it('refuses the large demo on PGlite', () => {
    expect(() => checkDemoSize('large', 'pglite')).toThrow(/TABULA_DEMO_SIZE=large needs a PostgreSQL server/);
    expect(() => checkDemoSize('large', 'pg')).not.toThrow();
    expect(() => checkDemoSize('default', 'pglite')).not.toThrow();
  });
});

describe(`the bulk layer of the large demo, on ${BULK} contracts (docs/demo-data.md, "Sizes")`, () => {
  let app: FastifyInstance;
  let result: BulkResult;
  let headers: Record<string, string>;
  let contracts: Row[] = [];
  let cashflows: Row[] = [];
  let assets: Set<string>;
  let persons: Set<string>;
  let counterBefore = 0;

  beforeAll(async () => {
    app = await build({ adminPassword: PASSWORD, logger: false, demoData: false });
    const ctx = app.tabula;
    // the world up to its fourth contract activated: the models of the bulk
    const world = generateDemoWorld(today);
    let active = 0;
    const end = world.operations.findIndex((o) => o.op === 'update' && o.entity === 'Contract' && o.data.status === 'ACTIVE' && ++active === 4);
    await ctx.db.withTenant('master', (q) => writeDemoWorld(ctx, q, { referenceDate: today, operations: world.operations.slice(0, end + 1) }, { username: 'system', tenant: 'master' }));
    const table = (entity: string) => ctx.registry.get(entity).table;
    counterBefore = (await ctx.db.withTenant('master', (q) => q.query<{ n: string }>(`SELECT count(*) AS n FROM ${table('Contract')}`))).rows.map((r) => Number(r.n))[0];
    result = await seedBulkContracts(ctx, { tenant: 'master', count: BULK, today, username: 'system' });
    await ctx.db.withTenant('master', async (q) => {
      contracts = (await q.query<Row>(`SELECT registration, status, data FROM ${table('Contract')} WHERE registration > $1 ORDER BY registration`, [`CTR${String(counterBefore).padStart(8, '0')}`])).rows;
      cashflows = (await q.query<Row>(`SELECT registration, status, data FROM ${table('Cashflow')}`)).rows;
      assets = new Set((await q.query<Row>(`SELECT registration FROM ${table('Asset')}`)).rows.map((r) => r.registration));
      persons = new Set((await q.query<Row>(`SELECT registration FROM ${table('Person')}`)).rows.map((r) => r.registration));
    });
    const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
    headers = { authorization: String(login.headers.authorization) };
  }, 120_000);
  afterAll(async () => app?.close());

  it('writes the asked number of contracts with unique registrations following the world, and new registrations follow them', async () => {
    expect(result.contracts).toBe(BULK);
    expect(contracts).toHaveLength(BULK);
    expect(new Set(contracts.map((c) => c.registration)).size).toBe(BULK);
    expect(result.first).toBe(`CTR${String(counterBefore + 1).padStart(8, '0')}`);
    expect(result.last).toBe(contracts[contracts.length - 1].registration);
    for (const c of contracts) expect(c.data.registration).toBe(c.registration);
    expect(new Set(contracts.map((c) => c.status))).toEqual(new Set(['ACTIVE', 'STUDY', 'DRAFT', 'REJECTED', 'CANCELLED']));
    const ctx = app.tabula;
    await ctx.db.withTenant('master', async (q) => {
      for (const entity of ['Contract', 'Asset']) {
        const info = ctx.registry.get(entity);
        const next = await nextRegistration(q, info);
        const { rows } = await q.query(`SELECT 1 FROM ${info.table} WHERE registration = $1`, [next]);
        expect(rows, `${entity} ${next}`).toEqual([]);
      }
      // the tenant column is the demo tenant's: another tenant sees none of the rows
    });
    await ctx.db.withTenant('test', async (q) => {
      const { rows } = await q.query<{ n: string }>(`SELECT count(*) AS n FROM ${ctx.registry.get('Contract').table}`);
      expect(Number(rows[0].n)).toBe(0);
    });
  });

  it('gives every contract the plan and cashflows the product computes: principals sum to the financed amount less the residual value, one cashflow per instalment', () => {
    const byContract = new Map<string, Row[]>();
    for (const f of cashflows) {
      const key = String(f.data.contractRegistration);
      const own = byContract.get(key);
      if (own) own.push(f);
      else byContract.set(key, [f]);
    }
    expect(result.cashflows).toBe(contracts.reduce((n, c) => n + (byContract.get(c.registration)?.length ?? 0), 0));
    for (const c of contracts) {
      const plan = c.data.paymentPlan as Rec[];
      expect(plan.length, c.registration).toBeGreaterThan(0);
      const financed = cents((c.data.quotations as Rec[])[0].financedAmountExclTax);
      const residual = cents(c.data.residualValue ?? 0);
      expect(Math.abs(plan.reduce((s, r) => s + cents(r.principal), 0) - (financed - residual)), c.registration).toBeLessThanOrEqual(1);
      const own = (byContract.get(c.registration) ?? []).sort((a, b) => a.registration.localeCompare(b.registration));
      expect(own.length, c.registration).toBe(plan.length + (residual > 0 ? 1 : 0));
      plan.forEach((row, k) => {
        expect(own[k].registration).toBe(`${c.registration}-${String(k + 1).padStart(3, '0')}`);
        expect(cents(own[k].data.amountExclTax), own[k].registration).toBe(cents(row.payment));
        expect(own[k].data.dueDate).toBe(row.date);
      });
      const client = (c.data.persons as Rec[]).find((p) => p.role === 'CLIENT');
      expect(persons.has(String(client?.personRegistration)), c.registration).toBe(true);
      expect(own.every((f) => (f.data.persons as Rec[]).some((p) => p.role === 'PAYER' && p.personRegistration === client?.personRegistration))).toBe(true);
      expect(c.data.dealRegistration ?? null).toBeNull();
      expect(c.data.creditLineRegistration ?? null).toBeNull();
      const dead = ['REJECTED', 'CANCELLED'].includes(String(c.status));
      expect(own.every((f) => f.status === (dead ? 'CANCELLED' : 'PLANNED') && f.data.status === f.status), c.registration).toBe(true);
    }
  });

  it('leaves nothing due unbilled: ACTIVE ones are signed, started this month and owe their first instalment after today, with their assets ordered', () => {
    for (const c of contracts.filter((x) => x.status === 'ACTIVE')) {
      expect(String(c.data.signatureDate) <= today, c.registration).toBe(true);
      expect(String(c.data.startDate) <= today, c.registration).toBe(true);
      expect(String((c.data.paymentPlan as Rec[])[0].date) > today, c.registration).toBe(true);
      const lines = (c.data.assets as Rec[]).filter((l) => l.assetRegistration);
      expect(lines.length, c.registration).toBeGreaterThan(0);
      for (const line of lines) expect(assets.has(String(line.assetRegistration)), `${c.registration} ${String(line.assetRegistration)}`).toBe(true);
    }
    for (const c of contracts.filter((x) => ['STUDY', 'DRAFT'].includes(String(x.status)))) expect(String(c.data.startDate) > today, c.registration).toBe(true);
    const unbilled = cashflows.filter((f) => f.status === 'PLANNED' && String(f.data.dueDate) <= today && String(f.data.contractRegistration) >= result.first);
    expect(unbilled).toEqual([]);
  });

  it('lists count and page them, the home figures include them, and a contract card reads', async () => {
    const info = app.tabula.registry.get('Contract');
    const total = counterBefore + BULK;
    const first = await app.inject({ method: 'GET', url: `${info.apiPath}?range=0-49`, headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['pagination-total']).toBe(String(total));
    const page = first.json() as Rec[];
    expect(page).toHaveLength(50);
    const second = (await app.inject({ method: 'GET', url: `${info.apiPath}?range=50-99`, headers })).json() as Rec[];
    expect(second).toHaveLength(50);
    expect(second.some((r) => page.some((p) => p.registration === r.registration))).toBe(false);
    const active = await app.inject({ method: 'GET', url: `${info.apiPath}?status=ACTIVE&range=0-0`, headers });
    const { rows } = await app.tabula.db.withTenant('master', (q) => q.query<{ n: string }>(`SELECT count(*) AS n FROM ${info.table} WHERE status = 'ACTIVE'`));
    expect(active.headers['pagination-total']).toBe(String(rows[0].n));
    const card = await app.inject({ method: 'GET', url: `${info.apiPath}/${result.last}`, headers });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ registration: result.last });
    // the dashboard's outstanding: every planned instalment of the contracts in force, the bulk's included
    const home = (await app.inject({ method: 'GET', url: '/api/core/dashboard', headers })).json();
    const inForce = new Set((await app.tabula.db.withTenant('master', (q) => q.query<Row>(`SELECT registration FROM ${info.table} WHERE status IN ('ACTIVE', 'SUSPENDED')`))).rows.map((r) => r.registration));
    const planned = cashflows.filter((f) => f.status === 'PLANNED' && inForce.has(String(f.data.contractRegistration)));
    expect(cents(home.outstanding.amounts[0].amount)).toBe(planned.reduce((s, f) => s + cents(f.data.amountInclTax), 0));
  });
});
