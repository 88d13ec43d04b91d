import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateAgainstXsd } from '../../../../server/billing/sepa/xsdValidation.ts';
import { testDatabases } from '../../support/testDatabases.ts';
import { signIn, startTestServer, type TestServer } from '../../support/testServer.ts';
import {
  caller,
  CREDITOR_IBAN,
  CREDITOR_ID,
  DEBTOR_IBAN,
  DIRECT_DEBITS,
  invoice,
  mandateAccount,
  organization,
  payer,
  PAYMENT_FILE_LINES,
  PAYMENT_FILES,
  type Caller,
} from './sepaFixtures.ts';

type Rec = Record<string, unknown>;

const EXECUTION = '2026-02-01';
const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';

/** The texts of the elements of a local name in a pain.008 document, in document order. */
function texts(xml: string, name: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  return Array.from(doc.getElementsByTagNameNS(NS, name)).map((e) => e.textContent ?? '');
}

describe.each(testDatabases())('SEPA direct debits on $name', (db) => {
  let server: TestServer;
  let c: Caller;
  let master: Caller;
  const reg: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(db);
    c = caller(server, server.test, 'test');
    master = caller(server, server.master, 'master');
    reg.org = await organization(c);
    reg.alice = await payer(c, 'Alice Martin', [mandateAccount('MNDT-ALICE-1')]);
    reg.bob = await payer(c, 'Bob Without Mandate', [{ name: 'Current account', bankIban: DEBTOR_IBAN }]);
    reg.carol = await payer(c, 'Carol Bad Iban', [mandateAccount('MNDT-CAROL-1')]);
    reg.dave = await payer(c, 'Dave Revoked', [mandateAccount('MNDT-DAVE-1', 'REVOKED')]);
    // an IBAN stored before the IBAN check existed (imported data): the API would refuse it today
    await server.app.tabula.db.withTenant('test', (q) =>
      q.query(
        `UPDATE ${server.app.tabula.registry.get('Person').table} SET data = jsonb_set(data, '{bankAccounts,0,bankIban}', '"FR1420041010050500013M02607"') WHERE registration = $1`,
        [reg.carol],
      ),
    );
    reg.i1 = await invoice(c, { payer: reg.alice, org: reg.org, amount: 120.5, due: '2026-01-10' });
    reg.i2 = await invoice(c, {
      payer: reg.alice,
      org: reg.org,
      amount: 80,
      due: '2026-01-31',
      status: 'VALIDATED',
    });
    reg.i3 = await invoice(c, { payer: reg.bob, org: reg.org, amount: 50, due: '2026-01-15' });
    reg.i4 = await invoice(c, { payer: reg.carol, org: reg.org, amount: 60, due: '2026-01-15' });
    reg.i5 = await invoice(c, { payer: reg.alice, org: reg.org, amount: 70, due: '2026-03-01' });
    reg.i6 = await invoice(c, {
      payer: reg.alice,
      org: reg.org,
      amount: 10,
      due: '2026-01-05',
      status: 'DRAFT',
    });
    reg.i7 = await invoice(c, { payer: reg.alice, org: reg.org, amount: 15, due: '2026-01-05', pr: 'P' });
    reg.i8 = await invoice(c, { payer: reg.dave, org: reg.org, amount: 25, due: '2026-01-05' });
    reg.i9 = await invoice(c, {
      payer: reg.alice,
      org: reg.org,
      amount: 33,
      due: '2026-01-05',
      currency: 'USD',
    });
    // another tenant's due invoice, with a mandate: never part of tenant test's files
    reg.masterOrg = await organization(master, 'Master Lending');
    reg.masterPayer = await payer(master, 'Alice Martin', [mandateAccount('MNDT-MASTER-1')]);
    reg.masterInvoice = await invoice(master, {
      payer: reg.masterPayer,
      org: reg.masterOrg,
      amount: 999,
      due: '2026-01-01',
    });
  }, 180_000);
  afterAll(async () => server?.close());

  it('refuses a missing or invalid execution date and a caller without write permission, writing nothing', async () => {
    expect(await c.call('POST', DIRECT_DEBITS, {})).toMatchObject({
      status: 400,
      body: { code: 'MISSING_FIELD_IN_BODY' },
    });
    expect(await c.call('POST', DIRECT_DEBITS, { executionDate: '2026-02-30' })).toMatchObject({
      status: 400,
      body: { code: 'INVALID_DATE_FIELD' },
    });
    expect(
      await c.call('POST', DIRECT_DEBITS, { executionDate: EXECUTION, organizations: 12 }),
    ).toMatchObject({ status: 400, body: { code: 'INVALID_FIELD_IN_BODY' } });
    await c.ok('POST', '/api/core/users', {
      username: 'reader@test',
      lastName: 'Reader',
      password: 'Str0ng-Passw0rd!',
      profiles: ['READER'],
    });
    const reader = caller(server, await signIn(server.app, 'reader@test', 'Str0ng-Passw0rd!'), 'test');
    expect(await reader.call('POST', DIRECT_DEBITS, { executionDate: EXECUTION })).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED' },
    });
    expect(await c.list(PAYMENT_FILES)).toEqual([]);
  });

  it('collects exactly the due invoices with an active mandate, and says why the others are left out', async () => {
    const run = await c.ok('POST', DIRECT_DEBITS, { executionDate: EXECUTION });
    expect(run.nbTotal).toBe(2);
    const files = run.paymentFiles as Rec[];
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({
      organization: reg.org,
      executionDate: EXECUTION,
      nbLines: 2,
      totalAmount: '200.50',
    });
    const skipped = Object.fromEntries((run.skipped as Rec[]).map((s) => [s.invoiceRegistration, s.reason]));
    expect(skipped).toEqual({
      [reg.i3]: 'The payer has no active SEPA mandate',
      [reg.i4]: "The IBAN of the payer's account with the mandate is invalid",
      [reg.i8]: 'The payer has no active SEPA mandate',
      [reg.i9]: 'Currency USD cannot be collected by SEPA direct debit (euros only)',
    });
    reg.file = String(files[0].registration);

    const file = await c.ok('GET', `${PAYMENT_FILES}/${reg.file}`);
    expect(file).toMatchObject({
      status: 'GENERATED',
      type: 'SDD',
      paymentMode: 'SDD',
      executionDate: EXECUTION,
      totalAmount: 200.5,
      nbLines: 2,
      currency: 'EUR',
      orgaRegistration: reg.org,
    });
    const lines = await c.list(
      `${PAYMENT_FILE_LINES}?paymentFileRegistration=${reg.file}&sort=invoiceRegistration`,
    );
    expect(
      lines.map((l) => [
        l.invoiceRegistration,
        l.amount,
        l.iban,
        l.rumReference,
        l.endToEndId,
        l.status,
        l.personRegistration,
      ]),
    ).toEqual([
      [reg.i1, 120.5, DEBTOR_IBAN, 'MNDT-ALICE-1', reg.i1, 'PENDING', reg.alice],
      [reg.i2, 80, DEBTOR_IBAN, 'MNDT-ALICE-1', reg.i2, 'PENDING', reg.alice],
    ]);
  });

  it('stores the pain.008.001.02 XML as the document of the payment file, valid against the published XSD', async () => {
    const docs = await c.list(`${PAYMENT_FILES}/${reg.file}/documents`);
    expect(docs).toHaveLength(1);
    const file = await c.ok('GET', `${PAYMENT_FILES}/${reg.file}`);
    expect((file.document as Rec).url).toBe(docs[0].url);
    const xml = await c.text(String(docs[0].url));
    expect(await validateAgainstXsd('pain.008.001.02', xml)).toEqual([]);
    expect(texts(xml, 'MsgId')).toEqual([reg.file]);
    expect(texts(xml, 'NbOfTxs')).toEqual(['2', '2']);
    expect(texts(xml, 'CtrlSum')).toEqual(['200.50', '200.50']);
    expect(texts(xml, 'ReqdColltnDt')).toEqual([EXECUTION]);
    expect(texts(xml, 'SeqTp')).toEqual(['FRST']);
    expect(texts(xml, 'LclInstrm').map((t) => t.trim())).toEqual(['CORE']);
    expect(texts(xml, 'EndToEndId').sort()).toEqual([reg.i1, reg.i2].sort());
    expect(texts(xml, 'InstdAmt').sort()).toEqual(['120.50', '80.00']);
    expect(texts(xml, 'MndtId')).toEqual(['MNDT-ALICE-1', 'MNDT-ALICE-1']);
    expect(texts(xml, 'DtOfSgntr')).toEqual(['2025-06-01', '2025-06-01']);
    expect(texts(xml, 'IBAN')).toEqual([CREDITOR_IBAN, DEBTOR_IBAN, DEBTOR_IBAN]);
    expect(texts(xml, 'Id').filter((t) => t === CREDITOR_ID)).toHaveLength(1);
    expect(xml).not.toContain('999.00');
  });

  it('never collects an invoice twice: a second run makes no file while the first is not rejected', async () => {
    const again = await c.ok('POST', DIRECT_DEBITS, { executionDate: EXECUTION });
    expect(again).toMatchObject({ nbTotal: 0, paymentFiles: [] });
    expect((again.skipped as Rec[]).map((s) => s.invoiceRegistration).sort()).toEqual(
      [reg.i3, reg.i4, reg.i8, reg.i9].sort(),
    );
    expect(await c.list(PAYMENT_FILES)).toHaveLength(1);
  });

  it('collects a later invoice of the same mandate as recurrent, and a rejected line again', async () => {
    const later = await invoice(c, { payer: reg.alice, org: reg.org, amount: 44.44, due: '2026-02-15' });
    const { store, registry, db: database } = server.app.tabula;
    const [line] = await c.list(`${PAYMENT_FILE_LINES}?invoiceRegistration=${reg.i2}`);
    await database.withTenant('test', (q) =>
      store.update(
        q,
        registry.get('PaymentFileLine'),
        String(line.registration),
        { status: 'REJECTED', rejectReason: 'AC04' },
        { username: 'bank', workflow: true },
      ),
    );
    const run = await c.ok('POST', DIRECT_DEBITS, { executionDate: '2026-02-20', organizations: [reg.org] });
    expect(run.nbTotal).toBe(2);
    const file = (run.paymentFiles as Rec[])[0];
    const lines = await c.list(
      `${PAYMENT_FILE_LINES}?paymentFileRegistration=${String(file.registration)}&sort=invoiceRegistration`,
    );
    expect(lines.map((l) => l.invoiceRegistration)).toEqual([reg.i2, later].sort());
    const [doc] = await c.list(`${PAYMENT_FILES}/${String(file.registration)}/documents`);
    const xml = await c.text(String(doc.url));
    expect(await validateAgainstXsd('pain.008.001.02', xml)).toEqual([]);
    expect(texts(xml, 'SeqTp')).toEqual(['RCUR']);
    expect(texts(xml, 'InstdAmt').sort()).toEqual(['44.44', '80.00']);
  });

  it('collects for the organizations asked only', async () => {
    const none = await c.ok('POST', DIRECT_DEBITS, {
      executionDate: '2026-12-31',
      organizations: 'AUT99999999',
    });
    expect(none).toEqual({ nbTotal: 0, paymentFiles: [], skipped: [] });
  });

  it("never touches another tenant's invoices: each tenant collects its own", async () => {
    const lines = await c.list(`${PAYMENT_FILE_LINES}?invoiceRegistration=${reg.masterInvoice}`);
    expect(lines.filter((l) => l.amount === 999)).toEqual([]);
    expect(await master.list(PAYMENT_FILES)).toEqual([]);
    const run = await master.ok('POST', DIRECT_DEBITS, { executionDate: EXECUTION });
    expect(run).toMatchObject({ nbTotal: 1, skipped: [] });
    const [line] = await master.list(
      `${PAYMENT_FILE_LINES}?paymentFileRegistration=${String((run.paymentFiles as Rec[])[0].registration)}`,
    );
    expect(line).toMatchObject({
      invoiceRegistration: reg.masterInvoice,
      amount: 999,
      rumReference: 'MNDT-MASTER-1',
    });
    expect(await c.list(PAYMENT_FILES)).toHaveLength(2);
  });

  it('refuses a generated file that does not follow the XSD with 500 SEPA_FILE_INVALID, writing nothing', async () => {
    // a mandate signed on a day that does not exist, stored before the date check (imported data):
    // every check before the XML passes, the published XSD refuses its DtOfSgntr
    const erin = await payer(c, 'Erin Imported', [mandateAccount('MNDT-ERIN-1')]);
    const { registry, db: database } = server.app.tabula;
    const setSignature = (day: string) =>
      database.withTenant('test', (q) =>
        q.query(
          `UPDATE ${registry.get('Person').table} SET data = jsonb_set(data, '{bankAccounts,0,sepaMandates,0,rumDateOfSignature}', to_jsonb($2::text)) WHERE registration = $1`,
          [erin, day],
        ),
      );
    await setSignature('2023-02-29');
    const due = await invoice(c, { payer: erin, org: reg.org, amount: 12.34, due: '2026-01-20' });
    const before = {
      files: (await c.list(`${PAYMENT_FILES}?range=0-99`)).length,
      lines: (await c.list(`${PAYMENT_FILE_LINES}?range=0-999`)).length,
      documents: (await c.list('/api/core/documents?range=0-999')).length,
      invoice: await c.ok('GET', `/api/billing/invoices/${due}`),
    };

    const refused = await c.call('POST', DIRECT_DEBITS, { executionDate: EXECUTION });
    expect(refused.status).toBe(500);
    expect(refused.body).toMatchObject({ code: 'SEPA_FILE_INVALID' });
    expect(String(refused.body.message)).toContain('pain.008.001.02');
    expect(String(refused.body.message)).toContain('2023-02-29');
    expect((await c.list(`${PAYMENT_FILES}?range=0-99`)).length).toBe(before.files);
    expect((await c.list(`${PAYMENT_FILE_LINES}?range=0-999`)).length).toBe(before.lines);
    expect(await c.list(`${PAYMENT_FILE_LINES}?invoiceRegistration=${due}`)).toEqual([]);
    expect((await c.list('/api/core/documents?range=0-999')).length).toBe(before.documents);
    expect(await c.ok('GET', `/api/billing/invoices/${due}`)).toEqual(before.invoice);

    // the mandate corrected, the same run collects the invoice: nothing was left half written
    await setSignature('2023-02-28');
    const run = await c.ok('POST', DIRECT_DEBITS, { executionDate: EXECUTION });
    expect(run.nbTotal).toBe(1);
    const [line] = await c.list(`${PAYMENT_FILE_LINES}?invoiceRegistration=${due}`);
    expect(line).toMatchObject({ rumReference: 'MNDT-ERIN-1', amount: 12.34 });
  });

  it('collects B2B mandates in a file of their own: one file per creditor and scheme, each valid against the XSD', async () => {
    const b2bAccount = { ...mandateAccount('MNDT-FINCH-B2B'), sepaMandates: [{ ...mandateAccount('MNDT-FINCH-B2B').sepaMandates[0], rumType: 'B2B' }] };
    const finch = await payer(c, 'Finch Logistics SA', [b2bAccount]);
    const core = await payer(c, 'Gina Core', [mandateAccount('MNDT-GINA-1')]);
    const b2bInvoice = await invoice(c, { payer: finch, org: reg.org, amount: 410, due: '2026-01-25' });
    const coreInvoice = await invoice(c, { payer: core, org: reg.org, amount: 90, due: '2026-01-25' });
    // paid by transfer: neither debited nor listed as left out
    const byTransfer = await invoice(c, { payer: core, org: reg.org, amount: 45, due: '2026-01-25' });
    await server.app.tabula.db.withTenant('test', (q) =>
      q.query(`UPDATE ${server.app.tabula.registry.get('Invoice').table} SET data = data || '{"paymentMode": "TRANSFER"}' WHERE registration = $1`, [byTransfer]),
    );
    const run = await c.ok('POST', DIRECT_DEBITS, { executionDate: EXECUTION });
    expect((run.skipped as Rec[]).map((x) => x.invoiceRegistration)).not.toContain(byTransfer);
    const files = run.paymentFiles as Rec[];
    expect(files.map((f) => [f.scheme, f.nbLines, f.totalAmount])).toEqual([
      ['CORE', 1, '90.00'],
      ['B2B', 1, '410.00'],
    ]);
    for (const f of files) {
      const [doc] = await c.list(`${PAYMENT_FILES}/${String(f.registration)}/documents`);
      const xml = await c.text(String(doc.url));
      expect(await validateAgainstXsd('pain.008.001.02', xml)).toEqual([]);
      expect(texts(xml, 'LclInstrm').map((t) => t.trim())).toEqual([String(f.scheme)]);
      expect(texts(xml, 'EndToEndId')).toEqual([f.scheme === 'B2B' ? b2bInvoice : coreInvoice]);
      const stored = await c.ok('GET', `${PAYMENT_FILES}/${String(f.registration)}`);
      expect(stored.type).toBe(f.scheme === 'B2B' ? 'SDD_B2B' : 'SDD');
    }
  });

  it('moves a file along its workflow: sent, accepted; a cancelled file frees its invoices for the next run', async () => {
    const finch = await payer(c, 'Heron Transports SA', [mandateAccount('MNDT-HERON-1')]);
    const due = await invoice(c, { payer: finch, org: reg.org, amount: 61, due: '2026-01-26' });
    const first = ((await c.ok('POST', DIRECT_DEBITS, { executionDate: EXECUTION })).paymentFiles as Rec[])[0];
    const fileUrl = (r: Rec) => `${PAYMENT_FILES}/${String(r.registration)}`;
    expect((await c.ok('GET', fileUrl(first))).status).toBe('GENERATED');
    await c.ok('GET', `${fileUrl(first)}/transitions/cancel`);
    expect((await c.ok('GET', fileUrl(first))).status).toBe('REJECTED');
    // generated again by the next run, then sent and accepted; a sent file can no longer be cancelled
    const again = ((await c.ok('POST', DIRECT_DEBITS, { executionDate: EXECUTION })).paymentFiles as Rec[])[0];
    expect(again.registration).not.toBe(first.registration);
    expect((await c.list(`${PAYMENT_FILE_LINES}?paymentFileRegistration=${String(again.registration)}`)).map((l) => l.invoiceRegistration)).toEqual([due]);
    await c.ok('GET', `${fileUrl(again)}/transitions/mark-sent`);
    expect((await c.call('GET', `${fileUrl(again)}/transitions/cancel`)).status).toBe(409);
    await c.ok('GET', `${fileUrl(again)}/transitions/accept`);
    expect((await c.ok('GET', fileUrl(again))).status).toBe('ACCEPTED');
    expect((await c.ok('POST', DIRECT_DEBITS, { executionDate: EXECUTION })).nbTotal).toBe(0);
  });
});
