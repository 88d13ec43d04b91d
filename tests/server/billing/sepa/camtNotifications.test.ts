import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camt054 } from '../../../fixtures/camt054.ts';
import { testDatabases } from '../../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import { BANK_STATEMENTS, caller, CAMTS, INVOICES, invoice, organization, payer, upload, type Caller } from './sepaFixtures.ts';

type Rec = Record<string, unknown>;

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
});
