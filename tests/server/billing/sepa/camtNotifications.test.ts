import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camt054 } from '../../../fixtures/camt054.ts';
import { testDatabases } from '../../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { BANK_STATEMENTS, caller, CAMTS, INVOICES, invoice, organization, payer, upload, type Caller } from './sepaFixtures.ts';

type Rec = Record<string, unknown>;

/** A supplier's invoice the lender owes (pr P, SENT): the lender PAYER, the supplier PAYEE, the supplier's number as external reference. */
async function payable(c: Caller, org: string, supplier: string, amount: number, number: string): Promise<string> {
  const { db, store, registry } = c.server.app.tabula;
  const body = {
    name: `Supplier invoice ${number}`, pr: 'P', status: 'SENT', currency: 'EUR', paymentMode: 'SCT', amountExclTax: amount, amountInclTax: amount, dueDate: '2026-01-31', externalReference: number, orgaRegistration: org,
    persons: [{ role: 'PAYER', personRegistration: org }, { role: 'PAYEE', personRegistration: supplier }],
  };
  return String((await db.withTenant(c.tenant, (q) => store.create(q, registry.get('Invoice'), body, { username: 'system', tenant: c.tenant }))).registration);
}

describe.each(testDatabases())('camt.054 debit/credit notifications on $name', (db) => {
  let server: TestServer;
  let c: Caller;
  let master: Caller;
  const reg: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(db);
    c = caller(server, server.test, 'test');
    master = caller(server, server.master, 'master');
    reg.org = await organization(c);
    reg.bob = await payer(c, 'Bob Dupont');
    reg.inv = await invoice(c, { payer: reg.bob, org: reg.org, amount: 300, due: '2026-01-10' });
    reg.garage = await payer(c, 'Garage Martin');
    reg.dupuis = await payer(c, 'Fournitures Dupuis');
    reg.supplierInvoice = await payable(c, reg.org, reg.garage, 1200, 'F-2026-0042');
    reg.byName = await payable(c, reg.org, reg.dupuis, 480, 'FD-77');
    reg.notForCredit = await payable(c, reg.org, reg.dupuis, 99, 'FD-78');
    reg.receivable = await invoice(c, { payer: reg.bob, org: reg.org, amount: 75, due: '2026-01-20' });
  }, 180_000);
  afterAll(async () => server?.close());

  const notification = () =>
    camt054('NTF-2026-02-04', [
      { amount: '300.00', debtor: 'Bob Dupont', remittance: `Invoice ${reg.inv}`, bookingDate: '2026-02-04' },
      { amount: '55.55', debtor: 'Unknown Payer', remittance: 'Order 42', bookingDate: '2026-02-04' },
    ]);

  it('refuses a notification that does not follow the camt.054.001.02 XSD with its first problem, storing nothing', async () => {
    const res = await c.call('POST', BANK_STATEMENTS, upload(notification().replace('<MsgId>NTF-2026-02-04</MsgId>', '')));
    expect(res).toMatchObject({
      status: 400,
      body: {
        code: 'INVALID_XML',
        message:
          "Invalid XML: the notification does not follow the camt.054.001.02 schema (first problem at line 4: Element 'CreDtTm': This element is not expected. Expected is ( MsgId ).)",
      },
    });
    expect(await c.list(CAMTS)).toEqual([]);
    expect((await c.ok('GET', `${INVOICES}/${reg.inv}`)).status).toBe('SENT');
  });

  it('pays the invoice it names and reports the unmatched entry (amount, debtor, reference) for matching by hand', async () => {
    const res = await c.ok('POST', BANK_STATEMENTS, upload(notification(), 'notification.xml'));
    expect(res.nbTotal).toBe(1);
    expect(res.paid).toEqual([expect.objectContaining({ invoiceRegistration: reg.inv, amount: '300.00', matchedBy: 'reference', balanceAfter: 0 })]);
    expect(res.unmatched).toEqual([
      expect.objectContaining({
        amount: '55.55',
        debtorName: 'Unknown Payer',
        remittanceInformation: 'Order 42',
        entryReference: 'E2',
        invoiceRegistration: null,
        reason: 'No open invoice matches the reference, or the amount and the payer name',
      }),
    ]);
    expect(await c.ok('GET', `${INVOICES}/${reg.inv}`)).toMatchObject({ status: 'PAID', totalBalance: 0, paymentDate: '2026-02-04' });
    const [camt] = await c.list(CAMTS);
    expect(camt).toMatchObject({ type: '054', messageId: 'NTF-2026-02-04', nbEntries: 2, totalAmount: 355.55, name: 'Debit/credit notification NTF-2026-02-04' });
    expect(((camt.entries as Rec[]) ?? []).map((e) => e.result)).toEqual(['PAID', 'UNMATCHED']);
    // a notification is not an account statement: no BankStatement record with balances
    expect(await c.list('/api/bank/bank-statements')).toEqual([]);
    // imported once; another tenant sees none of it
    expect(await c.call('POST', BANK_STATEMENTS, upload(notification()))).toMatchObject({ status: 409, body: { code: 'VALUE_ALREADY_EXISTS' } });
    expect(await master.list(CAMTS)).toEqual([]);
  });

  it("books a debit notification's transfers on the supplier invoices (payables) they pay, never on a receivable, and leaves bank charges out", async () => {
    const debits = camt054('NTF-2026-02-05', [
      { amount: '1200.00', debit: true, creditor: 'Garage Martin', remittance: 'Invoice F-2026-0042', bookingDate: '2026-02-05' },
      { amount: '480.00', debit: true, creditor: 'FOURNITURES DUPUIS', remittance: 'Payment', bookingDate: '2026-02-05' },
      { amount: '12.50', debit: true, remittance: 'Bank charges 2026-01', bookingDate: '2026-02-05' },
      { amount: '75.00', debit: true, remittance: `Invoice ${reg.receivable}`, bookingDate: '2026-02-05' },
      { amount: '99.00', debtor: 'Someone Else', remittance: `Invoice ${reg.notForCredit}`, bookingDate: '2026-02-05' },
    ]);
    const res = await c.ok('POST', BANK_STATEMENTS, upload(debits, 'debits.xml'));
    expect(res.nbTotal).toBe(2);
    expect(res.paid).toEqual([
      expect.objectContaining({ dc: 'D', invoiceRegistration: reg.supplierInvoice, amount: '1200.00', creditorName: 'Garage Martin', matchedBy: 'reference', balanceAfter: 0 }),
      expect.objectContaining({ dc: 'D', invoiceRegistration: reg.byName, amount: '480.00', matchedBy: 'amountAndName' }),
    ]);
    // money received never pays what the lender owes: the credit quoting a payable is unmatched
    expect(res.unmatched).toEqual([expect.objectContaining({ dc: 'C', amount: '99.00', invoiceRegistration: null, reason: 'No open invoice matches the reference, or the amount and the payer name' })]);
    expect(await c.ok('GET', `${INVOICES}/${reg.supplierInvoice}`)).toMatchObject({ status: 'PAID', totalBalance: 0, paymentDate: '2026-02-05' });
    expect(await c.ok('GET', `${INVOICES}/${reg.byName}`)).toMatchObject({ status: 'PAID', paymentDate: '2026-02-05' });
    expect((await c.ok('GET', `${INVOICES}/${reg.notForCredit}`)).status).toBe('SENT');
    expect((await c.ok('GET', `${INVOICES}/${reg.receivable}`)).status).toBe('SENT');
    const camt = (await c.list(CAMTS)).find((x) => x.messageId === 'NTF-2026-02-05') as Rec;
    // the entries reported: the two transfers to suppliers and the credit; the charges and the unknown debit are not invoice payments
    expect(camt).toMatchObject({ nbEntries: 3, totalAmount: 1779 });
    expect(((camt.entries as Rec[]) ?? []).map((e) => `${String(e.dc)} ${String(e.result)}`)).toEqual(['D PAID', 'D PAID', 'C UNMATCHED']);
  });
});
