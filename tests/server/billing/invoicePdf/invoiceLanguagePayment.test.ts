import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIban } from '../../../../server/billing/invoicePdf/paymentMethod.ts';
import { signIn as signInAs, startTestServer, type Headers, type TestServer } from '../../support/testServer.ts';
import { testDatabases } from '../../support/testDatabases.ts';
import { caller, CREDITOR_ID, CREDITOR_IBAN, DEBTOR_IBAN, mandateAccount, organization, PERSONS, type Caller } from '../sepa/sepaFixtures.ts';
import { pdfTextContent } from './pdfTextContent.ts';

type Rec = Record<string, unknown>;
const INVOICES = '/api/billing/invoices';
const USER_PASSWORD = 'Str0ng-Reminder-Passw0rd!';
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

describe.each(testDatabases())('invoice and reminder documents in the client language, by payment method, on $name', (db) => {
  let s: TestServer;
  let c: Caller;
  let org: string;
  let reader: Headers;
  let nobody: Headers;

  const person = async (data: Rec) => String((await c.ok('POST', PERSONS, { type: 'C', ...data })).registration);
  /** An invoice as a billing run writes it (through the store), SENT unless told. */
  const invoice = async (payer: string, extra: Rec = {}): Promise<Rec> => {
    const body: Rec = {
      name: 'Rent April',
      pr: 'R',
      status: 'SENT',
      invoiceNumber: `FA2026-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      currency: 'EUR',
      dueDate: '2026-04-01',
      issueDate: '2026-03-15',
      orgaRegistration: org,
      persons: [{ role: 'PAYER', personRegistration: payer }],
      lines: [{ label: 'Rent', amountExclTax: 1028.8, taxCode: 'FR20', taxRate: 0.2, taxAmount: 205.76, amountInclTax: 1234.56 }],
      amountExclTax: 1028.8,
      taxAmount: 205.76,
      amountInclTax: 1234.56,
      ...extra,
    };
    const { db: database, store, registry } = s.app.tabula;
    return database.withTenant('master', (q) => store.create(q, registry.get('Invoice'), body, { username: 'system', tenant: 'master' }));
  };
  /** The texts of a PDF answer, every kind of space as a plain one. */
  const texts = async (payload: Buffer) => (await pdfTextContent(payload)).flat().map((t) => t.replace(/[\s\u00a0\u202f]+/g, ' '));
  /** The INVOICE document of an invoice, made on demand, as its texts joined by a space. */
  const invoiceText = async (registration: unknown): Promise<string> => {
    const docs = await c.list(`${INVOICES}/${registration}/documents?type=INVOICE`);
    const res = await s.inject({ method: 'GET', url: String(docs[0].url), headers: s.master });
    expect(res.headers['content-type']).toBe('application/pdf');
    return (await texts(res.rawPayload)).join(' ');
  };
  /**
   * Arabic prints right to left in shaped forms: the whole text read backwards, normalised, without
   * vowel marks; a lam-alef ligature reads back as one glyph (so reversed), both orders made one.
   */
  const arabic = (text: string) => text.normalize('NFKC').replace(/\p{M}/gu, '').replace(/لا/g, 'ال');
  const logical = (text: string) => arabic([...text].reverse().join(''));
  const reminder = (registration: string, query: string, headers: Headers = s.master) => s.inject({ method: 'GET', url: `/api/billing/persons/${registration}/reminder.pdf${query}`, headers });

  beforeAll(async () => {
    s = await startTestServer(db);
    c = caller(s, s.master, 'master');
    org = await organization(c, 'Tabula Lending SA');
    const put = await s.inject({ method: 'PUT', url: '/api/core/profiles-permissions', headers: s.master, payload: { INVOICE_READER: ['read /api/billing/invoices'], NOTHING: [] } });
    expect(put.statusCode).toBe(200);
    for (const [username, profiles] of [['reminder-reader@master', ['INVOICE_READER']], ['reminder-nobody@master', ['NOTHING']]] as const) {
      const res = await c.call('POST', '/api/core/users', { username, lastName: username.split('@')[0], password: USER_PASSWORD, profiles });
      expect(res.status, res.raw).toBe(201);
    }
    reader = await signInAs(s.app, 'reminder-reader@master', USER_PASSWORD);
    nobody = await signInAs(s.app, 'reminder-nobody@master', USER_PASSWORD);
  }, 180_000);
  afterAll(() => s?.close());

  it('a French direct-debit client: fr formats, amount in words, debited on the due date under its mandate, no transfer text', async () => {
    const client = await person({ name: 'Camille Durand', preferredLanguage: 'fr', bankAccounts: [mandateAccount('MDT-FR-0001')] });
    const inv = await invoice(client, { paymentMode: 'SDD' });
    const text = await invoiceText(inv.registration);
    for (const part of [
      'Facture',
      'Date d\'échéance',
      '01/04/2026',
      '15/03/2026',
      '1 028,80 €',
      '205,76 €',
      'Total TTC',
      '1 234,56 €',
      'Montant en lettres : mille deux cent trente-quatre euros et cinquante-six centimes',
      'sera prélevé le 01/04/2026',
      'Date de prélèvement',
      'Référence du mandat',
      'MDT-FR-0001',
      maskIban(DEBTOR_IBAN),
      'Identifiant créancier',
      CREDITOR_ID,
    ]) {
      expect(text, part).toContain(part);
    }
    expect(maskIban(DEBTOR_IBAN)).toBe('*** **** **** **** **** **** 2606');
    expect(text).not.toContain(grouped(DEBTOR_IBAN));
    expect(text).not.toContain(grouped(CREDITOR_IBAN));
    expect(text).not.toContain('Merci de régler');
    expect(text).not.toMatch(/01-04-2026|€1,234\.56|1,234\.56/);
  });

  it("a Spanish client paying by transfer: the lender's IBAN and BIC, es formats and words, no mandate", async () => {
    const client = await person({ name: 'Lucía Fernández', preferredLanguage: 'es', bankAccounts: [mandateAccount('MDT-ES-0001')] });
    const inv = await invoice(client, { paymentMode: 'TRANSFER' });
    const text = await invoiceText(inv.registration);
    for (const part of ['Factura', 'Le rogamos abone', '01-04-2026', 'Importe en letras: mil doscientos treinta y cuatro euros con cincuenta y seis céntimos', grouped(CREDITOR_IBAN), 'COBADEFFXXX', 'Referencia de pago', String(inv.invoiceNumber)]) {
      expect(text, part).toContain(part);
    }
    expect(text).toMatch(/1\.?234,56 €/);
    expect(text).not.toContain('MDT-ES-0001');
    expect(text).not.toContain('Referencia del mandato');
  });

  it('no payment mode and an active mandate is a direct debit; a mandate-less SDD client pays by transfer', async () => {
    const withMandate = await person({ name: 'Erin Walsh', preferredLanguage: 'en', bankAccounts: [mandateAccount('MDT-EN-0001')] });
    const debited = await invoiceText((await invoice(withMandate)).registration);
    expect(debited).toContain('The amount of €1,234.56 will be debited on 01-04-2026 from your account *** **** **** **** **** **** 2606 by SEPA direct debit.');
    expect(debited).toContain('MDT-EN-0001');
    const without = await person({ name: 'Noah Quinn', preferredLanguage: 'en' });
    const transfer = await invoiceText((await invoice(without, { paymentMode: 'SDD' })).registration);
    expect(transfer).toContain('Please pay €1,234.56 by 01-04-2026.');
    expect(transfer).toContain(grouped(CREDITOR_IBAN));
    expect(transfer).not.toContain('Mandate reference');
  });

  it('writes the amount in words in en, fr, es, ar, de and it; a language the tenant lacks falls back to its locale', async () => {
    const words: [string, string][] = [
      ['en', 'Amount in words: one thousand two hundred thirty-four euros and fifty-six cents'],
      ['fr', 'Montant en lettres : mille deux cent trente-quatre euros et cinquante-six centimes'],
      ['es', 'Importe en letras: mil doscientos treinta y cuatro euros con cincuenta y seis céntimos'],
      ['ar', 'ألف ومئتان وأربعة وثلاثون يورو وستة وخمسون سنتًا'],
      ['de', 'Betrag in Worten: eintausendzweihundertvierunddreißig Euro und sechsundfünfzig Cent'],
      ['it', 'milleduecentotrentaquattro euro e cinquantasei centesimi'],
      ['pt', 'Amount in words: one thousand two hundred thirty-four euros and fifty-six cents'],
    ];
    for (const [language, expected] of words) {
      const client = await person({ name: `Client ${language}`, preferredLanguage: language });
      const text = await invoiceText((await invoice(client, { paymentMode: 'TRANSFER' })).registration);
      expect(language === 'ar' ? logical(text) : text, language).toContain(language === 'ar' ? arabic(expected) : expected);
    }
  });

  it("prints the invoice record's amounts: totals equal the screen's", async () => {
    const client = await person({ name: 'Totals Client', preferredLanguage: 'en' });
    const inv = await invoice(client, {
      paymentMode: 'TRANSFER',
      lines: [
        { label: 'Rent', amountExclTax: 1000, taxCode: 'FR20', taxRate: 0.2, taxAmount: 200, amountInclTax: 1200 },
        { label: 'Insurance', amountExclTax: 12.5, taxCode: 'FR5.5', taxRate: 0.055, taxAmount: 0.69, amountInclTax: 13.19 },
      ],
      amountExclTax: 1012.5,
      taxAmount: 200.69,
      amountInclTax: 1213.19,
    });
    const text = await invoiceText(inv.registration);
    for (const part of ['Total excl. tax €1,012.50', 'Total tax €200.69', 'Total incl. tax €1,213.19', 'Please pay €1,213.19 by 01-04-2026.', 'one thousand two hundred thirteen euros and nineteen cents']) {
      expect(text, part).toContain(part);
    }
  });

  it("the reminder lists the client's overdue invoices with the right total, in its language, with how to pay", async () => {
    const client = await person({ name: 'Camille Martin', preferredLanguage: 'fr', addresses: [{ type: 'MAIN', address1: '4 rue Mercière', zipcode: '69002', city: 'Lyon', country: 'FR' }] });
    const a = await invoice(client, { paymentMode: 'TRANSFER', dueDate: '2026-03-01', amountInclTax: 100.1, totalBalance: 100.1 });
    const b = await invoice(client, { paymentMode: 'TRANSFER', dueDate: '2026-04-15', amountInclTax: 250.25, totalBalance: 200.25 });
    const notDue = await invoice(client, { paymentMode: 'TRANSFER', dueDate: '2026-06-01', amountInclTax: 999 });
    const paid = await invoice(client, { paymentMode: 'TRANSFER', dueDate: '2026-03-01', status: 'PAID', amountInclTax: 777, totalBalance: 0 });
    const draft = await invoice(client, { paymentMode: 'TRANSFER', dueDate: '2026-03-01', status: 'DRAFT', amountInclTax: 555 });
    const other = await invoice(await person({ name: 'Someone Else' }), { paymentMode: 'TRANSFER', dueDate: '2026-03-01', amountInclTax: 444 });

    const res = await reminder(client, '?date=2026-05-15&contentDisposition=inline');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; filename="Relance de paiement/);
    expect(res.headers['x-overdue-invoices']).toBe('2');
    const text = (await texts(res.rawPayload)).join(' ');
    for (const part of [
      'Relance de paiement',
      'Tabula Lending SA',
      'Camille Martin',
      '4 rue Mercière',
      '15/05/2026',
      String(a.invoiceNumber),
      '01/03/2026',
      '100,10 €',
      String(b.invoiceNumber),
      '15/04/2026',
      '250,25 €',
      '200,25 €',
      'Total dû 300,35 €',
      'Montant en lettres : trois cents euros et trente-cinq centimes',
      'Merci de régler 300,35 €.',
      grouped(CREDITOR_IBAN),
    ]) {
      expect(text, part).toContain(part);
    }
    for (const left of [notDue, paid, draft, other]) expect(text).not.toContain(String(left.invoiceNumber));
    // days overdue: 75 and 30
    expect(text).toMatch(/01\/03\/2026 75 /);
    expect(text).toMatch(/15\/04\/2026 30 /);
  });

  it('the reminder of a direct-debit client shows its mandate; nothing overdue says so; permissions and the date are checked', async () => {
    const client = await person({ name: 'Erin Debit', preferredLanguage: 'en', bankAccounts: [mandateAccount('MDT-REM-0001')] });
    await invoice(client, { paymentMode: 'SDD', dueDate: '2026-03-01', amountInclTax: 80 });
    const debit = await reminder(client, '?date=2026-05-15');
    expect(debit.statusCode).toBe(200);
    expect(String(debit.headers['content-disposition'])).toMatch(/^attachment;/);
    const text = (await texts(debit.rawPayload)).join(' ');
    for (const part of ['Payment reminder', 'Total due €80.00', 'Amount in words: eighty euros', 'The amount of €80.00 will be debited from your account *** **** **** **** **** **** 2606 by SEPA direct debit.', 'MDT-REM-0001', CREDITOR_ID]) {
      expect(text, part).toContain(part);
    }
    expect(text).not.toContain(grouped(CREDITOR_IBAN));

    const nothing = await reminder(await person({ name: 'Up To Date' }), '?date=2026-05-15');
    expect(nothing.statusCode).toBe(200);
    expect(nothing.headers['x-overdue-invoices']).toBe('0');
    expect((await texts(nothing.rawPayload)).join(' ')).toContain('No invoice is overdue.');

    expect((await reminder(client, '?date=2026-05-15', reader)).statusCode).toBe(200);
    // a new window opens it with a single-use ticket of the session, never with the token
    const path = `/api/billing/persons/${client}/reminder.pdf`;
    const ticket = (await s.inject({ method: 'POST', url: '/api/core/tickets', headers: reader, payload: { path } })).json().ticket as string;
    expect((await s.inject({ method: 'GET', url: `${path}?date=2026-05-15&ticket=${encodeURIComponent(ticket)}` })).statusCode).toBe(200);
    const token = reader.authorization.slice('Bearer '.length);
    expect((await s.inject({ method: 'GET', url: `${path}?token=${encodeURIComponent(token)}` })).statusCode).toBe(401);
    const denied = await reminder(client, '', nobody);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('PERMISSION_DENIED');
    expect((await s.inject({ method: 'GET', url: `/api/billing/persons/${client}/reminder.pdf` })).statusCode).toBe(401);
    expect((await reminder(client, '', s.test)).statusCode).toBe(404);
    const bad = await reminder(client, '?date=15/05/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_FIELD_IN_QUERY');
  });
});
