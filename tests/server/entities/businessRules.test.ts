import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../../engine/query/parseRange.ts';
import { forceStatus } from '../support/forceStatus.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { testDatabases } from '../support/testDatabases.ts';

type Rec = Record<string, unknown>;
const CONTRACTS = '/api/financing/contracts';
const PERSONS = '/api/person/persons';

/**
 * Issue 37 items 2, 4 and 7 through the API, on both engines: values a lender would call wrong are
 * refused with the spec's messages and catalogued codes, bad input gets a catalogued 400 and never
 * reaches the database, and a refused write leaves the stored record as it was.
 */
describe.each(testDatabases())('business rules and bad input on $name', (db) => {
  let s: TestServer;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    s.inject({ method, url, headers: s.master, ...(payload === undefined ? {} : { payload: payload as Rec }) });
  const refused = async (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: unknown) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { code: string; message: string; errors?: { path: string; message: string }[] };
  };
  let client = '';

  beforeAll(async () => {
    s = await startTestServer(db);
    client = String((await call('POST', PERSONS, { type: 'C', name: 'Client Co', roles: ['CLIENT'] })).json().registration);
  }, 120_000);
  afterAll(async () => s?.close());

  it('refuses negative rates, prices and discounts, and percentages out of 0-100 %', async () => {
    expect(await refused('POST', CONTRACTS, { name: 'x', rate: -0.03 })).toMatchObject({
      code: 'INVALID_FIELD_VALUE',
      errors: [{ path: 'rate', message: 'Rate must be ≥ 0%' }],
    });
    expect((await refused('POST', CONTRACTS, { name: 'x', rate: 3 })).errors?.[0]).toMatchObject({ path: 'rate', message: 'Rate must be ≤ 100%' });
    const line = (l: Rec) => refused('POST', CONTRACTS, { name: 'x', assets: [{ isFinanced: true, quantity: 1, ...l }] });
    expect((await line({ unitPrice: -5000 })).errors?.[0]).toMatchObject({ path: 'assets.0.unitPrice' });
    expect((await line({ unitPrice: 100_000, discount: 10 })).errors?.[0]).toMatchObject({ path: 'assets.0.discount', message: 'Discount must be ≤ 100%' });
    expect((await line({ unitPrice: 100_000, quantity: 0 })).errors?.[0]).toMatchObject({ path: 'assets.0.quantity' });
    expect((await refused('POST', CONTRACTS, { name: 'x', duration: 0 })).errors?.[0]).toMatchObject({ path: 'duration' });
    const list = await call('GET', `${CONTRACTS}?count=exact`);
    expect(list.json()).toEqual([]);
  });

  it('refuses cross-field nonsense: residual value at the price, first payment before the start', async () => {
    const body = { name: 'x', startDate: '2026-01-01', duration: 36, rate: 0.05, assets: [{ isFinanced: true, unitPrice: 10_000 }] };
    expect((await refused('POST', CONTRACTS, { ...body, residualValue: 10_000 })).errors?.[0]).toMatchObject({
      path: 'residualValue',
      message: 'Residual value must be below the financed amount',
    });
    expect((await refused('POST', CONTRACTS, { ...body, firstPaymentDate: '2025-12-31' })).message).toBe(
      'Invalid value for field "First payment date": First payment date must not be before the start date',
    );
    const ok = await call('POST', CONTRACTS, { ...body, residualValue: 1_000 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().paymentPlan).toHaveLength(36);
  });

  it('wants a client from the study on, and freezes the terms of an active contract unless an amendment changes them', async () => {
    const draft = (await call('POST', CONTRACTS, { name: 'No client yet', startDate: '2026-01-01', duration: 12, rate: 0.05, assets: [{ isFinanced: true, unitPrice: 12_000 }] })).json();
    const key = String(draft.registration);
    const submit = await refused('GET', `${CONTRACTS}/${key}/transitions/submit`);
    expect(submit.message).toBe('Invalid value for field "Persons": A contract needs a client from its study on');
    expect((await call('GET', `${CONTRACTS}/${key}`)).json().status).toBe('DRAFT');
    expect((await call('PATCH', `${CONTRACTS}/${key}`, { persons: [{ role: 'CLIENT', personRegistration: client }] })).statusCode).toBe(200);
    for (const code of ['submit', 'approve', 'activate']) expect((await call('GET', `${CONTRACTS}/${key}/transitions/${code}`)).statusCode).toBe(200);
    const active = (await call('GET', `${CONTRACTS}/${key}`)).json();
    const frozen = await refused('PATCH', `${CONTRACTS}/${key}`, { assets: [{ isFinanced: true, unitPrice: 9_000 }] });
    expect(frozen.errors?.[0]).toMatchObject({ path: 'assets.0.unitPrice', message: 'Once a contract is approved, its financial terms can only be changed through an amendment' });
    expect((await refused('PATCH', `${CONTRACTS}/${key}`, { persons: [] })).errors?.[0].path).toBe('persons');
    const after = (await call('GET', `${CONTRACTS}/${key}`)).json();
    expect(after).toEqual(active);
    // an applied amendment may change them (the write option the amendment flow sets)
    const { store, registry, db: database } = s.app.tabula;
    const amended = await database.withTenant('master', (q) => store.update(q, registry.get('Contract'), key, { rate: 0.04 }, { username: 'admin@master', amendment: true }));
    expect(amended.rate).toBe(0.04);
    await forceStatus(s.app, 'master', 'Contract', key, 'TERMINATED');
    expect((await refused('PATCH', `${CONTRACTS}/${key}`, { duration: 24 })).errors?.[0].path).toBe('duration');
  });

  it('applies an approved amendment to its active contract: new rate from the effective date, past instalments and billed cashflows kept', async () => {
    const persons = [{ role: 'CLIENT', personRegistration: client }];
    // started six months ago: the apply transition makes the amendment effective today
    const start = new Date();
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - 6);
    const today = new Date().toISOString().slice(0, 10);
    const body = { name: 'Amended', currency: 'EUR', startDate: start.toISOString().slice(0, 10), duration: 12, rate: 0.05, quotations: [{ financedAmountExclTax: 12_000 }], persons };
    const key = String((await call('POST', CONTRACTS, body)).json().registration);
    for (const code of ['submit', 'approve', 'activate']) expect((await call('GET', `${CONTRACTS}/${key}/transitions/${code}`)).statusCode).toBe(200);
    const before = (await call('GET', `${CONTRACTS}/${key}`)).json();
    const cashflows = async () => (await call('GET', `/api/billing/cashflows?contractRegistration=${key}&sort=registration&range=0-99`)).json() as Rec[];
    expect(await cashflows()).toHaveLength(12);
    const amendment = (await call('POST', '/api/financing/amendments', {
      name: 'Lower rate', type: 'RATE_CHANGE', contractRegistration: key, quotations: [{ rate: 0.03, duration: 12 }],
    })).json();
    const akey = String(amendment.registration);
    for (const code of ['submit', 'approve']) expect((await call('GET', `/api/financing/amendments/${akey}/transitions/${code}`)).statusCode).toBe(200);
    const applied = await call('GET', `/api/financing/amendments/${akey}/transitions/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().effectiveDate).toBe(today);
    // the instalments due before today stay, those after follow the new rate
    const after = (await call('GET', `${CONTRACTS}/${key}`)).json();
    expect(after).toMatchObject({ status: 'ACTIVE', rate: 0.03, duration: 12 });
    const past = before.paymentPlan.filter((r: Rec) => String(r.date) < today).length;
    expect(past).toBeGreaterThanOrEqual(5);
    expect(after.paymentPlan.slice(0, past)).toEqual(before.paymentPlan.slice(0, past));
    expect(after.paymentPlan[past].interest).toBeLessThan(before.paymentPlan[past].interest);
    const flows = await cashflows();
    expect(flows).toHaveLength(12);
    const total = flows.reduce((s, f) => s + Math.round(Number(f.amountExclTax ?? 0) * 100), 0) / 100;
    const planned = after.paymentPlan.reduce((s: number, r: Rec) => s + Math.round(Number(r.payment) * 100), 0) / 100;
    expect(total).toBe(planned);
  });

  it('answers NUL characters and broken UTF-16 with a catalogued 400 naming where they are, storing nothing', async () => {
    expect(await refused('POST', CONTRACTS, { name: 'a\u0000b' })).toMatchObject({ code: 'INVALID_FIELD_IN_BODY', message: 'Invalid field "name" in body: contains a NUL character' });
    expect((await refused('POST', CONTRACTS, { name: 'ok', assets: [{ name: 'cut \ud83d' }] })).message).toMatch(/^Invalid field "assets\.0\.name" in body: contains an invalid character/);
    expect(await refused('GET', `${CONTRACTS}?name=a%00b`)).toMatchObject({ code: 'INVALID_FIELD_IN_QUERY', message: 'Invalid query parameter "name": contains a NUL character' });
    expect((await refused('GET', `${CONTRACTS}/CTR%0000001`)).code).toBe('INVALID_FIELD_IN_PATH');
    const names = (await call('GET', `${CONTRACTS}?projection=name`)).json().map((c: Rec) => c.name);
    expect(names.some((n: unknown) => typeof n === 'string' && n.startsWith('a'))).toBe(false);
    // a whole emoji (a surrogate pair) is text like any other
    const emoji = await call('POST', PERSONS, { type: 'C', name: 'Café 🚚' });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it("honours the tenant's bypassIbanCheck on the server's writes and hands it to the forms (seed 000 §5)", async () => {
    const BAD_IBAN = 'FR7630006000011234567890188';
    const account = { name: 'Main', bankIban: BAD_IBAN };
    const refusedIban = await call('POST', PERSONS, { type: 'C', name: 'Checked IBAN', bankAccounts: [account] });
    expect(refusedIban.statusCode).toBe(400);
    expect(refusedIban.json().code).toBe('INVALID_IBAN');
    const item = (await call('GET', '/api/script/scripts/tenant-config')).json();
    const save = (content: string) => call('POST', '/api/script/scripts/tenant-config', { content });
    const config = JSON.parse(String(item.content ?? '{}'));
    expect((await save(JSON.stringify({ ...config, options: { ...(config.options ?? {}), bypassIbanCheck: true } }))).statusCode).toBe(200);
    try {
      expect((await call('GET', '/api/script/runs/user-configuration')).json().options.bypassIbanCheck).toBe(true);
      const kept = await call('POST', PERSONS, { type: 'C', name: 'Unchecked IBAN', bankAccounts: [account] });
      expect(kept.statusCode, kept.body).toBe(201);
      expect(kept.json().bankAccounts[0].bankIban).toBe(BAD_IBAN);
    } finally {
      await save(String(item.content));
    }
    expect((await call('GET', '/api/script/runs/user-configuration')).json().options.bypassIbanCheck).toBe(false);
  });

  it('refuses a projection naming no field, on lists and single records', async () => {
    expect(await refused('GET', `${CONTRACTS}?projection=nope`)).toMatchObject({ code: 'INVALID_FIELD_IN_QUERY', message: 'Invalid query parameter "projection": unknown field nope' });
    expect((await refused('GET', `${PERSONS}/${client}?projection=name,-ghost`)).message).toBe('Invalid query parameter "projection": unknown field ghost');
    const kept = await call('GET', `${PERSONS}/${client}?projection=name,roles.role`);
    expect(kept.json()).toEqual({ name: 'Client Co', roles: [{ role: 'CLIENT' }] });
  });

  it('takes roles as a string, an object or a list, and refuses other shapes without naming an internal type', async () => {
    for (const roles of ['PARTNER', { role: 'PARTNER' }, ['PARTNER'], [{ role: 'PARTNER' }]]) {
      const res = await call('POST', PERSONS, { type: 'C', name: 'Partner Co', roles });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().roles).toEqual([{ role: 'PARTNER' }]);
    }
    const bad = await refused('POST', PERSONS, { type: 'C', name: 'Bad roles', roles: [42] });
    expect(bad.message).toBe('Invalid value for field "Roles": Invalid format');
    expect(JSON.stringify(bad)).not.toContain('PersonRole');
  });

  it('refuses an XIRR guess at or below -100 % as the spreadsheets do', async () => {
    const url = '/api/finance/xirr?cashflows=-1000;300;400;500&dates=2024-01-01;2024-06-01;2025-01-01;2025-06-01';
    expect(await refused('GET', `${url}&guess=-1`)).toMatchObject({ code: 'NO_ACCEPTABLE_RESULT' });
    expect((await call('GET', `${url}&guess=-0.5`)).json().xirr).toBeCloseTo(0.1969, 3);
  });

  it("answers a fault in a tenant's script with 422 and the script's name, never 500", async () => {
    const created = await call('POST', '/api/script/scripts', { name: 'faulty-run', type: 'run', content: 'function execute() { return null.x; }' });
    expect(created.statusCode, created.body).toBe(201);
    const res = await call('GET', '/api/script/runs/faulty-run');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SCRIPT_THREW' });
    expect(res.json().message).toContain('faulty-run');
  });

  it('caps the page of every collection at the same size, the audit trail included', async () => {
    const { registry } = s.app.tabula;
    const paths = registry.all().filter((i) => !i.dyno && i.apiPath).map((i) => i.apiPath);
    expect(paths).toContain('/api/core/histories');
    for (const path of paths) {
      const res = await call('GET', `${path}?range=0-1000000`);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect(res.headers['pagination-size'], path).toBe(String(MAX_PAGE_SIZE));
    }
  });
});
