import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../../../server/billing/runBilling.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { billingApp, CASHFLOWS, client, CONTRACTS, INVOICES, signIn, sumExact } from './billingHelpers.ts';

type Rec = Record<string, unknown>;
type Client = ReturnType<typeof client>;

const SCRIPT = '/api/script/scripts/run-billing';
const SHIPPED = readFileSync(join(import.meta.dirname, '../../../server/defaults/scripts/run/run-billing.js'), 'utf8');
/** A tenant version that bills like the shipped one, slowly (each chunk takes 400 ms). */
const SLOW = SHIPPED.replace('export function execute(ctx) {', 'export function execute(ctx) {\n  const end = Date.now() + 400;\n  while (Date.now() < end) {}');
const CUSTOM = `export function execute(ctx) {
  return { invoices: ctx.body.groups.map((g) => ({
    name: 'Custom ' + g.contract.registration + ' ' + g.dueDate,
    status: ctx.body.initialStatus, contractRegistration: g.contract.registration, currency: g.currency, dueDate: g.dueDate,
    lines: g.cashflows.map((cf) => ({ label: cf.name, cashflowRegistration: cf.registration, amountExclTax: cf.amountExclTax })),
  })) };
}`;

const lines = (invoice: Rec) => invoice.lines as Rec[];
const person = (invoice: Rec, role: string) => (invoice.persons as Rec[]).find((p) => p.role === role);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDatabases())('run billing on $name', (db) => {
  let app: FastifyInstance;
  let second: FastifyInstance | undefined;
  let c: Client;
  let databaseUrl: string | undefined;
  const reg: Record<string, string> = {};

  const cashflowsOf = (contract: string) => c.list(`${CASHFLOWS}?contractRegistration=${contract}&sort=registration`);
  const invoicesOf = (contract: string) => c.list(`${INVOICES}?contractRegistration=${contract}&sort=registration`);
  const allInvoices = () => c.list(`${INVOICES}?sort=registration`);
  const bill = async (query: string) => {
    const res = await c.bill(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Rec[];
  };
  /** The tenant's run-billing: its Script record changed, or created again when it was deleted. */
  const setScript = async (content: string) => {
    const res = await c.call('PATCH', SCRIPT, { content });
    if (res.statusCode === 404) await c.ok('POST', '/api/script/scripts', { name: 'run-billing', type: 'run', content });
    else expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    const url = (databaseUrl = await db.create());
    // three contracts are billed at once, two per chunk: the runs below go through several chunks
    app = await billingApp(url, { syncContractLimit: 3, chunkContracts: 2 });
    if (url) second = await billingApp(url, { syncContractLimit: 3, chunkContracts: 2 });
    c = client(app, await signIn(app));
    reg.north = await c.person({ type: 'O', name: 'Lender North' });
    reg.south = await c.person({ type: 'O', name: 'Lender South' });
    reg.acme = await c.person({ type: 'C', name: 'Acme Transport SA' });
    reg.bistro = await c.person({ type: 'C', name: 'Bistro de Tunis SARL' });
    const lease = await c.activeContract({
      name: 'Van lease', type: 'LEASE', currency: 'EUR', startDate: '2026-01-15', duration: 6, periodicity: '30', rate: 0.05, residualValue: 1000,
      paymentCondition: 'DAYS_30', paymentMode: 'SDD', orgaRegistration: reg.north, persons: [{ role: 'CLIENT', personRegistration: reg.acme }],
      assets: [{ asset: { name: 'Van' }, unitPrice: 30000, quantity: 1, taxCode: 'FR20' }],
    });
    const loan = await c.activeContract({
      name: 'Working capital', type: 'LOAN', currency: 'EUR', startDate: '2026-01-31', duration: 6, periodicity: '30', rate: 0.04,
      paymentCondition: 'DAYS_45_EOM', orgaRegistration: reg.south, persons: [{ role: 'CLIENT', personRegistration: reg.bistro }], quotations: [{ financedAmountExclTax: 12000 }],
    });
    const draft = (await c.ok('POST', CONTRACTS, {
      name: 'Not active yet', type: 'LEASE', currency: 'EUR', startDate: '2026-01-01', duration: 6, rate: 0.05, orgaRegistration: reg.north,
      persons: [{ role: 'CLIENT', personRegistration: reg.acme }], quotations: [{ financedAmountExclTax: 6000 }],
    })) as Rec;
    const oven = await c.activeContract({
      name: 'Oven lease', type: 'LEASE', currency: 'TND', startDate: '2026-01-10', duration: 6, periodicity: '30', rate: 0.08,
      paymentCondition: 'DAYS_15', orgaRegistration: reg.south, persons: [{ role: 'CLIENT', personRegistration: reg.bistro }],
      assets: [{ asset: { name: 'Oven' }, unitPrice: 9999.999, quantity: 1, taxCode: 'TN19' }],
    });
    Object.assign(reg, { lease: lease.registration, loan: loan.registration, draft: draft.registration, oven: oven.registration });
  }, 240_000);
  afterAll(async () => {
    await second?.close();
    await app?.close();
    await db.drop();
  });

  it('refuses a caller without write permission on invoices (403) and a bad date or organizations list (400), writing nothing', async () => {
    await c.ok('POST', '/api/core/users', { username: 'reader@master', lastName: 'Reader', password: 'Str0ng-Passw0rd!', profiles: ['READER'] });
    const reader = client(app, await signIn(app, 'reader@master', 'Str0ng-Passw0rd!'));
    const denied = await reader.bill('?date=2026-03-31');
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'PERMISSION_DENIED', message: 'Permission "write /api/billing/invoices" is required' });
    for (const query of ['?date=2026-02-30', '?date=yesterday', '?date=2026-3-1', '?date=2026-03-01&date=2026-03-02', `?organizations=${'x'.repeat(300)}`]) {
      const res = await c.bill(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('INVALID_FIELD_IN_QUERY');
    }
    expect(await allInvoices()).toEqual([]);
  });

  it('bills only the contracts of the organizations asked for', async () => {
    const created = await bill(`?date=2026-03-31&organizations=${reg.north}`);
    expect(created.map((i) => [i.contractRegistration, lines(i)[0].cashflowRegistration])).toEqual([
      [reg.lease, `${reg.lease}-001`],
      [reg.lease, `${reg.lease}-002`],
    ]);
    expect(await invoicesOf(reg.loan)).toEqual([]);
  });

  it('bills every due cashflow of the active contracts: amounts to the cent, taxes, payer and payee, due date by payment condition, DRAFT', async () => {
    const created = await bill('?date=2026-03-31');
    expect(created.map((i) => [i.contractRegistration, i.dueDate])).toEqual([
      [reg.loan, '2026-04-30'], // 28 Feb + 45 days = 14 Apr, end of month
      [reg.loan, '2026-05-31'], // 31 Mar + 45 days = 15 May, end of month
      [reg.oven, '2026-02-25'], // 10 Feb + 15 days
      [reg.oven, '2026-03-25'],
    ]);
    const all = [...(await invoicesOf(reg.lease)), ...(await invoicesOf(reg.loan)), ...(await invoicesOf(reg.oven))];
    expect(all).toHaveLength(6);
    const flows = new Map([...(await cashflowsOf(reg.lease)), ...(await cashflowsOf(reg.loan)), ...(await cashflowsOf(reg.oven))].map((f) => [String(f.registration), f]));
    for (const invoice of all) {
      const billed = lines(invoice).map((l) => flows.get(String(l.cashflowRegistration)) as Rec);
      expect(invoice).toMatchObject({ status: 'DRAFT', type: 'INVOICE', pr: 'R', totalBalance: invoice.amountInclTax });
      const decimals = invoice.currency === 'TND' ? 3 : 2;
      expect(invoice.amountExclTax).toBe(sumExact(billed.map((f) => f.amountExclTax), decimals));
      expect(invoice.taxAmount).toBe(sumExact(billed.map((f) => f.taxAmount), decimals));
      expect(invoice.amountInclTax).toBe(sumExact(billed.map((f) => f.amountInclTax), decimals));
      for (const f of billed) {
        expect(f).toMatchObject({ status: 'INVOICED', invoiceRegistration: invoice.registration });
        expect(String(f.dueDate) <= '2026-03-31').toBe(true);
      }
    }
    const [lease] = all;
    expect(lease).toMatchObject({ contractRegistration: reg.lease, currency: 'EUR', paymentCondition: 'DAYS_30', paymentMode: 'SDD', dueDate: '2026-03-17', orgaRegistration: reg.north });
    expect(person(lease, 'PAYER')).toEqual({ role: 'PAYER', personRegistration: reg.acme, name: 'Acme Transport SA' });
    expect(person(lease, 'PAYEE')).toEqual({ role: 'PAYEE', personRegistration: reg.north, name: 'Lender North' });
    const rent = lines(lease)[0];
    expect(rent).toMatchObject({ cashflowRegistration: `${reg.lease}-001`, taxCode: 'FR20', taxRate: 0.2, label: 'Rent 1/6' });
    expect(rent.taxAmount).toBe(Math.round(Number(rent.amountExclTax) * 20) / 100);
    // TND has three decimals: the tax is rounded to the millime, not the cent
    const oven = all.find((i) => i.contractRegistration === reg.oven) as Rec;
    const ovenLine = lines(oven)[0];
    expect(ovenLine.taxAmount).toBe(Math.round(Number(ovenLine.amountExclTax) * 190) / 1000);
    expect(oven.amountInclTax).toBe(Math.round((Number(ovenLine.amountExclTax) + Number(ovenLine.taxAmount)) * 1000) / 1000);
    expect(person(oven, 'PAYER')?.name).toBe('Bistro de Tunis SARL');
    expect(person(oven, 'PAYEE')?.name).toBe('Lender South');
    const loan = all.find((i) => i.contractRegistration === reg.loan) as Rec;
    expect(loan).toMatchObject({ taxAmount: 0, paymentCondition: 'DAYS_45_EOM' });
    // the contract that is not active is not billed
    expect((await cashflowsOf(reg.draft)).every((f) => f.status === 'PLANNED' && !f.invoiceRegistration)).toBe(true);
    // through the EntityStore: each invoice has its History entry
    const history = await c.list(`/api/core/histories?entityRegistration=${String(lease.registration)}`);
    expect(history.length).toBeGreaterThan(0);
  });

  it('bills nothing more when run again for the same date', async () => {
    const before = (await allInvoices()).length;
    expect(await bill('?date=2026-03-31')).toEqual([]);
    expect(await allInvoices()).toHaveLength(before);
  });

  it('makes one invoice per contract and due date: the residual value joins the last rent', async () => {
    const created = await bill(`?date=2026-07-15&organizations=${reg.north}`);
    expect(created.map((i) => i.dueDate)).toEqual(['2026-05-15', '2026-06-14', '2026-07-15', '2026-08-14']);
    const last = created[3];
    expect(lines(last).map((l) => l.label)).toEqual(['Rent 6/6', 'Residual value']);
    expect(lines(last)[1]).toMatchObject({ amountExclTax: 1000, taxAmount: 200, amountInclTax: 1200 });
    expect(last.amountExclTax).toBe(sumExact(lines(last).map((l) => l.amountExclTax)));
    expect(last.amountInclTax).toBe(sumExact(lines(last).map((l) => l.amountInclTax)));
    expect((await cashflowsOf(reg.lease)).every((f) => f.status === 'INVOICED')).toBe(true);
  });

  it("uses the tenant's run-billing script, and the shipped one again once the tenant's is deleted", async () => {
    await setScript(CUSTOM);
    const custom = await bill(`?date=2026-04-30&organizations=${reg.south}`);
    expect(custom.map((i) => i.name)).toEqual([`Custom ${reg.loan} 2026-04-30`, `Custom ${reg.oven} 2026-04-10`]);
    expect(custom[0].status).toBe('DRAFT');
    await c.ok('DELETE', SCRIPT);
    const shipped = await bill(`?date=2026-05-31&organizations=${reg.south}`);
    expect(shipped.map((i) => i.name)).toEqual(['Working capital', 'Oven lease']);
  });

  it('answers a catalogued 400 when the script throws or answers an invalid invoice, and writes nothing', async () => {
    const before = { invoices: (await allInvoices()).length, loan: await cashflowsOf(reg.loan) };
    const refusals: [string, string, RegExp][] = [
      ['export function execute() { throw new Error("Billing is closed today"); }', 'BILLING_SCRIPT_FAILED', /Billing is closed today/],
      ['export function execute(ctx) { return { invoices: [{ name: "x", lines: [{ cashflowRegistration: "CFL-NOT-DUE" }] }] }; }', 'BILLING_INVALID_INVOICE', /does not name a cashflow/],
      [CUSTOM.replace("currency: g.currency", "currency: g.currency, amountExclTax: 'a lot'"), 'BILLING_INVALID_INVOICE', /Amount excl\. tax/],
      ['export function execute() { return 42; }', 'BILLING_INVALID_INVOICE', /invoices/],
    ];
    for (const [content, code, message] of refusals) {
      await setScript(content);
      const res = await c.bill('?date=2026-06-30');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toMatch(message);
    }
    await setScript(SHIPPED);
    expect(await allInvoices()).toHaveLength(before.invoices);
    expect(await cashflowsOf(reg.loan)).toEqual(before.loan);
    const failed = await c.list('/api/script/batches?status=ERROR');
    expect(failed.length).toBeGreaterThanOrEqual(refusals.length);
    expect((failed[0].errors as Rec[])[0]).toMatchObject({ status: 400 });
  });

  it('bills each cashflow exactly once when two runs race (two server instances on PostgreSQL)', async () => {
    const other = second ? client(second, await signIn(second)) : c;
    const due = [...(await cashflowsOf(reg.loan)), ...(await cashflowsOf(reg.oven))].filter((f) => f.status === 'PLANNED');
    expect(due.length).toBeGreaterThan(0);
    const answers = await Promise.all([c.bill('?date=2026-12-31'), other.bill('?date=2026-12-31')]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const created = answers.flatMap((res) => res.json() as Rec[]);
    const billed = created.flatMap((i) => lines(i).map((l) => String(l.cashflowRegistration)));
    expect(new Set(billed).size).toBe(billed.length);
    expect([...billed].sort()).toEqual(due.map((f) => String(f.registration)).sort());
    const wanted = new Set(due.map((f) => f.registration));
    for (const f of [...(await cashflowsOf(reg.loan)), ...(await cashflowsOf(reg.oven))].filter((x) => wanted.has(x.registration))) {
      const invoice = created.find((i) => i.registration === f.invoiceRegistration) as Rec;
      expect(lines(invoice).some((l) => l.cashflowRegistration === f.registration), String(f.registration)).toBe(true);
    }
    expect(await bill('?date=2026-12-31')).toEqual([]);
  });

  it('answers {nbTotal, runId, progressUrl} above the threshold, reports progress from any instance and can be cancelled between chunks', async () => {
    const loans: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const loan = await c.activeContract({
        name: `Bulk loan ${i}`, type: 'LOAN', currency: 'EUR', startDate: '2027-01-01', duration: 3, rate: 0.03, orgaRegistration: reg.north,
        persons: [{ role: 'CLIENT', personRegistration: reg.acme }], quotations: [{ financedAmountExclTax: 3000 }],
      });
      loans.push(String(loan.registration));
    }
    await setScript(SLOW);
    const started = await c.bill('?date=2027-12-31');
    expect(started.statusCode, started.body).toBe(200);
    const { nbTotal, runId, progressUrl } = started.json() as { nbTotal: number; runId: string; progressUrl: string };
    expect(nbTotal).toBe(4);
    expect(progressUrl).toBe(`/api/billing/runs/${runId}`);
    const cancelled = (await c.ok('DELETE', progressUrl)) as Rec;
    expect(cancelled.status).toBe('CANCELLED');
    const reader = client(app, await signIn(app, 'reader@master', 'Str0ng-Passw0rd!'));
    expect((await reader.call('DELETE', progressUrl)).statusCode).toBe(403);
    const watcher = second ? client(second, await signIn(second)) : reader;
    let progress = (await watcher.ok('GET', progressUrl)) as Rec;
    for (let i = 0; i < 300 && !progress.endDate; i++) {
      await sleep(100);
      progress = (await watcher.ok('GET', progressUrl)) as Rec;
    }
    expect(progress).toMatchObject({ runId, status: 'CANCELLED', nbTotal: 4, errors: [], date: '2027-12-31' });
    expect(Number(progress.done)).toBeLessThan(4);
    // whole chunks only: what the run created is what its progress says, every invoice with its cashflows marked
    const ofRun = await c.list(`${INVOICES}?batchRegistration=${runId}`);
    expect(ofRun).toHaveLength(Number(progress.created));
    expect(ofRun).toHaveLength(Number(progress.done) * 3);
    for (const invoice of ofRun) {
      const f = (await c.ok('GET', `${CASHFLOWS}/${String(lines(invoice)[0].cashflowRegistration)}`)) as Rec;
      expect(f.invoiceRegistration).toBe(invoice.registration);
    }

    await c.ok('DELETE', SCRIPT);
    const restart = await c.bill('?date=2027-12-31');
    const rest = restart.json() as { nbTotal: number; progressUrl: string };
    const left = 4 - Number(progress.done);
    if (left > 3) {
      expect(rest.nbTotal).toBe(left);
      let done = (await watcher.ok('GET', rest.progressUrl)) as Rec;
      for (let i = 0; i < 300 && done.status === 'RUNNING'; i++) {
        await sleep(100);
        done = (await watcher.ok('GET', rest.progressUrl)) as Rec;
      }
      expect(done).toMatchObject({ status: 'DONE', done: left, nbTotal: left, created: left * 3, errors: [] });
      expect(done.endDate).toEqual(expect.any(String));
    } else {
      expect(restart.json()).toHaveLength(left * 3);
    }
    for (const loan of loans) expect((await cashflowsOf(loan)).map((f) => f.status)).toEqual(['INVOICED', 'INVOICED', 'INVOICED']);
    expect(await bill('?date=2027-12-31')).toEqual([]);
    const unknown = await c.call('GET', '/api/billing/runs/BAT99999999');
    expect(unknown.statusCode).toBe(404);
  });

  it.runIf(db.name === 'pg')('ends a background run after its chunk when its server stops, reported FAILED by another instance', async () => {
    const third = await billingApp(databaseUrl, { syncContractLimit: 1, chunkContracts: 1 });
    const loans: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const loan = await c.activeContract({
        name: `Stopped loan ${i}`, type: 'LOAN', currency: 'EUR', startDate: '2029-01-01', duration: 2, rate: 0.03, orgaRegistration: reg.south,
        persons: [{ role: 'CLIENT', personRegistration: reg.bistro }], quotations: [{ financedAmountExclTax: 2000 }],
      });
      loans.push(String(loan.registration));
    }
    await setScript(SLOW);
    const started = await client(third, await signIn(third)).bill('?date=2029-12-31');
    const { runId, progressUrl } = started.json() as { runId: string; progressUrl: string };
    await third.close();
    const progress = (await c.ok('GET', progressUrl)) as Rec;
    expect(progress).toMatchObject({ runId, status: 'FAILED', nbTotal: 3, errors: [{ status: 503, code: 'BILLING_RUN_INTERRUPTED' }] });
    expect(progress.endDate).toEqual(expect.any(String));
    expect(Number(progress.done)).toBeLessThan(3);
    expect(await c.list(`${INVOICES}?batchRegistration=${runId}`)).toHaveLength(Number(progress.done) * 2);
    await c.ok('DELETE', SCRIPT);
    expect(await bill('?date=2029-12-31')).toHaveLength((3 - Number(progress.done)) * 2);
    for (const loan of loans) expect((await cashflowsOf(loan)).every((f) => f.status === 'INVOICED')).toBe(true);
  });

  it('bills from the server side too (runBilling, used by the demo seed)', async () => {
    const loan = await c.activeContract({
      name: 'Seeded loan', type: 'LOAN', currency: 'EUR', startDate: '2026-01-01', duration: 2, rate: 0.03, orgaRegistration: reg.north,
      persons: [{ role: 'CLIENT', personRegistration: reg.acme }], quotations: [{ financedAmountExclTax: 2000 }],
    });
    const invoices = await runBilling(app.tabula, 'master', { date: '2026-12-31', username: 'system', runner: app.scriptRunner });
    expect(invoices.map((i) => i.contractRegistration)).toEqual([loan.registration, loan.registration]);
    expect(await runBilling(app.tabula, 'master', { date: '2026-12-31', username: 'system' })).toEqual([]);
  });

  it('bills a suspended contract, and a terminated one up to its end date: its later instalments are cancelled at termination', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = `${String(new Date().getUTCFullYear() - 1)}-${today.slice(5, 7)}-01`;
    const body = (name: string) => ({
      name, type: 'LOAN', currency: 'EUR', startDate: start, duration: 24, periodicity: '30', rate: 0.04, orgaRegistration: reg.south,
      persons: [{ role: 'CLIENT', personRegistration: reg.bistro }], quotations: [{ financedAmountExclTax: 24000 }],
    });
    const ended = await c.activeContract(body('Ended early'));
    const paused = await c.activeContract(body('Paused'));
    await c.ok('GET', `${CONTRACTS}/${String(ended.registration)}/transitions/terminate`);
    await c.ok('GET', `${CONTRACTS}/${String(paused.registration)}/transitions/suspend`);
    const contract = (await c.ok('GET', `${CONTRACTS}/${String(ended.registration)}`)) as Rec;
    expect(contract.status).toBe('TERMINATED');
    // the termination's day stays the end date (the term would end a year from now)
    expect(String(contract.endDate).slice(0, 10)).toBe(today);
    const before = await cashflowsOf(String(ended.registration));
    expect(before.filter((f) => String(f.dueDate) > today).every((f) => f.status === 'CANCELLED')).toBe(true);
    expect(before.some((f) => f.status === 'CANCELLED')).toBe(true);

    const invoices = await runBilling(app.tabula, 'master', { date: '2099-12-31', organizations: [reg.south], username: 'system' });
    const endedFlows = await cashflowsOf(String(ended.registration));
    expect(endedFlows.filter((f) => String(f.dueDate) <= today).every((f) => f.status === 'INVOICED')).toBe(true);
    expect(endedFlows.filter((f) => String(f.dueDate) > today).every((f) => f.status === 'CANCELLED')).toBe(true);
    expect((await cashflowsOf(String(paused.registration))).every((f) => f.status === 'INVOICED')).toBe(true);
    expect(invoices.filter((i) => i.contractRegistration === ended.registration)).toHaveLength(endedFlows.filter((f) => f.status === 'INVOICED').length);
  });
});
