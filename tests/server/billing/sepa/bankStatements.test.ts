import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceWorkflow } from '../../../../server/defaults/workflows/invoice.ts';
import { testDatabases } from '../../support/testDatabases.ts';
import { startTestServer, type TestServer } from '../../support/testServer.ts';
import {
  BANK_STATEMENTS,
  caller,
  camt053,
  CAMTS,
  DIRECT_DEBITS,
  INVOICES,
  invoice,
  mandateAccount,
  organization,
  payer,
  upload,
  type Caller,
} from './sepaFixtures.ts';

type Rec = Record<string, unknown>;

const BANK_STATEMENT_RECORDS = '/api/bank/bank-statements';

describe.each(testDatabases())('camt.053 bank statements on $name', (db) => {
  let server: TestServer;
  let c: Caller;
  let master: Caller;
  const reg: Record<string, string> = {};
  const get = (registration: string, who: Caller = c) => who.ok('GET', `${INVOICES}/${registration}`);

  beforeAll(async () => {
    server = await startTestServer(db);
    c = caller(server, server.test, 'test');
    master = caller(server, server.master, 'master');
    reg.org = await organization(c);
    reg.alice = await payer(c, 'Alice Martin', [mandateAccount('MNDT-ALICE-1')]);
    reg.bob = await payer(c, 'Bob Dupont');
    reg.elodie = await payer(c, 'Élodie Durand');
    reg.debited = await invoice(c, { payer: reg.alice, org: reg.org, amount: 100, due: '2026-01-10' });
    reg.partly = await invoice(c, { payer: reg.bob, org: reg.org, amount: 300, due: '2026-01-10' });
    reg.byName = await invoice(c, { payer: reg.elodie, org: reg.org, amount: 75.25, due: '2026-01-10' });
    reg.validated = await invoice(c, {
      payer: reg.bob,
      org: reg.org,
      amount: 40,
      due: '2026-01-10',
      status: 'VALIDATED',
    });
    reg.over = await invoice(c, { payer: reg.bob, org: reg.org, amount: 50, due: '2026-01-10' });
    // the direct debit of the first invoice: its end-to-end id comes back in the statement
    const run = await c.ok('POST', DIRECT_DEBITS, { executionDate: '2026-01-10' });
    expect(run.nbTotal).toBe(1);
    // another tenant's invoice, of the same amount and payer name as one of tenant test's
    reg.masterOrg = await organization(master, 'Master Lending');
    reg.masterPayer = await payer(master, 'Élodie Durand');
    reg.masterInvoice = await invoice(master, {
      payer: reg.masterPayer,
      org: reg.masterOrg,
      amount: 75.25,
      due: '2026-01-10',
    });
  }, 180_000);
  afterAll(async () => server?.close());

  const statement = () =>
    camt053('STMT-2026-02-03', [
      { amount: '100.00', endToEndId: reg.debited, debtor: 'Alice Martin', remittance: 'Invoice' },
      { amount: '120.00', debtor: 'Bob Dupont', remittance: `Payment of ${reg.partly}, thanks` },
      { amount: '75.25', debtor: 'ELODIE  DURAND' },
      { amount: '40.00', remittance: `Ref ${reg.validated}` },
      { amount: '70.00', remittance: `Invoice ${reg.over}` },
      { amount: '999.99', debtor: 'Nobody Known', remittance: 'Donation' },
      { amount: '12.00', debit: true, remittance: 'Bank fees' },
      { amount: '5.00', status: 'PDNG', remittance: `Invoice ${reg.partly}` },
    ]);

  const unchanged = async () => {
    expect(await get(reg.partly)).toMatchObject({ status: 'SENT', amountInclTax: 300 });
    expect((await get(reg.partly)).totalBalance ?? null).toBeNull();
    expect(await c.list(CAMTS)).toEqual([]);
  };

  it('refuses a file that is not XML, of another namespace, not valid against the camt.053 XSD or missing: 400, nothing changes', async () => {
    const cases: [unknown, string][] = [
      [upload('this is not xml'), 'Invalid XML: the file is not well-formed XML'],
      [
        upload('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>'),
        'Invalid XML: the file is not well-formed XML',
      ],
      [
        upload(camt053('X-08', [], 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08')),
        'Invalid XML: only camt.053.001.02 bank statements and camt.054.001.02 notifications are read, this file is camt.053.001.08',
      ],
      [
        upload('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.008.001.02"/>'),
        'Invalid XML: the file is not a camt.053.001.02 bank statement or camt.054.001.02 notification',
      ],
      [
        upload(statement().replace('<MsgId>STMT-2026-02-03</MsgId>', '')),
        "Invalid XML: the bank statement does not follow the camt.053.001.02 schema (first problem at line 4: Element 'CreDtTm': This element is not expected. Expected is ( MsgId ).)",
      ],
      [
        upload(statement().replace('<Amt Ccy="EUR">120.00</Amt>', '<Amt Ccy="EUR">12O.00</Amt>')),
        "Invalid XML: the bank statement does not follow the camt.053.001.02 schema (first problem at line 24: Element 'Amt': '12O.00' is not a valid value of the atomic type 'ActiveOrHistoricCurrencyAndAmount_SimpleType'.)",
      ],
      [
        upload('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>'),
        'Invalid XML: a bank statement may not declare a DOCTYPE',
      ],
      [
        { fileName: 'statement.xml', contentBase64: Buffer.from([0xff, 0xfe, 0x00]).toString('base64') },
        'Invalid XML: the file is not UTF-8 text',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await c.call('POST', BANK_STATEMENTS, body);
      expect(res, message).toMatchObject({ status: 400, body: { code: 'INVALID_XML', message } });
    }
    expect(await c.call('POST', BANK_STATEMENTS, {})).toMatchObject({
      status: 400,
      body: { code: 'MISSING_FILE_IN_REQUEST' },
    });
    await unchanged();
  });

  it('matches the credit entries: paid, partly paid and unmatched, recorded on the invoices', async () => {
    const xml = statement();
    const res = await c.ok('POST', BANK_STATEMENTS, {
      file: {
        name: 'statement-0203.xml',
        url: `data:application/xml;base64,${Buffer.from(xml).toString('base64')}`,
      },
    });
    const byInvoice = (list: unknown) =>
      Object.fromEntries((list as Rec[]).map((e) => [e.invoiceRegistration, e]));
    expect(res.nbTotal).toBe(4);
    const paid = byInvoice(res.paid);
    expect(Object.keys(paid).sort()).toEqual([reg.debited, reg.byName, reg.validated].sort());
    expect(paid[reg.debited]).toMatchObject({
      matchedBy: 'endToEndId',
      amount: '100.00',
      balanceAfter: 0,
      reason: null,
    });
    expect(paid[reg.byName]).toMatchObject({
      matchedBy: 'amountAndName',
      amount: '75.25',
      debtorName: 'ELODIE  DURAND',
    });
    expect(paid[reg.validated]).toMatchObject({
      matchedBy: 'reference',
      reason:
        'Balance settled; the invoice stays "Validated": its workflow cannot mark it as paid from there',
    });
    expect(res.partlyPaid).toEqual([
      expect.objectContaining({
        invoiceRegistration: reg.partly,
        matchedBy: 'reference',
        amount: '120.00',
        balanceAfter: 180,
      }),
    ]);
    const unmatched = (res.unmatched as Rec[]).map((e) => [e.amount, e.invoiceRegistration, e.reason]);
    expect(unmatched).toEqual([
      ['70.00', reg.over, `The amount 70.00 exceeds the balance 50.00 of invoice "${reg.over}"`],
      ['999.99', null, 'No open invoice matches the reference, or the amount and the payer name'],
      ['5.00', null, 'The entry is not booked'],
    ]);

    expect(await get(reg.debited)).toMatchObject({
      status: 'PAID',
      totalBalance: 0,
      paymentDate: '2026-02-03',
    });
    expect(await get(reg.byName)).toMatchObject({
      status: 'PAID',
      totalBalance: 0,
      paymentDate: '2026-02-03',
    });
    expect(await get(reg.partly)).toMatchObject({ status: 'SENT', totalBalance: 180 });
    expect(await get(reg.validated)).toMatchObject({
      status: 'VALIDATED',
      totalBalance: 0,
      paymentDate: '2026-02-03',
    });
    expect((await get(reg.over)).totalBalance ?? null).toBeNull();
    const history = await c.list(`/api/core/histories?entityName=Invoice&entityRegistration=${reg.debited}`);
    expect(history.filter((h) => h.type === 'TRANSITION').map((h) => (h.value as Rec[])[0].new)).toEqual([
      'PAID',
    ]);

    const [camt] = await c.list(CAMTS);
    expect(camt).toMatchObject({
      registration: res.registration,
      type: '053',
      status: 'PROCESSED',
      messageId: 'STMT-2026-02-03',
      fileName: 'statement-0203.xml',
      nbEntries: 7,
      totalAmount: 1410.24,
      currency: 'EUR',
    });
    expect((camt.entries as Rec[]).map((e) => e.result)).toEqual([
      'PAID',
      'PARTLY_PAID',
      'PAID',
      'PAID',
      'UNMATCHED',
      'UNMATCHED',
      'UNMATCHED',
    ]);
    const docs = await c.list(`${CAMTS}/${String(camt.registration)}/documents`);
    expect(await c.text(String(docs[0].url))).toBe(xml);
    const [bankStatement] = await c.list(
      `${BANK_STATEMENT_RECORDS}?camtRegistration=${String(camt.registration)}`,
    );
    expect(bankStatement).toMatchObject({
      name: 'STMT-2026-02-03-1',
      openingBalance: 1000,
      closingBalance: 1500,
      startDate: '2026-02-03',
      endDate: '2026-02-03',
      nbTransactions: 8,
    });
  });

  it('imports a statement once: the same message id again is a 409 and changes nothing', async () => {
    const again = await c.call('POST', BANK_STATEMENTS, upload(statement()));
    expect(again).toMatchObject({ status: 409, body: { code: 'VALUE_ALREADY_EXISTS' } });
    expect(await get(reg.partly)).toMatchObject({ status: 'SENT', totalBalance: 180 });
    expect(await c.list(CAMTS)).toHaveLength(1);
  });

  it('pays the rest of a partly paid invoice with a later statement', async () => {
    const res = await c.ok(
      'POST',
      BANK_STATEMENTS,
      upload(camt053('STMT-2026-02-04', [{ amount: '180.00', remittance: `${reg.partly}` }])),
    );
    expect(res).toMatchObject({ nbTotal: 1, partlyPaid: [], unmatched: [] });
    expect(await get(reg.partly)).toMatchObject({ status: 'PAID', totalBalance: 0 });
  });

  it('leaves an entry unmatched when the workflow refuses to mark its invoice as paid, and records the others', async () => {
    const refused = await invoice(c, { payer: reg.bob, org: reg.org, amount: 61, due: '2026-01-20' });
    const other = await invoice(c, { payer: reg.bob, org: reg.org, amount: 62, due: '2026-01-20' });
    const strict = {
      ...invoiceWorkflow,
      transitions: invoiceWorkflow.transitions.map((t) =>
        t.code === 'pay'
          ? {
              ...t,
              conditions: [
                { field: 'externalReference', operator: 'exists', message: 'The bank reference is missing' },
              ],
            }
          : t,
      ),
    };
    const script = await c.call('PATCH', '/api/script/scripts/invoice-workflow', {
      content: JSON.stringify(strict),
    });
    if (script.status === 404)
      await c.ok('POST', '/api/script/scripts', {
        name: 'invoice-workflow',
        type: 'workflow',
        content: JSON.stringify(strict),
      });
    else expect(script.status, script.raw).toBe(200);
    const res = await c.ok(
      'POST',
      BANK_STATEMENTS,
      upload(
        camt053('STMT-2026-02-06', [
          { amount: '61.00', remittance: refused },
          { amount: '2.00', remittance: other },
        ]),
      ),
    );
    expect(res.unmatched).toEqual([
      expect.objectContaining({
        invoiceRegistration: refused,
        reason: `Transition "pay" refused for Invoice "${refused}": The bank reference is missing`,
      }),
    ]);
    expect(res.partlyPaid).toEqual([
      expect.objectContaining({ invoiceRegistration: other, balanceAfter: 60 }),
    ]);
    expect(await get(refused)).toMatchObject({ status: 'SENT', amountInclTax: 61 });
    expect((await get(refused)).totalBalance ?? null).toBeNull();
    expect(await get(other)).toMatchObject({ status: 'SENT', totalBalance: 60 });

    // a refusal after the transition wrote (its script fails): the entry's writes are rolled back
    await c.ok('POST', '/api/script/scripts', {
      name: 'refuse-payment',
      type: 'run',
      content: "export function execute(ctx) { throw new Error('No payment today'); }",
    });
    const scripted = {
      ...invoiceWorkflow,
      transitions: invoiceWorkflow.transitions.map((t) =>
        t.code === 'pay'
          ? { ...t, actions: [...(t.actions ?? []), { type: 'script', name: 'refuse-payment' }] }
          : t,
      ),
    };
    await c.ok('PATCH', '/api/script/scripts/invoice-workflow', { content: JSON.stringify(scripted) });
    const second = await c.ok(
      'POST',
      BANK_STATEMENTS,
      upload(
        camt053('STMT-2026-02-07', [
          { amount: '61.00', remittance: refused },
          { amount: '1.00', remittance: other },
        ]),
      ),
    );
    expect(second.unmatched).toEqual([
      expect.objectContaining({
        invoiceRegistration: refused,
        reason: expect.stringContaining('No payment today'),
      }),
    ]);
    expect(second.partlyPaid).toEqual([
      expect.objectContaining({ invoiceRegistration: other, balanceAfter: 59 }),
    ]);
    const after = await get(refused);
    expect(after).toMatchObject({ status: 'SENT' });
    expect([after.totalBalance ?? null, after.paymentDate ?? null]).toEqual([null, null]);
    const history = await c.list(`/api/core/histories?entityName=Invoice&entityRegistration=${refused}`);
    expect(history.filter((h) => h.type === 'TRANSITION')).toEqual([]);
  });

  it("never touches another tenant's invoices", async () => {
    const res = await c.ok(
      'POST',
      BANK_STATEMENTS,
      upload(
        camt053('STMT-2026-02-05', [
          { amount: '75.25', debtor: 'Élodie Durand' },
          { amount: '75.25', remittance: `Invoice ${reg.masterInvoice}` },
        ]),
      ),
    );
    expect(res.nbTotal).toBe(0);
    expect((res.unmatched as Rec[]).map((e) => e.reason)).toEqual([
      'No open invoice matches the reference, or the amount and the payer name',
      expect.stringMatching(/has no balance due|No open invoice matches/),
    ]);
    expect(await get(reg.masterInvoice, master)).toMatchObject({ status: 'SENT', amountInclTax: 75.25 });
    expect((await get(reg.masterInvoice, master)).totalBalance ?? null).toBeNull();
    expect(await master.list(CAMTS)).toEqual([]);
  });
});
