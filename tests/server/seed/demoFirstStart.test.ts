import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLineAmounts } from '../../../engine/finance/creditLineAmounts.ts';
import { isValidIban } from '../../../engine/validation/iban.ts';
import { build } from '../../../server/app.ts';
import { addMonths } from '../../../server/seed/demo/dates.ts';
import { OPEN_INVOICE_STATUSES } from '../../../engine/dashboard/dashboardFigures.ts';
import { contractWorkflow } from '../../../server/defaults/workflows/contract.ts';
import { validateAgainstXsd } from '../../../server/billing/sepa/xsdValidation.ts';

type Rec = Record<string, unknown>;
interface Row {
  registration: string;
  status: string | null;
  data: Rec;
}

const PASSWORD = 'Demo-first-start-Passw0rd';
const STAFF_PASSWORD = 'Demo-staff-Passw0rd';
const ENTITIES = ['Person', 'Organization', 'Contract', 'Asset', 'AssetCatalogItem', 'Agreement', 'Amendment', 'CreditLine', 'Product', 'Committee', 'Voting', 'Vote', 'Task', 'Note', 'Document', 'Cashflow', 'Invoice', 'Batch', 'Prospect', 'Collateral', 'Case', 'Deal', 'Project', 'User', 'PaymentFile', 'Camt'];
const list = (file: string, name: string): string[] => {
  const lists = JSON.parse(readFileSync(join(import.meta.dirname, '../../../server/defaults/lists', file), 'utf8')) as { name: string; items: [string, string][] }[];
  return (lists.find((l) => l.name === name)?.items ?? []).map(([code]) => code);
};

let app: FastifyInstance;
let firstStartMs = 0;
const rows = new Map<string, Row[]>();
const tenantCounts = new Map<string, number>();
const of = (entity: string) => rows.get(entity) ?? [];
/** The invoices the lessor sends (billing): receivable, not a supplier's invoice (pr P) it pays. */
const receivables = () => of('Invoice').filter((i) => i.data.pr !== 'P');
/** The demo's staff: its users but the first start's administrator. */
const staffUsers = () => of('User').filter((u) => u.data.isAdmin !== true);
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  const started = Date.now();
  app = await build({ adminPassword: PASSWORD, demoPassword: STAFF_PASSWORD, logger: false, demoData: true });
  firstStartMs = Date.now() - started;
  const { db, registry } = app.tabula;
  await db.withTenant('master', async (q) => {
    for (const entity of ENTITIES) {
      const { rows: found } = await q.query<Row>(`SELECT registration, status, data FROM ${registry.get(entity).table}`);
      rows.set(entity, found);
    }
  });
  for (const tenant of ['test', 'support']) {
    await db.withTenant(tenant, async (q) => {
      let n = 0;
      for (const entity of ENTITIES) n += Number((await q.query<{ n: string }>(`SELECT count(*) AS n FROM ${registry.get(entity).table}`)).rows[0].n);
      tenantCounts.set(tenant, n);
    });
  }
}, 600_000);
afterAll(async () => app?.close());

describe('first start with the demo world', () => {
  it('takes a reasonable time on PGlite', () => {
    console.info(`first start with demo data: ${firstStartMs} ms`);
    expect(firstStartMs).toBeLessThan(600_000);
  });

  it('seeds at least 150 persons of every type and 200 contracts in every workflow status', () => {
    const persons = of('Person');
    expect(persons.length).toBeGreaterThanOrEqual(150);
    expect(new Set(persons.map((p) => p.data.type))).toEqual(new Set(['I', 'P', 'C', 'O', 'E']));
    expect(of('Contract').length).toBeGreaterThanOrEqual(200);
    expect(new Set(of('Contract').map((c) => c.status))).toEqual(new Set(contractWorkflow.statuses.map((s) => s.code)));
    for (const entity of ['Organization', 'Asset', 'Agreement', 'Amendment', 'CreditLine', 'Committee', 'Task', 'Note', 'Document']) expect(of(entity).length, entity).toBeGreaterThan(0);
    expect(of('AssetCatalogItem').length).toBeGreaterThanOrEqual(12);
    expect(new Set(of('Product').map((p) => p.data.code))).toEqual(new Set(list('finance.json', 'financialProduct')));
    const roles = new Set(persons.flatMap((p) => ((p.data.roles as Rec[] | undefined) ?? []).map((r) => r.role)));
    for (const role of ['CLIENT', 'SUPPLIER', 'PARTNER', 'SALES', 'LESSOR', 'GUARANTOR']) expect(roles.has(role), role).toBe(true);
  });

  it('bills the due cashflows through the billing run: >= 300 invoices paid, overdue and due, each on an existing contract', () => {
    const invoices = receivables();
    expect(invoices.length).toBeGreaterThanOrEqual(300);
    const statuses = new Set(invoices.map((i) => i.status));
    const byStatus = Object.fromEntries([...statuses].map((st) => [st, invoices.filter((i) => i.status === st).length]));
    console.info(`demo invoices: ${invoices.length}`, byStatus, invoices.map((i) => String(i.data.dueDate)).sort().slice(-3));
    for (const status of ['PAID', 'SENT', 'DRAFT']) expect(statuses.has(status), status).toBe(true);
    expect(invoices.some((i) => i.status === 'SENT' && String(i.data.dueDate) < today)).toBe(true);
    // billed ahead like a lender: the home page's "Invoices due" are the many, "overdue" the few
    const open = invoices.filter((i) => OPEN_INVOICE_STATUSES.includes(i.status as (typeof OPEN_INVOICE_STATUSES)[number]));
    const notYetDue = open.filter((i) => String(i.data.dueDate) >= today);
    const overdue = open.filter((i) => String(i.data.dueDate) < today);
    console.info(`open invoices: ${notYetDue.length} due, ${overdue.length} overdue`);
    expect(notYetDue.length).toBeGreaterThan(overdue.length);
    expect(overdue.length).toBeGreaterThan(0);
    // every invoice past its draft has its legal number, given once, in the order of validation
    const numbered = invoices.filter((i) => i.status !== 'DRAFT');
    expect(numbered.every((i) => /^FA\d{4}-\d{6}$/.test(String(i.data.invoiceNumber))), 'numbers').toBe(true);
    expect(new Set(numbered.map((i) => i.data.invoiceNumber)).size).toBe(numbered.length);
    const byNumber = [...numbered].sort((a, b) => String(a.data.invoiceNumber).localeCompare(String(b.data.invoiceNumber)));
    for (let k = 1; k < byNumber.length; k++) expect(String(byNumber[k].data.generationDate) >= String(byNumber[k - 1].data.generationDate), String(byNumber[k].data.invoiceNumber)).toBe(true);
    expect(invoices.filter((i) => i.status === 'DRAFT').every((i) => !i.data.invoiceNumber)).toBe(true);
    for (const i of invoices.filter((x) => x.data.issueDate)) {
      expect(String(i.data.issueDate) <= today, i.registration).toBe(true);
      expect(String(i.data.issueDate) <= String(i.data.dueDate), i.registration).toBe(true);
    }
    const contracts = new Set(of('Contract').map((c) => c.registration));
    const cashflows = new Map(of('Cashflow').map((c) => [c.registration, c]));
    for (const invoice of invoices) {
      expect(contracts.has(String(invoice.data.contractRegistration)), invoice.registration).toBe(true);
      const lines = (invoice.data.lines as Rec[] | undefined) ?? [];
      expect(lines.length, invoice.registration).toBeGreaterThan(0);
      const cents = (v: unknown) => Math.round(Number(v) * 100);
      expect(lines.reduce((sum, l) => sum + cents(l.amountInclTax), 0), invoice.registration).toBe(cents(invoice.data.amountInclTax));
      const roles = ((invoice.data.persons as Rec[] | undefined) ?? []).map((p) => p.role);
      expect(roles).toEqual(expect.arrayContaining(['PAYER', 'PAYEE']));
      if (invoice.status === 'PAID') expect(invoice.data.totalBalance).toBe(0);
    }
    const billed = of('Cashflow').filter((c) => c.data.invoiceRegistration);
    expect(billed.length).toBeGreaterThanOrEqual(invoices.length);
    for (const c of billed) expect(cashflows.get(c.registration)?.status).toBe('INVOICED');
  });

  it('closes the money: every instalment of a contract that ran is billed up to today, and the home figures equal the records behind them', async () => {
    const status = new Map(of('Contract').map((c) => [c.registration, c]));
    // nothing that fell due within a contract's life is left unbilled (a terminated one ends on its end date)
    const unbilled = of('Cashflow').filter((f) => {
      const c = status.get(String(f.data.contractRegistration));
      if (!c || !['ACTIVE', 'SUSPENDED', 'TERMINATED'].includes(String(c.status)) || f.status !== 'PLANNED') return false;
      return String(f.data.dueDate) <= today && (c.status !== 'TERMINATED' || String(f.data.dueDate) <= String(c.data.endDate));
    });
    expect(unbilled.map((f) => f.registration)).toEqual([]);
    for (const c of of('Contract').filter((x) => x.status === 'TERMINATED' || x.status === 'SUSPENDED')) {
      expect(receivables().some((i) => i.data.contractRegistration === c.registration), `${c.status} ${c.registration} billed`).toBe(true);
    }
    // the dashboard's figures, recomputed from the rows
    const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
    const home = (await app.inject({ method: 'GET', url: '/api/core/dashboard', headers: { authorization: String(login.headers.authorization) } })).json();
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    const sum = (values: unknown[]) => values.reduce<number>((t, v) => t + cents(v), 0);
    const planned = of('Cashflow').filter((f) => f.status === 'PLANNED' && ['ACTIVE', 'SUSPENDED'].includes(String(status.get(String(f.data.contractRegistration))?.status)));
    expect(cents(home.outstanding.amounts[0].amount)).toBe(sum(planned.map((f) => f.data.amountInclTax)));
    // the home page counts what the lessor is owed: the open supplier invoices it owes are not in it
    const open = receivables().filter((i) => OPEN_INVOICE_STATUSES.includes(i.status as (typeof OPEN_INVOICE_STATUSES)[number]));
    expect(of('Invoice').some((i) => i.data.pr === 'P' && OPEN_INVOICE_STATUSES.includes(i.status as (typeof OPEN_INVOICE_STATUSES)[number]))).toBe(true);
    const balance = (i: Row) => i.data.totalBalance ?? i.data.amountInclTax;
    const overdue = open.filter((i) => String(i.data.dueDate) < home.asOf);
    expect(home.invoices.overdue.count).toBe(overdue.length);
    expect(cents(home.invoices.overdue.amounts[0]?.amount ?? 0)).toBe(sum(overdue.map(balance)));
    const due = open.filter((i) => String(i.data.dueDate) >= home.asOf);
    expect(home.invoices.due.count).toBe(due.length);
    expect(cents(home.invoices.due.amounts[0]?.amount ?? 0)).toBe(sum(due.map(balance)));
  });

  it('runs the demo batches (risk classes of persons, docs/batches.md) to their end, one log line per person', async () => {
    const batches = of('Batch').filter((b) => b.data.type === 'MASS_UPDATE');
    expect(batches.map((b) => b.data.name).sort()).toEqual(['Risk classes of individuals', 'Risk classes of professionals']);
    for (const b of batches) {
      expect(['SUCCESS', 'WARNING']).toContain(b.status);
      expect(b.data).toMatchObject({ progress: 1, scriptName: 'person-risk-class', lastAction: 'DO' });
      expect(Number(b.data.nbTotal)).toBeGreaterThan(0);
      expect(Number(b.data.nbSuccess) + Number(b.data.nbWarning)).toBe(b.data.nbTotal);
      const { db, registry } = app.tabula;
      const logs = await db.withTenant('master', (q) => q.query(`SELECT 1 FROM ${registry.get('ScriptLog').table} WHERE data ->> 'requestId' = $1`, [b.data.runId]));
      expect(logs.rows.length).toBe(b.data.nbTotal);
    }
  });

  it('has one dyno entity, Vehicle inspection, with its workflow and records in both statuses (docs/dyno-entities.md)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
    const headers = { authorization: String(res.headers.authorization) };
    const dyno = (await app.inject({ method: 'GET', url: '/api/dyno', headers })).json() as { entities: Rec[]; problems: unknown[] };
    expect(dyno).toMatchObject({ entities: [{ name: 'dynoVehicleInspection', title: 'Vehicle inspection' }], problems: [] });
    const records = (await app.inject({ method: 'GET', url: '/api/dyno/dynoVehicleInspection', headers })).json() as Rec[];
    expect(new Set(records.map((r) => r.status))).toEqual(new Set(['PLANNED', 'DONE']));
    const workflow = (await app.inject({ method: 'GET', url: '/api/script/workflows/dynoVehicleInspection', headers })).json() as { definition: Rec };
    expect(workflow.definition).toMatchObject({ initialStatus: 'PLANNED' });
  });

  it('leaves the test and support tenants empty', () => {
    expect(tenantCounts.get('test')).toBe(0);
    expect(tenantCounts.get('support')).toBe(0);
  });

  it('resolves every reference between records', () => {
    const registrations = (entity: string) => new Set(of(entity).map((r) => r.registration));
    const persons = registrations('Person');
    const organizations = new Set(of('Person').filter((p) => p.data.type === 'O').map((p) => p.registration));
    const expectIn = (set: Set<string>, value: unknown, what: string) => expect(set.has(String(value)), `${what}: ${String(value)}`).toBe(true);
    const personEntries = (r: Row) => (r.data.persons as Rec[] | undefined) ?? [];
    for (const entity of ['Contract', 'Amendment', 'CreditLine', 'Agreement', 'Committee']) {
      for (const r of of(entity)) for (const p of personEntries(r)) expectIn(persons, p.personRegistration, `${entity} ${r.registration} person`);
    }
    for (const entity of ENTITIES.filter((e) => e !== 'Cashflow')) {
      for (const r of of(entity)) if (r.data.orgaRegistration) expectIn(organizations, r.data.orgaRegistration, `${entity} ${r.registration} organization`);
    }
    for (const p of of('Person')) for (const d of (p.data.descendants as Rec[] | undefined) ?? []) expectIn(persons, d.personRegistration, `relation of ${p.registration}`);
    const contracts = registrations('Contract');
    const assets = registrations('Asset');
    for (const c of of('Contract')) {
      expect(personEntries(c).filter((p) => p.role === 'CLIENT')).toHaveLength(1);
      if (c.data.creditLineRegistration) expectIn(registrations('CreditLine'), c.data.creditLineRegistration, 'credit line');
      if (c.data.agreementRegistration) expectIn(registrations('Agreement'), c.data.agreementRegistration, 'agreement');
      for (const line of (c.data.assets as Rec[]) ?? []) if (line.assetRegistration) expectIn(assets, line.assetRegistration, `asset of ${c.registration}`);
    }
    for (const a of of('Amendment')) expectIn(contracts, a.data.contractRegistration, 'amendment contract');
    for (const a of of('Asset')) {
      expectIn(contracts, a.data.contractRegistration, 'asset contract');
      expectIn(persons, a.data.supplierRegistration, 'asset supplier');
    }
    for (const i of of('AssetCatalogItem')) expectIn(persons, i.data.supplierRegistration, 'catalogue supplier');
    for (const a of of('Agreement')) expectIn(persons, a.data.partnerRegistration, 'agreement partner');
    for (const l of of('CreditLine')) for (const a of (l.data.assets as Rec[] | undefined) ?? []) expectIn(assets, a.assetRegistration, 'credit line asset');
    for (const c of of('Committee')) expectIn(persons, c.data.ownerRegistration, 'committee owner');
    for (const o of of('Organization')) {
      expectIn(organizations, o.data.personRegistration, 'organization person');
      if (o.data.parentRegistration) expectIn(registrations('Organization'), o.data.parentRegistration, 'parent organization');
    }
    for (const entity of ['Task', 'Note', 'Document']) {
      // a task of no record is a member of staff's routine task
      for (const r of of(entity)) if (entity !== 'Task' || r.data.entityName) expectIn(registrations(String(r.data.entityName)), r.data.entityRegistration, `${entity} ${r.registration} record`);
    }
    for (const f of of('Cashflow')) expectIn(contracts, f.data.contractRegistration, 'cashflow contract');
  });

  it('stores valid IBANs and SEPA mandates with statuses of the sepaMandateStatus list', () => {
    const statuses = new Set(list('finance.json', 'sepaMandateStatus'));
    const accounts = of('Person').flatMap((p) => ((p.data.bankAccounts as Rec[] | undefined) ?? []).map((a) => ({ person: p, account: a })));
    expect(accounts.length).toBeGreaterThanOrEqual(150);
    for (const { account } of accounts) expect(isValidIban(String(account.bankIban)), String(account.bankIban)).toBe(true);
    const mandates = accounts.flatMap(({ person, account }) => ((account.sepaMandates as Rec[] | undefined) ?? []).map((m) => ({ person, m })));
    expect(mandates.length).toBeGreaterThan(50);
    for (const { person, m } of mandates) {
      expect(statuses.has(String(m.rumStatus))).toBe(true);
      expect(((person.data.roles as Rec[]) ?? []).some((r) => r.role === 'CLIENT')).toBe(true);
      expect(m.rumReference).toMatch(/^TL[FDEI]-\d{4}-\d{6}$/);
    }
    expect(new Set(mandates.map(({ m }) => m.rumReference)).size).toBe(mandates.length);
    const lessors = of('Person').filter((p) => p.data.type === 'O');
    for (const o of lessors) expect((o.data.bankAccounts as Rec[])[0].sepaCreditorIdentifier).toMatch(/^[A-Z]{2}\d{2}ZZZ/);
  });

  it('seeds prospects ready for Convert to person: a company with contacts, a signed mandate and a note', () => {
    const prospects = of('Prospect');
    expect(prospects.map((p) => p.data.type).sort()).toEqual(['C', 'I']);
    for (const p of prospects) expect([p.status, p.data.personRegistration ?? null]).toEqual(['NEW', null]);
    const company = prospects.find((p) => p.data.type === 'C') as Row;
    expect((company.data.contacts as Rec[]).filter((c) => c.isDefault === true)).toHaveLength(1);
    const mandate = ((company.data.bankAccounts as Rec[])[0].sepaMandates as Rec[])[0];
    expect(mandate).toMatchObject({ rumStatus: 'ACTIVE', rumType: 'B2B' });
    expect(String(mandate.rumDateOfSignature) <= today).toBe(true);
    expect(of('Note').some((n) => n.data.entityName === 'Prospect' && n.data.entityRegistration === company.registration)).toBe(true);
  });

  it('lets the contract hook price every contract: plans repay the financed amount less the residual value', () => {
    for (const c of of('Contract')) {
      const plan = (c.data.paymentPlan as Rec[]) ?? [];
      const financed = Number((c.data.quotations as Rec[])[0].financedAmountExclTax);
      expect(plan.length, c.registration).toBeGreaterThan(0);
      // the first payment date the demo writes is the plan's first instalment
      expect(plan[0].date, c.registration).toBe(c.data.firstPaymentDate);
      const principal = plan.reduce((sum, row) => sum + Number(row.principal), 0);
      expect(Math.round(principal * 100), c.registration).toBe(Math.round((financed - Number(c.data.residualValue ?? 0)) * 100));
    }
  });

  it('starts contracts in force in the past, so instalments are due, and cancels the plans of contracts that never ran', () => {
    const due = new Map<string, number>();
    for (const f of of('Cashflow')) if (String(f.data.dueDate) <= today && (f.status === 'PLANNED' || f.status === 'INVOICED')) due.set(String(f.data.contractRegistration), (due.get(String(f.data.contractRegistration)) ?? 0) + 1);
    const active = of('Contract').filter((x) => x.status === 'ACTIVE');
    for (const c of active) {
      expect(String(c.data.startDate) <= today, c.registration).toBe(true);
      expect(String(c.data.endDate) > today, c.registration).toBe(true);
      expect(c.data.signatureDate, c.registration).toBeTruthy();
      // a period after the start an instalment is due, paid in advance or in arrears
      const periodicity = Number(((c.data.quotations as Rec[] | undefined)?.[0]?.periodicity as string | undefined) ?? 30);
      if (addMonths(String(c.data.startDate), periodicity / 30) <= today) expect(due.get(c.registration) ?? 0, c.registration).toBeGreaterThan(0);
    }
    // the home page's "New business this month" is not empty
    expect(active.filter((c) => String(c.data.startDate).slice(0, 7) === today.slice(0, 7)).length).toBeGreaterThan(0);
    for (const c of of('Contract').filter((x) => x.status === 'TERMINATED')) expect(String(c.data.endDate) < today, c.registration).toBe(true);
    const dead = new Set(of('Contract').filter((c) => c.status === 'REJECTED' || c.status === 'CANCELLED').map((c) => c.registration));
    const deadFlows = of('Cashflow').filter((f) => dead.has(String(f.data.contractRegistration)));
    expect(deadFlows.length).toBeGreaterThan(0);
    for (const f of deadFlows) expect(f.status).toBe('CANCELLED');
  });

  it('gives every profile staff in the countries it serves, and every member of staff the demo password', async () => {
    const orgCountry = new Map(of('Person').filter((p) => p.data.type === 'O').map((p) => [p.registration, (p.data.addresses as Rec[])[0].country]));
    const staff = staffUsers().map(({ data }) => ({ username: String(data.username), profile: (data.profiles as string[])[0], country: orgCountry.get(String(data.orgaRegistration)) }));
    for (const country of ['FR', 'DE', 'ES', 'IT']) {
      for (const profile of ['SALES', 'RISK', 'COLLECTIONS']) expect(staff.some((u) => u.country === country && u.profile === profile), `${profile} in ${country}`).toBe(true);
    }
    for (const profile of ['ACCOUNTANT', 'BACK_OFFICE', 'AUDITOR', 'PARTNER']) expect(staff.some((u) => u.profile === profile), profile).toBe(true);
    for (const user of staff) {
      const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: user.username, password: STAFF_PASSWORD } });
      expect(login.statusCode, user.username).toBe(200);
    }
  });

  it("gives every member of staff the language of its company's country, a locale the tenant has (issue 38 item 6)", async () => {
    const orgCountry = new Map(of('Person').filter((p) => p.data.type === 'O').map((p) => [p.registration, (p.data.addresses as Rec[])[0].country]));
    const expected: Record<string, string> = { FR: 'fr', DE: 'de', ES: 'es', IT: 'it' };
    const wrong = staffUsers()
      .map(({ data }) => ({ username: String(data.username), locale: data.locale, country: String(orgCountry.get(String(data.orgaRegistration))) }))
      .filter((u) => u.locale !== expected[u.country]);
    expect(wrong).toEqual([]);
    const countries = new Set(staffUsers().map(({ data }) => orgCountry.get(String(data.orgaRegistration))));
    expect([...countries].sort()).toEqual(['DE', 'ES', 'FR', 'IT']);
    // signed in, one member of staff per country loads its own locale from the tenant's records, translated
    const saveIn: Record<string, string> = { fr: 'Enregistrer', de: 'Speichern', es: 'Guardar', it: 'Salva' };
    for (const country of ['FR', 'DE', 'ES', 'IT']) {
      const user = staffUsers().find(({ data }) => orgCountry.get(String(data.orgaRegistration)) === country);
      const locale = String(user?.data.locale);
      const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: user?.data.username, password: STAFF_PASSWORD } });
      const res = (await app.inject({ method: 'GET', url: `/api/core/locales/resolve/${locale}`, headers: { authorization: String(login.headers.authorization) } })).json();
      expect(res.code, country).toBe(locale);
      expect(res.translations.Save, country).toBe(saveIn[locale]);
    }
  });

  it('lets each profile read every list of its menu and see its own figures and tasks at home', async () => {
    // one member of staff per profile
    const byProfile = new Map<string, string>();
    for (const { data } of staffUsers()) if (!byProfile.has(String((data.profiles as string[])[0]))) byProfile.set(String((data.profiles as string[])[0]), String(data.username));
    const users = [...byProfile].map(([profile, username]) => ({ profile, username }));
    expect(users.length).toBeGreaterThanOrEqual(6);
    for (const user of users) {
      const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: user.username, password: STAFF_PASSWORD } });
      const headers = { authorization: String(login.headers.authorization) };
      const config = (await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers })).json();
      const paths: string[] = config.menus.flatMap((m: { path: string; subMenus?: { path: string }[] }) => m.subMenus?.map((x) => x.path) ?? [m.path]);
      expect(paths.length, user.profile).toBeGreaterThan(5);
      for (const path of paths) {
        const info = app.tabula.registry.all().find((e) => e.listRoute === path);
        if (!info) continue;
        const res = await app.inject({ method: 'GET', url: `${info.apiPath}?range=0-0`, headers });
        expect(res.statusCode, `${user.profile} ${path}: ${res.body.slice(0, 200)}`).toBe(200);
      }
      const home = (await app.inject({ method: 'GET', url: '/api/core/dashboard', headers })).json();
      expect(home.myTasks, user.profile).toBeDefined();
    }
    // every member of staff has open work of its own
    for (const username of staffUsers().map((u) => String(u.data.username))) {
      expect(of('Task').filter((t) => t.data.assignee === username && ['TODO', 'IN_PROGRESS'].includes(String(t.status))).length, username).toBeGreaterThan(0);
    }
  });

  it('gives each partner company a PARTNER user who sees only the contracts and deals naming its company (docs/permissions.md#partner-scope)', async () => {
    const partners = of('Person').filter((p) => ((p.data.roles as Rec[] | undefined) ?? []).some((r) => r.role === 'PARTNER'));
    const users = staffUsers().filter((u) => (u.data.profiles as string[]).includes('PARTNER'));
    expect(new Set(users.map((u) => u.data.partnerRegistration))).toEqual(new Set(partners.map((p) => p.registration)));
    const naming = (entity: string, partner: string) => of(entity).filter((r) => ((r.data.persons as Rec[] | undefined) ?? []).some((p) => p.role === 'PARTNER' && p.personRegistration === partner));
    for (const user of users) {
      const partner = String(user.data.partnerRegistration);
      const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: user.data.username, password: STAFF_PASSWORD } });
      expect(login.statusCode, String(user.data.username)).toBe(200);
      const headers = { authorization: String(login.headers.authorization) };
      for (const [entity, url] of [['Contract', '/api/financing/contracts'], ['Deal', '/api/financing/deals']]) {
        const res = await app.inject({ method: 'GET', url: `${url}?range=0-0&count=exact`, headers });
        expect(res.statusCode).toBe(200);
        expect(Number(res.headers['pagination-total']), `${entity} of ${partner}`).toBe(naming(entity, partner).length);
      }
      expect(naming('Contract', partner).length).toBeGreaterThan(0);
      const other = of('Contract').find((c) => !naming('Contract', partner).includes(c));
      expect((await app.inject({ method: 'GET', url: `/api/financing/contracts/${other?.registration}`, headers })).statusCode).toBe(404);
    }
  });

  it("opens no empty list: every entity list of the administrator's menu has records (issue 38 item 3)", async () => {
    const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
    const headers = { authorization: String(login.headers.authorization) };
    const config = (await app.inject({ method: 'GET', url: '/api/script/runs/user-configuration', headers })).json();
    const paths: string[] = config.menus.flatMap((m: { path: string; subMenus?: { path: string }[] }) => m.subMenus?.map((x) => x.path) ?? [m.path]);
    const empty: string[] = [];
    let lists = 0;
    for (const path of paths) {
      const info = app.tabula.registry.all().find((e) => e.listRoute === path);
      if (!info) continue;
      lists++;
      const res = await app.inject({ method: 'GET', url: `${info.apiPath}?range=0-0`, headers });
      if (res.statusCode !== 200 || !(res.json() as unknown[]).length) empty.push(`${path} (${res.statusCode})`);
    }
    expect(lists).toBeGreaterThan(60);
    expect(empty).toEqual([]);
  });

  it('draws contracts on credit lines within their limits', () => {
    for (const l of of('CreditLine')) {
      const d = l.data;
      const attached = of('Contract').filter((c) => c.data.creditLineRegistration === l.registration).map((c) => ({ ...c.data, status: c.status }));
      const expected = creditLineAmounts(d.creditLimit, attached, today, 'EUR');
      expect({ outstanding: d.outstanding, pending: d.pending, used: d.used, available: d.available }, l.registration).toEqual(expected);
      expect(Number(d.available), l.registration).toBeGreaterThanOrEqual(0);
      if (!['ACTIVE', 'SUSPENDED'].includes(String(l.status))) expect(attached.filter((c) => c.status !== 'TERMINATED'), l.registration).toEqual([]);
    }
    // how many depends on the draw of the day (the holders' contracts); a handful at least
    expect(of('Contract').filter((c) => c.data.creditLineRegistration).length).toBeGreaterThan(5);
  });

  it('dates related records coherently', () => {
    const byRegistration = (entity: string) => new Map(of(entity).map((r) => [r.registration, r]));
    const agreements = byRegistration('Agreement');
    const lines = byRegistration('CreditLine');
    for (const c of of('Contract')) {
      const start = String(c.data.startDate);
      if (c.data.agreementRegistration) expect(String(agreements.get(String(c.data.agreementRegistration))?.data.startDate) <= start, c.registration).toBe(true);
      if (c.data.creditLineRegistration) expect(String(lines.get(String(c.data.creditLineRegistration))?.data.startDate) <= start, c.registration).toBe(true);
      if (c.data.signatureDate) expect(String(c.data.signatureDate) <= start, c.registration).toBe(true);
    }
    for (const p of of('Person')) {
      for (const a of (p.data.bankAccounts as Rec[] | undefined) ?? []) {
        for (const m of (a.sepaMandates as Rec[] | undefined) ?? []) expect(String(a.bankOpeningDate) <= String(m.rumDateOfSignature), p.registration).toBe(true);
      }
    }
  });

  it('counts committee members as the list says', () => {
    for (const c of of('Committee')) {
      const members = c.data.persons as Rec[];
      const counts = c.data.counts as Rec;
      expect(counts.persons).toBe(members.length);
      expect(counts.invited).toBe(members.filter((m) => m.inviteStatus !== 'INTENDED').length);
      // the votes cast in its votings, counted by the server as they were written
      const votings = new Set(of('Voting').filter((v) => v.data.committeeRegistration === c.registration).map((v) => v.registration));
      expect(counts.votes).toBe(of('Vote').filter((v) => votings.has(v.data.votingRegistration as string)).length);
      // the files presented: one project each, naming the committee back; a held one voted on each
      const projects = (c.data.projects as string[] | null) ?? [];
      expect(counts.projects, c.registration).toBe(projects.length);
      for (const p of projects) expect(of('Project').find((x) => x.registration === p)?.data.committeeRegistration, p).toBe(c.registration);
      if (c.status === 'HELD' && votings.size) expect(projects.length, c.registration).toBe(votings.size);
    }
    expect(of('Committee').some((c) => Number((c.data.counts as Rec).votes) > 0)).toBe(true);
    expect(of('Committee').some((c) => Number((c.data.counts as Rec).projects) > 0)).toBe(true);
  });

  it('holds collaterals on the contracts: guarantees by their guarantors, dealer buybacks, deposits, with statuses that follow the contracts', () => {
    const contracts = new Map(of('Contract').map((c) => [c.registration, c]));
    const persons = new Set(of('Person').map((p) => p.registration));
    const assets = new Set(of('Asset').map((a) => a.registration));
    const collaterals = of('Collateral');
    expect(new Set(collaterals.map((c) => c.data.type))).toEqual(new Set(['GUARANTEE', 'BUYBACK', 'DEPOSIT']));
    const statuses = list('statuses.json', 'collateralStatus');
    const byContractStatus: Record<string, string[]> = { STUDY: ['PENDING'], APPROVED: ['PENDING'], ACTIVE: ['ACTIVE'], SUSPENDED: ['CALLED', 'ACTIVE'], TERMINATED: ['RELEASED'] };
    for (const c of collaterals) {
      const contract = contracts.get(String(c.data.contractRegistration));
      expect(contract, c.registration).toBeDefined();
      expect(statuses).toContain(c.status);
      expect(byContractStatus[String(contract?.status)], `${c.registration} on a ${contract?.status} contract`).toContain(c.status);
      expect(persons.has(String(c.data.personRegistration)), c.registration).toBe(true);
      if (c.data.assetRegistration) expect(assets.has(String(c.data.assetRegistration)), c.registration).toBe(true);
      expect(Number(c.data.amount)).toBeGreaterThan(0);
      expect(Math.round(Number(c.data.amount) * 100)).toBe(Number(c.data.amount) * 100);
      if (c.data.type === 'GUARANTEE') {
        const guarantor = ((contract?.data.persons as Rec[]) ?? []).find((p) => p.role === 'GUARANTOR');
        expect(c.data.personRegistration, c.registration).toBe(guarantor?.personRegistration);
        expect([1, 0.5], c.registration).toContain(c.data.percentage);
      }
    }
    for (const status of ['PENDING', 'ACTIVE', 'RELEASED']) expect(collaterals.some((c) => c.status === status), status).toBe(true);
  });

  it('opens a collection case per client with overdue invoices, for their balances to the cent, and one per disputed invoice', () => {
    const cases = of('Case');
    const overdue = receivables().filter((i) => ['SENT', 'DISPUTED'].includes(String(i.status)) && String(i.data.dueDate) < today);
    const payer = (i: Row) => String(((i.data.persons as Rec[]) ?? []).find((p) => p.role === 'PAYER')?.personRegistration);
    const client = (c: Row) => String(((c.data.persons as Rec[]) ?? []).find((p) => p.role === 'CLIENT')?.personRegistration);
    const cents = (v: unknown) => Math.round(Number(v) * 100);
    const collections = cases.filter((c) => c.data.type === 'COLLECTION');
    const sent = overdue.filter((i) => i.status === 'SENT');
    expect(collections.length).toBeGreaterThan(0);
    expect(new Set(collections.map((c) => `${c.data.orgaRegistration} ${client(c)}`)).size).toBe(collections.length);
    for (const c of collections) {
      const theirs = sent.filter((i) => payer(i) === client(c) && i.data.orgaRegistration === c.data.orgaRegistration);
      expect(theirs.length, c.registration).toBeGreaterThan(0);
      expect(cents(c.data.amount), c.registration).toBe(theirs.reduce((sum, i) => sum + cents(i.data.totalBalance ?? i.data.amountInclTax), 0));
      const oldest = [...theirs].sort((a, b) => String(a.data.dueDate).localeCompare(String(b.data.dueDate)))[0];
      expect(String(c.data.date) > String(oldest.data.dueDate), c.registration).toBe(true);
      expect(String(c.data.lastContact) <= today, c.registration).toBe(true);
    }
    expect(sent.every((i) => collections.some((c) => client(c) === payer(i) && c.data.orgaRegistration === i.data.orgaRegistration))).toBe(true);
    const disputed = overdue.filter((i) => i.status === 'DISPUTED');
    const complaints = cases.filter((c) => c.data.type === 'COMPLAINT');
    expect(complaints.map((c) => c.data.invoiceRegistration).sort()).toEqual(disputed.map((i) => i.registration).sort());
    for (const c of cases) {
      expect(list('statuses.json', 'caseStatus')).toContain(c.status);
      expect(list('misc.json', 'priority')).toContain(c.data.priority);
      expect(String(c.data.assignee), c.registration).toMatch(/@master$/);
    }
    expect(new Set(cases.map((c) => c.status))).toEqual(new Set(['OPEN', 'IN_PROGRESS']));
  });

  it('keeps a sales pipeline: the won deal of each recent contract, both naming each other, and renewals open, lost or abandoned', () => {
    const deals = of('Deal');
    const byRegistration = new Map(deals.map((d) => [d.registration, d]));
    const persons = new Set(of('Person').map((p) => p.registration));
    const linked = of('Contract').filter((c) => c.data.dealRegistration);
    expect(linked.length).toBeGreaterThan(50);
    for (const c of linked) {
      const deal = byRegistration.get(String(c.data.dealRegistration));
      expect(deal?.status, c.registration).toBe('WON');
      expect(deal?.data.contractRegistration, c.registration).toBe(c.registration);
      expect(String(deal?.data.expectedCloseDate) <= today, c.registration).toBe(true);
      expect(String(deal?.data.startDate) < String(deal?.data.expectedCloseDate), c.registration).toBe(true);
    }
    expect(deals.filter((d) => d.status === 'WON')).toHaveLength(linked.length);
    expect(new Set(deals.map((d) => d.status))).toEqual(new Set(list('statuses.json', 'dealStatus')));
    for (const d of deals) {
      for (const p of (d.data.persons as Rec[]) ?? []) expect(persons.has(String(p.personRegistration)), d.registration).toBe(true);
      expect(list('types.json', 'dealType')).toContain(d.data.type);
      if (['OPEN', 'QUALIFIED', 'PROPOSAL'].includes(String(d.status))) expect(String(d.data.expectedCloseDate) > today, d.registration).toBe(true);
      // a percentage field: a stored fraction
      expect(Number(d.data.probability), d.registration).toBeGreaterThanOrEqual(0);
      expect(Number(d.data.probability), d.registration).toBeLessThanOrEqual(1);
      if (['LOST', 'ABANDONED'].includes(String(d.status))) expect(d.data.probability, d.registration).toBe(0);
    }
  });
});

describe('the menu lists of catalogues, asset operations, client relations, workspace and administration (issue 38 item 3)', () => {
  const LISTS = [
    'AmendmentCatalogItem', 'AssetServiceCatalogItem', 'ProductCatalogItem', 'ProductElementCatalogItem', 'AssetLot', 'Inspection', 'Maintenance', 'Inventory', 'Claim',
    'Campaign', 'Communication', 'PersonAmendment', 'Question', 'Ticket', 'TimeEntry', 'Rule', 'FeatureFlag', 'KeyValue', 'Mail', 'Metric', 'Flow', 'Dtxn', 'ExternalData',
  ];
  /** [entity, field, referenced entity]: references the steps write, each to resolve to a record. */
  const REFERENCES: readonly (readonly [string, string, string])[] = [
    ['AssetLot', 'contractRegistration', 'Contract'], ['AssetLot', 'supplierRegistration', 'Person'], ['Inspection', 'assetRegistration', 'Asset'], ['Inspection', 'inspectorRegistration', 'Person'],
    ['Maintenance', 'assetRegistration', 'Asset'], ['Inventory', 'locationRegistration', 'Location'], ['Claim', 'contractRegistration', 'Contract'], ['Claim', 'assetRegistration', 'Asset'],
    ['Communication', 'contractRegistration', 'Contract'], ['Communication', 'invoiceRegistration', 'Invoice'], ['Communication', 'campaignRegistration', 'Campaign'],
    ['PersonAmendment', 'personRegistration', 'Person'], ['Question', 'votingRegistration', 'Voting'], ['Ticket', 'projectRegistration', 'Project'], ['TimeEntry', 'projectRegistration', 'Project'],
    ['TimeEntry', 'ticketRegistration', 'Ticket'], ['AssetServiceCatalogItem', 'supplierRegistration', 'Person'], ['Rule', 'orgaRegistration', 'Person'],
  ];
  const found = new Map<string, Row[]>();
  const keys = new Map<string, Set<string>>();
  beforeAll(async () => {
    const { db, registry } = app.tabula;
    await db.withTenant('master', async (q) => {
      for (const entity of [...LISTS, 'Location', 'Voting', 'Person', 'Asset', 'Contract', 'Invoice', 'Project', 'User']) {
        const { rows: read } = await q.query<Row>(`SELECT registration, status, data FROM ${registry.get(entity).table}`);
        found.set(entity, read);
        keys.set(entity, new Set(read.map((r) => r.registration)));
      }
    });
  }, 60_000);

  it('fills every list with records in more than one status', () => {
    for (const entity of LISTS) {
      const records = found.get(entity) ?? [];
      expect(records.length, entity).toBeGreaterThanOrEqual(4);
      expect(new Set(records.map((r) => r.status)).size, entity).toBeGreaterThan(1);
    }
  });

  it('points every reference to an existing record', () => {
    for (const [entity, field, target] of REFERENCES) {
      const values = (found.get(entity) ?? []).map((r) => r.data[field]).filter((v): v is string => typeof v === 'string' && v !== '');
      expect(values.length, `${entity}.${field}`).toBeGreaterThan(0);
      for (const v of values) expect(keys.get(target)?.has(v), `${entity}.${field} ${v}`).toBe(true);
    }
    const assets = keys.get('Asset') ?? new Set();
    for (const lot of found.get('AssetLot') ?? []) for (const a of (lot.data.assetRegistrations as string[]) ?? []) expect(assets.has(a), `${lot.registration} ${a}`).toBe(true);
    for (const inv of found.get('Inventory') ?? []) for (const item of (inv.data.items as Rec[]) ?? []) expect(assets.has(String(item.assetRegistration)), inv.registration).toBe(true);
    const persons = keys.get('Person') ?? new Set();
    for (const entity of ['Claim', 'Communication', 'Maintenance']) {
      for (const r of found.get(entity) ?? []) for (const p of (r.data.persons as Rec[]) ?? []) expect(persons.has(String(p.personRegistration)), `${entity} ${r.registration}`).toBe(true);
    }
    const usernames = new Set((found.get('User') ?? []).map((u) => String(u.data.username)));
    for (const t of found.get('TimeEntry') ?? []) expect(usernames.has(String(t.data.username)), t.registration).toBe(true);
    for (const t of found.get('Ticket') ?? []) expect(usernames.has(String(t.data.reporter)), t.registration).toBe(true);
    const byEntity: Record<string, Set<string> | undefined> = { Person: persons, Asset: assets, Contract: keys.get('Contract'), Invoice: keys.get('Invoice') };
    for (const entity of ['Mail', 'Flow', 'ExternalData']) {
      for (const r of found.get(entity) ?? []) {
        const set = byEntity[String(r.data.entityName)];
        if (set) expect(set.has(String(r.data.entityRegistration)), `${entity} ${r.registration}`).toBe(true);
      }
    }
  });

  it('dates the records around the first start: done work in the past, planned work ahead', () => {
    for (const r of found.get('Inspection') ?? []) {
      if (r.status === 'DONE') expect(String(r.data.date) <= today, r.registration).toBe(true);
      if (r.status === 'PLANNED') expect(String(r.data.date) > today, r.registration).toBe(true);
    }
    for (const r of found.get('Maintenance') ?? []) if (r.status === 'DONE') expect(String(r.data.submitDate) <= today, r.registration).toBe(true);
    for (const r of found.get('Ticket') ?? []) if (r.data.resolutionDate) expect(String(r.data.resolutionDate) <= today, r.registration).toBe(true);
  });
});

describe('treasury, accounting, refinancing and reference records of the demo world (docs/demo-data.md)', () => {
  const FINANCE = ['BankAccount', 'BankOperation', 'BankTransaction', 'BankStatement', 'Camt', 'PaymentFile', 'PaymentFileLine', 'Sepa', 'Posting', 'PostingEvent', 'Booking', 'Fund', 'Funding', 'ContractLot', 'Index', 'FinancingService', 'Budget', 'DepreciationSchedule', 'PrivateEquityAsset', 'ProductTable', 'ContractElement', 'Score', 'Invoice', 'Contract', 'Person'];
  const found = new Map<string, Row[]>();
  const rowsOf = (entity: string) => found.get(entity) ?? [];
  const cents = (v: unknown) => Math.round(Number(v) * 100);
  /** The first day of the first start's month: direct debits are presented only for invoices due before it. */
  const monthFirst = `${today.slice(0, 7)}-01`;

  beforeAll(async () => {
    const { db, registry } = app.tabula;
    await db.withTenant('master', async (q) => {
      for (const entity of FINANCE) found.set(entity, (await q.query<Row>(`SELECT registration, status, data FROM ${registry.get(entity).table} ORDER BY registration`)).rows);
    });
  });

  it('fills every list of the menu that was empty', async () => {
    for (const entity of FINANCE) expect(rowsOf(entity).length, entity).toBeGreaterThan(0);
    // and the lists answer them
    const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
    const headers = { authorization: String(login.headers.authorization) };
    for (const entity of FINANCE.slice(0, 22)) {
      const { apiPath } = app.tabula.registry.get(entity);
      const res = await app.inject({ method: 'GET', url: `${apiPath}?range=0-4`, headers });
      expect(res.statusCode, entity).toBeLessThan(300);
      expect((res.json() as unknown[]).length, entity).toBeGreaterThan(0);
    }
  });

  it('presents direct debits of real invoices due before this month only, through the product run (files, lines, Sepa records agree)', () => {
    const invoices = new Map(rowsOf('Invoice').map((i) => [i.registration, i]));
    const debitFiles = rowsOf('PaymentFile').filter((f) => String(f.data.type).startsWith('SDD'));
    const lines = rowsOf('PaymentFileLine').filter((l) => debitFiles.some((f) => f.registration === l.data.paymentFileRegistration));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const invoice = invoices.get(String(line.data.invoiceRegistration));
      expect(invoice, line.registration).toBeDefined();
      expect(String(invoice?.data.dueDate) < monthFirst, line.registration).toBe(true);
      expect(invoice?.data.pr).toBe('R');
    }
    // no invoice due this month is in a file: the e2e debit run still finds them
    expect(lines.filter((l) => String(invoices.get(String(l.data.invoiceRegistration))?.data.dueDate) >= monthFirst)).toEqual([]);
    for (const file of debitFiles) {
      const own = lines.filter((l) => l.data.paymentFileRegistration === file.registration);
      expect(own.length, file.registration).toBe(file.data.nbLines);
      expect(own.reduce((s, l) => s + cents(l.data.amount), 0), file.registration).toBe(cents(file.data.totalAmount));
      expect(file.status, file.registration).toBe('ACCEPTED');
      expect(String(file.data.executionDate) < monthFirst, file.registration).toBe(true);
      const sepa = rowsOf('Sepa').find((s) => s.data.paymentFileRegistration === file.registration);
      expect(sepa?.data.nbTransactions, file.registration).toBe(file.data.nbLines);
      expect(cents(sepa?.data.totalAmount), file.registration).toBe(cents(file.data.totalAmount));
    }
  });

  it('pays the invoices the imported bank statement matched, consistently, and reconciles its bank transactions', () => {
    const invoices = new Map(rowsOf('Invoice').map((i) => [i.registration, i]));
    const entries = rowsOf('Camt').flatMap((c) => (c.data.entries as Rec[] | undefined) ?? []);
    const paid = entries.filter((e) => e.result === 'PAID');
    expect(paid.length).toBeGreaterThan(0);
    expect(entries.some((e) => e.result === 'UNMATCHED')).toBe(true);
    for (const e of paid) {
      const invoice = invoices.get(String(e.invoiceRegistration));
      expect(invoice?.status, String(e.invoiceRegistration)).toBe('PAID');
      expect(invoice?.data.totalBalance).toBe(0);
      expect(invoice?.data.paymentDate).toBe(e.bookingDate);
      expect(String(e.bookingDate) <= today).toBe(true);
    }
    for (const e of entries.filter((x) => x.result === 'PARTLY_PAID')) {
      const invoice = invoices.get(String(e.invoiceRegistration));
      expect(invoice?.status).toBe('SENT');
      expect(cents(invoice?.data.totalBalance)).toBe(cents(e.balanceAfter));
      expect(cents(e.balanceAfter)).toBeGreaterThan(0);
    }
    // the accepted lines are the debits the statement paid; the others came back
    const paidInvoices = new Set(paid.map((e) => e.invoiceRegistration));
    for (const line of rowsOf('PaymentFileLine')) expect(line.status, line.registration).toBe(paidInvoices.has(line.data.invoiceRegistration) ? 'ACCEPTED' : 'REJECTED');
    // the credit entries (money received); the debit ones are the supplier transfers (below)
    const received = entries.filter((e) => e.dc === 'C');
    const credits = rowsOf('BankTransaction').filter((t) => t.data.dc === 'C');
    expect(credits.length).toBe(received.length);
    expect(credits.filter((t) => t.status === 'MATCHED').length).toBe(received.filter((e) => e.result !== 'UNMATCHED').length);
    const operations = new Set(rowsOf('BankOperation').map((o) => o.registration));
    for (const t of rowsOf('BankTransaction').filter((x) => x.status === 'MATCHED')) expect(operations.has(String(t.data.bankOperationRegistration)), t.registration).toBe(true);
    // the collection cases follow what stayed unpaid
    const overdue = of('Invoice').filter((i) => ['SENT', 'DISPUTED'].includes(String(i.status)) && String(i.data.dueDate) < today);
    expect(overdue.some((i) => paidInvoices.has(i.registration))).toBe(false);
  });

  it("writes each bought asset's supplier invoice (payable, pr P): the due ones PAID, the others due later", () => {
    const payables = rowsOf('Invoice').filter((i) => i.data.pr === 'P');
    const contracts = new Map(rowsOf('Contract').map((c) => [c.registration, c]));
    const bought = of('Asset').filter((a) => a.data.deliveryDate && a.data.invoiceNumber && ['ACTIVE', 'SUSPENDED', 'TERMINATED'].includes(String(contracts.get(String(a.data.contractRegistration))?.status)));
    expect(bought.length).toBeGreaterThan(50);
    // one per asset, naming the asset, its supplier's invoice number, contract, buyer and supplier
    expect(payables.map((i) => i.data.internalReference).sort()).toEqual(bought.map((a) => a.registration).sort());
    const persons = new Map(rowsOf('Person').map((p) => [p.registration, p]));
    for (const invoice of payables) {
      const asset = bought.find((a) => a.registration === invoice.data.internalReference) as Row;
      const role = (r: string) => ((invoice.data.persons as Rec[]) ?? []).find((p) => p.role === r)?.personRegistration;
      expect(invoice.data, invoice.registration).toMatchObject({ externalReference: asset.data.invoiceNumber, contractRegistration: asset.data.contractRegistration, orgaRegistration: asset.data.orgaRegistration, currency: 'EUR', issueDate: asset.data.deliveryDate });
      expect(role('PAYER')).toBe(asset.data.orgaRegistration);
      expect(role('PAYEE')).toBe(asset.data.supplierRegistration);
      expect(persons.get(String(role('PAYER')))?.data.type).toBe('O');
      expect(cents(invoice.data.amountExclTax), invoice.registration).toBe(cents(asset.data.priceExclTax));
      expect(cents(invoice.data.amountInclTax)).toBe(cents(invoice.data.amountExclTax) + cents(invoice.data.taxAmount));
      expect(String(invoice.data.dueDate) > String(invoice.data.issueDate)).toBe(true);
    }
    const paid = payables.filter((i) => i.status === 'PAID');
    const open = payables.filter((i) => i.status !== 'PAID');
    console.info(`supplier invoices: ${payables.length}, ${paid.length} paid, ${open.length} open`);
    expect(paid.length).toBeGreaterThan(open.length);
    expect(open.length).toBeGreaterThan(0);
    // what is still open falls due after today (nothing owed to a supplier is late)
    for (const i of open) {
      expect(i.status, i.registration).toBe('SENT');
      expect(String(i.data.dueDate) > today, i.registration).toBe(true);
    }
  });

  it('pays the due supplier invoices by credit transfer, booked by an imported camt.054: a transfer, an entry, an operation and a transaction each', () => {
    const payables = rowsOf('Invoice').filter((i) => i.data.pr === 'P');
    const notifications = rowsOf('Camt').filter((c) => c.data.type === '054');
    expect(notifications.length).toBe(1);
    const entries = notifications.flatMap((c) => (c.data.entries as Rec[]) ?? []);
    expect(entries.every((e) => e.dc === 'D' && e.result === 'PAID')).toBe(true);
    const transferFiles = rowsOf('PaymentFile').filter((f) => f.data.type === 'SCT');
    expect(transferFiles.length).toBeGreaterThan(0);
    const transferLines = rowsOf('PaymentFileLine').filter((l) => transferFiles.some((f) => f.registration === l.data.paymentFileRegistration));
    const operations = rowsOf('BankOperation').filter((o) => o.data.type === 'CREDIT_TRANSFER' && o.data.dc === 'D');
    const transactions = rowsOf('BankTransaction').filter((t) => t.data.dc === 'D' && t.data.bankOperationRegistration);
    for (const invoice of payables.filter((i) => i.status === 'PAID')) {
      const entry = entries.filter((e) => e.invoiceRegistration === invoice.registration);
      expect(entry.length, invoice.registration).toBe(1);
      expect(cents(entry[0].amount)).toBe(cents(invoice.data.amountInclTax));
      expect(invoice.data.paymentDate).toBe(entry[0].bookingDate);
      expect(String(entry[0].bookingDate) >= String(invoice.data.issueDate) && String(entry[0].bookingDate) < today, invoice.registration).toBe(true);
      const operation = operations.filter((o) => o.data.invoiceRegistration === invoice.registration);
      expect(operation.length, invoice.registration).toBe(1);
      expect(operation[0].data).toMatchObject({ status: 'EXECUTED', date: entry[0].bookingDate, reference: entry[0].endToEndId });
      expect(cents(operation[0].data.amount)).toBe(cents(invoice.data.amountInclTax));
      expect(transactions.filter((t) => t.data.bankOperationRegistration === operation[0].registration && t.status === 'MATCHED').length, invoice.registration).toBe(1);
      // paid by the demo's run: its line in an accepted SCT file, the end-to-end id the bank booked
      const line = transferLines.find((l) => l.data.invoiceRegistration === invoice.registration);
      if (line) {
        expect(line.status).toBe('ACCEPTED');
        expect(entry[0].endToEndId).toBe(line.data.endToEndId);
        expect(entry[0].matchedBy).toBe('endToEndId');
      }
    }
    expect(transferLines.length).toBeGreaterThan(0);
    for (const line of transferLines) expect(payables.find((i) => i.registration === line.data.invoiceRegistration)?.status, line.registration).toBe('PAID');
    for (const file of transferFiles) {
      expect(file.status).toBe('ACCEPTED');
      expect(rowsOf('Sepa').find((x) => x.data.paymentFileRegistration === file.registration)?.data).toMatchObject({ type: 'SCT', status: 'SETTLED', nbTransactions: file.data.nbLines });
    }
  });

  it('keeps the pain.001 of each credit-transfer file as its Document, valid against the XSD, and lists SCT and SDD files', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username: 'admin@master', password: PASSWORD } });
    const headers = { authorization: String(login.headers.authorization) };
    const listed = (await app.inject({ method: 'GET', url: '/api/billing/payment-files?range=0-99', headers })).json() as Rec[];
    const types = new Set(listed.map((f) => f.type));
    expect(types.has('SCT') && types.has('SDD'), [...types].join()).toBe(true);
    for (const file of rowsOf('PaymentFile').filter((f) => f.data.type === 'SCT')) {
      const docs = (await app.inject({ method: 'GET', url: `/api/billing/payment-files/${file.registration}/documents`, headers })).json() as Rec[];
      expect(docs.length, file.registration).toBe(1);
      const xml = (await app.inject({ method: 'GET', url: String(docs[0].url), headers })).body;
      expect(xml).toContain('xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
      expect(await validateAgainstXsd('pain.001.001.03', xml)).toEqual([]);
      expect(xml.match(/<CdtTrfTxInf>/g)?.length, file.registration).toBe(file.data.nbLines);
    }
  });

  it('books balanced accounting entries (debit = credit) on real invoices', () => {
    const invoices = new Set(rowsOf('Invoice').map((i) => i.registration));
    const postings = rowsOf('Posting');
    for (const booking of rowsOf('Booking')) {
      const own = postings.filter((p) => p.data.bookingRegistration === booking.registration);
      expect(own.length, booking.registration).toBeGreaterThanOrEqual(2);
      const debit = own.filter((p) => p.data.dc === 'D').reduce((s, p) => s + cents(p.data.amount), 0);
      const credit = own.filter((p) => p.data.dc === 'C').reduce((s, p) => s + cents(p.data.amount), 0);
      expect(debit, booking.registration).toBe(credit);
      expect(cents(booking.data.totalDebit), booking.registration).toBe(debit);
      expect(cents(booking.data.totalCredit), booking.registration).toBe(credit);
    }
    for (const p of postings) expect(invoices.has(String(p.data.invoiceRegistration)), p.registration).toBe(true);
    expect(new Set(rowsOf('Booking').map((b) => b.data.type))).toEqual(new Set(['INVOICE', 'PAYMENT']));
  });

  it('refinances a lot of active contracts with a fund, and scores client companies', () => {
    const contracts = new Map(rowsOf('Contract').map((c) => [c.registration, c]));
    const fundings = rowsOf('Funding');
    for (const lot of rowsOf('ContractLot')) {
      const regs = lot.data.contractRegistrations as string[];
      expect(regs.length, lot.registration).toBeGreaterThan(0);
      for (const r of regs) expect(contracts.get(r)?.status, r).toBe('ACTIVE');
      const own = fundings.filter((f) => regs.includes(String(f.data.contractRegistration)));
      expect(own.reduce((s, f) => s + cents(f.data.amount), 0), lot.registration).toBe(cents(lot.data.totalAmount));
    }
    const persons = new Map(rowsOf('Person').map((p) => [p.registration, p]));
    for (const score of rowsOf('Score')) expect(persons.get(String(score.data.personRegistration))?.data.type, score.registration).toBe('C');
    const euribor = rowsOf('Index').find((i) => i.data.code === 'EURIBOR3M');
    expect((euribor?.data.values as Rec[]).length).toBeGreaterThanOrEqual(12);
  });
});
