import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../../../server/billing/runBilling.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { billingApp, client, INVOICES, signIn } from '../billing/billingHelpers.ts';

type Rec = Record<string, unknown>;
type Client = ReturnType<typeof client>;

/** A person's exposure, own and over its group (docs/persons.md#exposure), on both engines. */
describe.each(testDatabases())('person exposure on $name', (db) => {
  let app: FastifyInstance;
  let c: Client;
  const reg: Record<string, string> = {};
  const exposure = async (who: Client, registration: string) => (await who.ok('GET', `/api/person/persons/${registration}/exposure`)) as Rec;

  beforeAll(async () => {
    app = await billingApp(await db.create());
    c = client(app, await signIn(app));
    reg.lender = await c.person({ type: 'O', name: 'Lender' });
    reg.daughter = await c.person({ type: 'C', name: 'Daughter Logistics' });
    reg.mother = await c.person({ type: 'C', name: 'Mother Holding', descendants: [{ personRegistration: reg.daughter, relation: 'SUBSIDIARY', stake: 1 }] });
    reg.stranger = await c.person({ type: 'C', name: 'Stranger SA' });
    const contract = (name: string, client: string, financed: number) =>
      c.activeContract({
        name, type: 'LOAN', currency: 'EUR', startDate: '2026-01-31', duration: 4, periodicity: '30', rate: 0.04, orgaRegistration: reg.lender,
        persons: [{ role: 'CLIENT', personRegistration: client }], quotations: [{ financedAmountExclTax: financed }],
      });
    reg.daughterContract = String((await contract('Daughter loan', reg.daughter, 4000)).registration);
    reg.motherContract = String((await contract('Mother loan', reg.mother, 8000)).registration);
    await contract('Stranger loan', reg.stranger, 1000);
    // two instalments of each billed; the daughter's first validated and sent (open, overdue), the mother's first paid
    await runBilling(app.tabula, 'master', { date: '2026-03-31', organizations: [reg.lender], username: 'system' });
    const first = async (contract: string) => (await c.list(`${INVOICES}?contractRegistration=${contract}&sort=dueDate`))[0];
    const daughterInvoice = await first(reg.daughterContract);
    for (const code of ['validate', 'send']) await c.ok('GET', `${INVOICES}/${String(daughterInvoice.registration)}/transitions/${code}`);
    const motherInvoice = await first(reg.motherContract);
    for (const code of ['validate', 'send', 'pay']) await c.ok('GET', `${INVOICES}/${String(motherInvoice.registration)}/transitions/${code}`);
    reg.openInvoice = String(daughterInvoice.registration);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await db.drop();
  });

  it("sums a person's contracts, instalments still to invoice and open invoices, and its group's through the relations", async () => {
    const cents = (amounts: { amount: string }[] | undefined) => Math.round(Number(amounts?.[0]?.amount ?? 0) * 100);
    const planned = async (contract: string) =>
      (await c.list(`/api/billing/cashflows?contractRegistration=${contract}&status=PLANNED`)).reduce((t, f) => t + Math.round(Number(f.amountInclTax) * 100), 0);
    const open = (await c.ok('GET', `${INVOICES}/${reg.openInvoice}`)) as Rec;

    const daughter = await exposure(c, reg.daughter);
    expect(daughter.own).toMatchObject({ contracts: { count: 1, inForce: 1 }, openBalance: { count: 1 }, overdue: { count: 1 } });
    expect(cents((daughter.own as Rec).outstanding as { amount: string }[])).toBe(await planned(reg.daughterContract));
    expect(cents(((daughter.own as Rec).openBalance as Rec).amounts as { amount: string }[])).toBe(Math.round(Number(open.amountInclTax) * 100));

    // the group: mother and daughter whichever side is asked, never the stranger
    const mother = await exposure(c, reg.mother);
    const group = mother.group as Rec & { persons: { registration: string }[] };
    expect(group.persons.map((p) => p.registration).sort()).toEqual([reg.daughter, reg.mother].sort());
    expect(mother.own).toMatchObject({ contracts: { count: 1, inForce: 1 }, openBalance: { count: 0, amounts: [] }, overdue: { count: 0 } });
    expect(group).toMatchObject({ contracts: { count: 2, inForce: 2 }, openBalance: { count: 1 }, overdue: { count: 1 } });
    expect(cents(group.outstanding as { amount: string }[])).toBe((await planned(reg.daughterContract)) + (await planned(reg.motherContract)));
    expect(((daughter.group as Rec).persons as unknown[]).length).toBe(2);
    expect(((await exposure(c, reg.stranger)).group as Rec).persons).toHaveLength(1);
  });

  it('shows only the figures of collections the caller may read, and 404 for an unknown person', async () => {
    await c.ok('POST', '/api/core/users', { username: 'seller@master', lastName: 'Seller', password: 'Str0ng-Passw0rd!', profiles: ['SALES'] });
    const seller = client(app, await signIn(app, 'seller@master', 'Str0ng-Passw0rd!'));
    const seen = await exposure(seller, reg.daughter);
    expect(Object.keys(seen.own as Rec).sort()).toEqual(['contracts']);
    expect((await c.call('GET', '/api/person/persons/PER99999999/exposure')).statusCode).toBe(404);
  });
});
