import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardLinks } from '../../../engine/dashboard/dashboardLinks.ts';
import type { DashboardFigures } from '../../../engine/dashboard/dashboardFigures.ts';
import { resolveDateKeyword } from '../../../engine/query/dateKeywords.ts';
import { createUser, signIn as signInAs } from '../identity/helpers.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { startTestServer, type Headers, type TestServer } from '../support/testServer.ts';

type Rec = Record<string, unknown>;
const USER_PASSWORD = 'Str0ng-Passw0rd!';

const today = resolveDateKeyword('today') as string;
const daysFrom = (n: number) => resolveDateKeyword(`today${n < 0 ? n : `+${n}`}`) as string;

describe.each(testDatabases())('home dashboard figures on $name', (db) => {
  let s: TestServer;
  let persons: Headers;

  /** Server-side writes (as the demo data does): records in any status. */
  const seed = (tenant: string, entity: string, records: Rec[]) =>
    s.app.tabula.db.withTenant(tenant, async (q) => {
      for (const r of records) await s.app.tabula.store.create(q, s.app.tabula.registry.get(entity), r, { username: 'admin@master' });
    });

  beforeAll(async () => {
    s = await startTestServer(db);
    const contract = (registration: string, status: string, startDate: string | null, financed?: number) => ({
      registration, name: registration, status, currency: 'EUR', persons: [{ role: 'CLIENT', personRegistration: 'PER-CLIENT' }], ...(startDate ? { startDate } : {}), quotations: [financed === undefined ? {} : { financedAmountExclTax: financed }],
    });
    await seed('master', 'Contract', [
      contract('CTR-A', 'ACTIVE', today, 1000.1),
      contract('CTR-B', 'ACTIVE', today, 2000.2),
      contract('CTR-C', 'SUSPENDED', '2001-01-15', 0.3),
      contract('CTR-D', 'DRAFT', today, 5000),
      contract('CTR-E', 'TERMINATED', today),
    ]);
    await seed('master', 'Cashflow', [
      { registration: 'CF-1', status: 'PLANNED', contractRegistration: 'CTR-A', amountInclTax: 0.1, currency: 'EUR' },
      { registration: 'CF-2', status: 'PLANNED', contractRegistration: 'CTR-C', amountInclTax: 0.2, currency: 'EUR' },
      { registration: 'CF-3', status: 'INVOICED', contractRegistration: 'CTR-A', amountInclTax: 99, currency: 'EUR' },
      { registration: 'CF-4', status: 'PLANNED', contractRegistration: 'CTR-D', amountInclTax: 99, currency: 'EUR' },
    ]);
    await seed('master', 'Invoice', [
      { registration: 'INV-1', status: 'SENT', dueDate: daysFrom(-3), amountInclTax: 120.5, currency: 'EUR' },
      { registration: 'INV-2', status: 'VALIDATED', dueDate: daysFrom(-1), amountInclTax: 10, totalBalance: 4.25, currency: 'EUR' },
      { registration: 'INV-3', status: 'SENT', dueDate: today, amountInclTax: 30, currency: 'USD' },
      { registration: 'INV-4', status: 'PAID', dueDate: daysFrom(-3), amountInclTax: 500, currency: 'EUR' },
      { registration: 'INV-5', status: 'DRAFT', dueDate: daysFrom(5), amountInclTax: 500, currency: 'EUR' },
      // receivable said explicitly: counted; a supplier's invoices (payable) are money owed by the lender: never counted
      { registration: 'INV-6', status: 'SENT', pr: 'R', dueDate: daysFrom(-2), amountInclTax: 0.5, totalBalance: 0.5, currency: 'EUR' },
      { registration: 'INV-P1', status: 'SENT', pr: 'P', dueDate: daysFrom(-2), amountInclTax: 9000, currency: 'EUR' },
      { registration: 'INV-P2', status: 'SENT', pr: 'P', dueDate: daysFrom(10), amountInclTax: 7000, currency: 'USD' },
    ]);
    await seed('master', 'Task', [
      { registration: 'TSK-1', name: 'Call', status: 'TODO', assignee: 'admin@master', dueDate: daysFrom(-2) },
      { registration: 'TSK-2', name: 'Write', status: 'IN_PROGRESS', assignee: 'admin@master', dueDate: daysFrom(2) },
      { registration: 'TSK-3', name: 'Done', status: 'DONE', assignee: 'admin@master', dueDate: daysFrom(-2) },
      { registration: 'TSK-4', name: 'Other', status: 'TODO', assignee: 'someone@master', dueDate: daysFrom(-2) },
    ]);
    // the other tenant's rows never count
    await seed('test', 'Contract', [contract('CTR-T', 'ACTIVE', today, 7)]);
    await seed('test', 'Invoice', [{ registration: 'INV-T', status: 'SENT', dueDate: daysFrom(-3), amountInclTax: 1, currency: 'EUR' }]);

    expect((await s.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: s.master, payload: { PERSONS: ['read /api/person/persons'] } })).statusCode).toBe(200);
    await createUser(s.app, s.master as { authorization: string }, 'persons@master', { profiles: ['PERSONS'] });
    persons = await signInAs(s.app, 'persons@master', USER_PASSWORD);
  }, 120_000);
  afterAll(() => s?.close());

  const figuresOf = async (headers: Headers) => {
    const res = await s.inject({ method: 'GET', url: '/api/core/dashboard', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as DashboardFigures;
  };

  it('counts contracts by status with the workflow labels and kinds, in the workflow order', async () => {
    const f = await figuresOf(s.master);
    expect(f.asOf).toBe(today);
    expect(f.contractsByStatus).toEqual([
      { status: 'DRAFT', label: 'Draft', kind: 'ongoing', count: 1 },
      { status: 'ACTIVE', label: 'Active', kind: 'ongoing', count: 2 },
      { status: 'SUSPENDED', label: 'Suspended', kind: 'warning', count: 1 },
      { status: 'TERMINATED', label: 'Terminated', kind: 'success', count: 1 },
    ]);
  });

  it('sums new business per month, outstanding, open invoices and the user\'s tasks exactly, in numeric', async () => {
    const f = await figuresOf(s.master);
    expect(f.newBusiness).toHaveLength(12);
    expect(f.newBusiness?.at(-1)).toEqual({ month: today.slice(0, 7), count: 3, amounts: [{ currency: 'EUR', amount: '3000.3' }] });
    expect(f.newBusiness?.slice(0, -1).every((m) => m.count === 0 && m.amounts.length === 0)).toBe(true);
    expect(f.outstanding).toEqual({ count: 3, amounts: [{ currency: 'EUR', amount: '0.3' }] });
    expect(f.invoices).toEqual({
      due: { count: 1, amounts: [{ currency: 'USD', amount: '30' }] },
      overdue: { count: 3, amounts: [{ currency: 'EUR', amount: '125.25' }] },
    });
    expect(f.myTasks).toEqual({ open: 2, late: 1 });
  });

  it('leads every figure to a list that shows exactly the records it counts', async () => {
    const f = await figuresOf(s.master);
    const total = async (link: string) => {
      const [path, query] = link.split('?');
      const api = { '/contracts': '/api/financing/contracts', '/invoices': '/api/billing/invoices', '/tasks': '/api/core/tasks' }[path]!;
      const res = await s.inject({ method: 'GET', url: `${api}?${query}&count=exact&range=0-0`, headers: s.master });
      expect(res.statusCode, res.body).toBe(200);
      return Number(res.headers['pagination-total']);
    };
    expect(await total(dashboardLinks.contractsInForce())).toBe(f.outstanding?.count);
    expect(await total(dashboardLinks.contractsWithStatus('ACTIVE'))).toBe(2);
    expect(await total(dashboardLinks.newBusinessOf(today.slice(0, 7)))).toBe(f.newBusiness?.at(-1)?.count);
    expect(await total(dashboardLinks.invoicesDue())).toBe(f.invoices?.due.count);
    expect(await total(dashboardLinks.invoicesOverdue())).toBe(f.invoices?.overdue.count);
    expect(await total(dashboardLinks.myTasks('admin@master'))).toBe(f.myTasks?.open);
    expect(await total(dashboardLinks.myLateTasks('admin@master'))).toBe(f.myTasks?.late);
  });

  it('shows a user only the figures of what it may read, and a tenant only its own rows', async () => {
    expect(await figuresOf(persons)).toEqual({ asOf: today, username: 'persons@master' });
    const other = await figuresOf(s.test);
    expect(other.contractsByStatus).toEqual([{ status: 'ACTIVE', label: 'Active', kind: 'ongoing', count: 1 }]);
    expect(other.invoices?.overdue).toEqual({ count: 1, amounts: [{ currency: 'EUR', amount: '1' }] });
    expect(other.myTasks).toEqual({ open: 0, late: 0 });
  });

  it('answers 401 without a session, and a catalogued 400 for a locale that is not one', async () => {
    expect((await s.inject({ method: 'GET', url: '/api/core/dashboard' })).statusCode).toBe(401);
    const bad = await s.inject({ method: 'GET', url: '/api/core/dashboard?locale=%3Cscript%3E', headers: s.master });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
    expect((await s.inject({ method: 'GET', url: '/api/core/dashboard?locale=fr-FR', headers: s.master })).statusCode).toBe(200);
  });
});

