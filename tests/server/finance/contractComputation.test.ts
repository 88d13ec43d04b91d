import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;

const CONTRACTS = '/api/financing/contracts';
const CASHFLOWS = '/api/billing/cashflows';
const sum = (rows: Rec[], k: string) => Math.round(rows.reduce((t, r) => t + Number(r[k]), 0) * 100) / 100;

const LINES = [
  { asset: { name: 'Excavator' }, unitPrice: 40000, quantity: 1, discount: 0.05, taxCode: 'FR20', supplierRegistration: 'SUP-1' },
  { asset: { name: 'Bucket' }, unitPrice: 1500, quantity: 2, discount: 0, taxCode: 'FR20' },
  { asset: { name: 'Old excavator' }, unitPrice: 8000, quantity: 1, taxCode: 'FR20', isPartExchange: true, isFinanced: false },
];

describe.each(testDatabases())('contract computation on $name', (db) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(db);
  }, 120_000);
  afterAll(() => s?.close());

  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Rec) => s.inject({ method, url, headers: s.master, ...(payload ? { payload } : {}) });
  const cashflowsOf = async (registration: string) =>
    ((await api('GET', `${CASHFLOWS}?contractRegistration=${registration}&range=0-99&sort=registration`)).json() as Rec[]);
  const create = async (body: Rec) => {
    const res = await api('POST', CONTRACTS, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Rec;
  };

  it('ships taxes for FR, ES, DE, IT, GB, LT, MA and TN', async () => {
    const taxes = (await api('GET', '/api/core/taxes?range=0-99')).json() as Rec[];
    for (const country of ['FR', 'ES', 'DE', 'IT', 'GB', 'LT', 'MA', 'TN']) expect(taxes.some((t) => t.country === country), country).toBe(true);
    expect(taxes.find((t) => t.code === 'FR20')).toMatchObject({ rate: 0.2, type: 'VAT' });
  });

  it('prices the lines, derives the financed amount, end date, plan and cashflows on create', async () => {
    const c = await create({
      name: 'Excavator lease',
      type: 'LOAN',
      currency: 'EUR',
      startDate: '2026-01-15',
      duration: 36,
      periodicity: '30',
      rate: 0.05,
      persons: [{ role: 'CLIENT', personRegistration: 'CLI-1' }],
      orgaRegistration: 'ORG-1',
      assets: LINES,
    });
    const assets = c.assets as Rec[];
    expect(assets[0]).toMatchObject({ priceExclTax: 38000, priceInclTax: 45600 });
    expect(assets[1]).toMatchObject({ priceExclTax: 3000, priceInclTax: 3600 });
    expect(assets[2]).toMatchObject({ priceExclTax: 8000, priceInclTax: 9600 });
    // financed lines less the part exchange
    expect((c.quotations as Rec[])[0].financedAmountExclTax).toBe(33000);
    expect(c.endDate).toBe('2029-01-15');
    expect(c.persons).toEqual([{ role: 'CLIENT', personRegistration: 'CLI-1' }, { role: 'SUPPLIER', personRegistration: 'SUP-1' }]);
    const plan = c.paymentPlan as Rec[];
    expect(plan).toHaveLength(36);
    expect(plan[0]).toMatchObject({ index: 1, date: '2026-02-15', payment: 989.04, interest: 137.5 });
    expect(sum(plan, 'principal')).toBe(33000);
    expect(plan[35].balance).toBe(0);
    const flows = await cashflowsOf(String(c.registration));
    expect(flows).toHaveLength(36);
    expect(flows[0]).toMatchObject({ status: 'PLANNED', type: 'INSTALMENT', pr: 'R', dueDate: '2026-02-15', amountExclTax: 989.04, amountInclTax: 989.04 });
    expect(flows[0].persons).toEqual([{ role: 'PAYER', personRegistration: 'CLI-1' }, { role: 'PAYEE', personRegistration: 'ORG-1' }]);
    expect(sum(flows, 'amountExclTax')).toBe(sum(plan, 'payment'));
  });

  it('regenerates plan and cashflows when the terms change, and drops a deleted line supplier', async () => {
    const c = await create({ name: 'Rate change', type: 'LEASE', currency: 'EUR', startDate: '2026-03-01', duration: 12, rate: 0.04, assets: LINES.slice(0, 2) });
    const before = (c.paymentPlan as Rec[])[0].payment;
    const res = await api('PATCH', `${CONTRACTS}/${String(c.registration)}`, { rate: 0.08, assets: [LINES[1]] });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as Rec;
    expect((updated.quotations as Rec[])[0].financedAmountExclTax).toBe(3000);
    expect((updated.paymentPlan as Rec[])[0].payment).not.toBe(before);
    expect(updated.persons).toEqual([]);
    const flows = await cashflowsOf(String(c.registration));
    expect(flows).toHaveLength(12);
    // a lease's rents bear the line's VAT
    expect(flows[0]).toMatchObject({ type: 'RENT', taxCode: 'FR20', amountExclTax: (updated.paymentPlan as Rec[])[0].payment });
    expect(flows[0].amountInclTax).toBeCloseTo(Number(flows[0].amountExclTax) * 1.2, 2);
  });

  it('keeps a residual value at the end, in advance', async () => {
    const c = await create({ name: 'Balloon', currency: 'EUR', startDate: '2026-01-01', duration: 24, rate: 0.06, residualValue: 5000, paymentTiming: 'ADVANCE', quotations: [{ financedAmountExclTax: 20000 }] });
    const plan = c.paymentPlan as Rec[];
    expect(plan[0]).toMatchObject({ date: '2026-01-01', interest: 0 });
    expect(plan[23].balance).toBe(5000);
    expect(sum(plan, 'principal')).toBe(15000);
    const flows = await cashflowsOf(String(c.registration));
    expect(flows).toHaveLength(25);
    expect(flows[24]).toMatchObject({ type: 'RESIDUAL_VALUE', amountExclTax: 5000 });
  });

  it('leaves the plan empty until amount, rate and duration are known', async () => {
    const c = await create({ name: 'Incomplete', currency: 'EUR', duration: 12 });
    expect(c.paymentPlan).toEqual([]);
    expect(await cashflowsOf(String(c.registration))).toEqual([]);
  });

  it('freezes terms, plan and cashflows once the contract is active', async () => {
    const persons = [{ role: 'CLIENT', personRegistration: 'PER-CLIENT' }];
    const c = await create({ name: 'Frozen', currency: 'EUR', startDate: '2026-01-01', duration: 12, rate: 0.05, quotations: [{ financedAmountExclTax: 12000 }], persons });
    const key = String(c.registration);
    for (const code of ['submit', 'approve', 'activate']) {
      const t = await api('GET', `${CONTRACTS}/${key}/transitions/${code}`);
      expect(t.statusCode, t.body).toBe(200);
    }
    const active = (await api('GET', `${CONTRACTS}/${key}`)).json() as Rec;
    expect(active.status).toBe('ACTIVE');
    const refused = await api('PATCH', `${CONTRACTS}/${key}`, { rate: 0.09 });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_FIELD_VALUE',
      errors: [{ path: 'rate', message: 'Once a contract is approved, its financial terms can only be changed through an amendment' }],
    });
    const res = await api('PATCH', `${CONTRACTS}/${key}`, { name: 'Frozen, renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentPlan).toEqual(active.paymentPlan);
    expect((await api('GET', `${CONTRACTS}/${key}`)).json().rate).toBe(0.05);
    expect(await cashflowsOf(key)).toHaveLength(12);
  });

  it('runs the tenant contract-computation script instead of the built-in one, and refuses with its error', async () => {
    const script = await api('POST', '/api/script/scripts', {
      name: 'contract-computation',
      type: 'run',
      content: "export function execute(ctx) { const b = ctx.body; if (b.data.name === 'refuse') throw new Error('No contract named refuse'); return { data: Object.assign({}, b.data, { name: b.data.name + ' computed with ' + b.taxes.length + ' taxes' }) }; }",
    });
    expect(script.statusCode, script.body).toBe(201);
    try {
      const c = await create({ name: 'Scripted', rate: 0.05, duration: 12, quotations: [{ financedAmountExclTax: 1000 }] });
      expect(String(c.name)).toMatch(/^Scripted computed with \d+ taxes$/);
      expect(c.paymentPlan ?? []).toEqual([]);
      const refused = await api('POST', CONTRACTS, { name: 'refuse' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('No contract named refuse');
    } finally {
      await api('DELETE', `/api/script/scripts/contract-computation`);
    }
    const back = await create({ name: 'Built-in again', startDate: '2026-01-01', rate: 0.05, duration: 12, quotations: [{ financedAmountExclTax: 1200 }] });
    expect(back.paymentPlan as Rec[]).toHaveLength(12);
  });

  it('keeps tenants apart: the test tenant computes with its own taxes and sees no master cashflow', async () => {
    const flows = (await s.inject({ method: 'GET', url: `${CASHFLOWS}?range=0-9`, headers: s.test })).json() as Rec[];
    expect(flows).toEqual([]);
    const res = await s.inject({ method: 'POST', url: CONTRACTS, headers: s.test, payload: { name: 'T', assets: [{ unitPrice: 100, taxCode: 'DE19' }] } });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().assets as Rec[])[0]).toMatchObject({ priceExclTax: 100, priceInclTax: 119 });
  });
});
