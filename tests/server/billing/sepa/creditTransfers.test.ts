import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAgainstXsd } from '../../../../server/billing/sepa/xsdValidation.ts';
import { testDatabases } from '../../support/testDatabases.ts';
import { signIn, startTestServer, type TestServer } from '../../support/testServer.ts';
import { caller, CREDITOR_IBAN, DEBTOR_IBAN, INVOICES, PAYMENT_FILE_LINES, PAYMENT_FILES, PERSONS, type Caller } from './sepaFixtures.ts';

type Rec = Record<string, unknown>;

const CREDIT_TRANSFERS = '/api/billing/payment-files/credit-transfers';
const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';
/** A second account of the lender, in France: its files are executed on French business days. */
const SECOND_IBAN = 'FR7630006000011234567890189';
/** Saturday 2026-08-15 (Assumption, a French holiday on a Saturday): the next business day is Monday 17. */
const ASKED = '2026-08-15';

const texts = (xml: string, name: string) =>
  Array.from(new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(NS, name)).map((e) => e.textContent ?? '');

async function person(c: Caller, name: string, type: string, bankAccounts: Rec[] = []): Promise<string> {
  return String((await c.ok('POST', PERSONS, { type, name, bankAccounts })).registration);
}

/** A payable (supplier) invoice: the lender (PAYER, its account named) owes the supplier (PAYEE). */
async function supplierInvoice(c: Caller, f: { org: string; supplier: string; amount: number; account?: string; currency?: string }): Promise<string> {
  const { db, store, registry } = c.server.app.tabula;
  const body = {
    name: `Supplier invoice of ${f.supplier}`,
    pr: 'P',
    status: 'VALIDATED',
    currency: f.currency ?? 'EUR',
    paymentMode: 'SCT',
    amountExclTax: f.amount,
    amountInclTax: f.amount,
    dueDate: '2026-08-01',
    orgaRegistration: f.org,
    persons: [
      { role: 'PAYER', personRegistration: f.org, invoicing: f.account ? { bankAccountName: f.account } : undefined },
      { role: 'PAYEE', personRegistration: f.supplier },
    ],
  };
  const inv = await db.withTenant(c.tenant, (q) => store.create(q, registry.get('Invoice'), body, { username: 'system', tenant: c.tenant }));
  return String(inv.registration);
}

describe.each(testDatabases())('SEPA credit transfers (pain.001) on $name', (db) => {
  let server: TestServer;
  let c: Caller;
  let master: Caller;
  const reg: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(db);
    c = caller(server, server.test, 'test');
    master = caller(server, server.master, 'master');
    reg.org = await person(c, 'Tabula Lending', 'O', [
      { name: 'Main', bankIban: CREDITOR_IBAN, bankBic: 'COBADEFFXXX' },
      { name: 'Paris', bankIban: SECOND_IBAN },
    ]);
    reg.dealer = await person(c, 'Garage Müller & Söhne', 'C', [{ name: 'Main', bankIban: DEBTOR_IBAN, bankBic: 'CCBPFRPPXXX' }]);
    reg.noIban = await person(c, 'Supplier Without Account', 'C');
    reg.i1 = await supplierInvoice(c, { org: reg.org, supplier: reg.dealer, amount: 12000.1 });
    reg.i2 = await supplierInvoice(c, { org: reg.org, supplier: reg.dealer, amount: 0.2 });
    reg.i3 = await supplierInvoice(c, { org: reg.org, supplier: reg.dealer, amount: 99.99, account: 'Paris' });
    reg.skipped = await supplierInvoice(c, { org: reg.org, supplier: reg.noIban, amount: 50 });
    reg.usd = await supplierInvoice(c, { org: reg.org, supplier: reg.dealer, amount: 10, currency: 'USD' });
    reg.masterOrg = await person(master, 'Master Lending', 'O', [{ name: 'Main', bankIban: CREDITOR_IBAN }]);
    reg.masterDealer = await person(master, 'Master Dealer', 'C', [{ name: 'Main', bankIban: DEBTOR_IBAN }]);
    reg.masterInvoice = await supplierInvoice(master, { org: reg.masterOrg, supplier: reg.masterDealer, amount: 7 });
  }, 180_000);
  afterAll(async () => server?.close());

  it('refuses a caller without write permission on payment files and a bad date, writing nothing', async () => {
    expect(await c.call('POST', CREDIT_TRANSFERS, { executionDate: '2026-02-30' })).toMatchObject({ status: 400, body: { code: 'INVALID_DATE_FIELD' } });
    await c.ok('POST', '/api/core/users', { username: 'reader@test', lastName: 'Reader', password: 'Str0ng-Passw0rd!', profiles: ['READER'] });
    const reader = caller(server, await signIn(server.app, 'reader@test', 'Str0ng-Passw0rd!'), 'test');
    expect(await reader.call('POST', CREDIT_TRANSFERS, { executionDate: ASKED })).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    expect(await c.list(PAYMENT_FILES)).toEqual([]);
  });

  it('makes one valid pain.001 per account paid from, on a business day, and lists the invoices it cannot pay', async () => {
    const run = await c.ok('POST', CREDIT_TRANSFERS, { executionDate: ASKED });
    expect(run.nbTotal).toBe(3);
    const skipped = Object.fromEntries((run.skipped as Rec[]).map((s) => [s.invoiceRegistration, s.reason]));
    expect(skipped).toEqual({
      [reg.skipped]: 'Supplier "Supplier Without Account" has no bank account with a valid IBAN',
      [reg.usd]: 'Currency USD cannot be paid by SEPA credit transfer (euros only)',
    });
    const files = run.paymentFiles as Rec[];
    expect(files.map((f) => f.debtorIban).sort()).toEqual([CREDITOR_IBAN, SECOND_IBAN].sort());
    const german = files.find((f) => f.debtorIban === CREDITOR_IBAN) as Rec;
    const french = files.find((f) => f.debtorIban === SECOND_IBAN) as Rec;
    // Saturday 15 August: Monday 17 in both calendars (a German Saturday; a French holiday on a Saturday)
    expect(german).toMatchObject({ nbLines: 2, totalAmount: '12000.30', executionDate: '2026-08-17' });
    expect(french).toMatchObject({ nbLines: 1, totalAmount: '99.99', executionDate: '2026-08-17' });

    const stored = (await c.ok('GET', `${PAYMENT_FILES}/${String(german.registration)}`)) as Rec;
    expect(stored).toMatchObject({ type: 'SCT', status: 'GENERATED', totalAmount: 12000.3, nbLines: 2 });
    const xml = await c.text(String(german.document));
    expect(await validateAgainstXsd('pain.001.001.03', xml)).toEqual([]);
    const amounts = texts(xml, 'InstdAmt');
    expect(amounts).toEqual(['12000.10', '0.20']);
    const cents = amounts.reduce((s, a) => s + Math.round(Number(a) * 100), 0);
    expect(texts(xml, 'CtrlSum')).toEqual([(cents / 100).toFixed(2), (cents / 100).toFixed(2)]);
    expect(texts(xml, 'NbOfTxs')).toEqual(['2', '2']);
    expect(texts(xml, 'ReqdExctnDt')).toEqual(['2026-08-17']);
    expect(texts(xml, 'EndToEndId')).toEqual([reg.i1, reg.i2]);
    expect(texts(xml, 'IBAN')).toEqual([CREDITOR_IBAN, DEBTOR_IBAN, DEBTOR_IBAN]);
    // names in the SEPA character set: accents dropped, '&' written '+'
    expect(texts(xml, 'Nm')).toEqual(['Tabula Lending', 'Tabula Lending', 'Garage Muller + Sohne', 'Garage Muller + Sohne']);

    const lines = (await c.list(`${PAYMENT_FILE_LINES}?paymentFileRegistration=${String(german.registration)}`)) as Rec[];
    expect(lines.map((l) => l.invoiceRegistration).sort()).toEqual([reg.i1, reg.i2].sort());
    // the other tenant's supplier is not paid from this tenant's run, and the same invoices are not paid twice
    expect(await master.list(PAYMENT_FILES)).toEqual([]);
    expect((await c.ok('POST', CREDIT_TRANSFERS, { executionDate: ASKED })).nbTotal).toBe(0);
    expect((await c.ok('GET', `${INVOICES}/${reg.i1}`)).status).toBe('VALIDATED');
  });

  it('pays again an invoice whose file was cancelled', async () => {
    const files = (await c.list(PAYMENT_FILES)) as Rec[];
    const french = files.find((f) => f.totalAmount === 99.99) as Rec;
    await c.ok('GET', `${PAYMENT_FILES}/${String(french.registration)}/transitions/cancel`);
    const run = await c.ok('POST', CREDIT_TRANSFERS, { executionDate: ASKED });
    expect(run.nbTotal).toBe(1);
    const master2 = await master.ok('POST', CREDIT_TRANSFERS, { executionDate: ASKED });
    expect(master2).toMatchObject({ nbTotal: 1 });
    expect(((master2.paymentFiles as Rec[])[0] as Rec).totalAmount).toBe('7.00');
  });
});
