import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn as signInAs, startTestServer, type Headers, type TestServer } from '../../support/testServer.ts';
import { testDatabases } from '../../support/testDatabases.ts';
import { pdfTextContent } from './pdfTextContent.ts';

type Rec = Record<string, unknown>;
const INVOICES = '/api/billing/invoices';
const PERSONS = '/api/person/persons';
const USER_PASSWORD = 'Str0ng-Billing-Passw0rd!';

describe.each(testDatabases())('invoice documents on $name', (db) => {
  let s: TestServer;
  let lender: Rec;
  let payer: Rec;
  let reader: Headers;
  let nobody: Headers;

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown, headers: Headers = s.master) => {
    const res = await s.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Rec }) });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Rec & Rec[]) : undefined };
  };
  const create = async (path: string, data: Rec): Promise<Rec> => {
    const res = await call('POST', path, data);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Rec;
  };
  const invoice = (extra: Rec = {}) =>
    create(INVOICES, {
      name: 'March rent',
      currency: 'EUR',
      dueDate: '2026-04-01',
      orgaRegistration: lender.registration,
      persons: [{ role: 'PAYER', personRegistration: payer.registration }],
      lines: [
        { label: 'Rent', amountExclTax: 1000, taxCode: 'FR20' },
        { label: 'Insurance', amountExclTax: 12.5, taxCode: 'FR5.5' },
      ],
      amountExclTax: 1012.5,
      amountInclTax: 1213.19,
      ...extra,
    });
  const documents = async (registration: unknown, headers: Headers = s.master) => call('GET', `${INVOICES}/${registration}/documents?type=INVOICE`, undefined, headers);
  const token = (headers: Headers) => headers.authorization.slice('Bearer '.length);
  /** A single-use ticket of a session for one GET within `path` (POST /api/core/tickets). */
  const ticketOf = async (headers: Headers, path: string) => {
    const res = await s.inject({ method: 'POST', url: '/api/core/tickets', headers, payload: { path } });
    expect(res.statusCode, res.body).toBe(200);
    return encodeURIComponent(String(res.json().ticket));
  };
  /** The text of the document's PDF, all pages. */
  const pdfText = async (url: string, headers: Headers = s.master): Promise<string[]> => {
    const res = await s.inject({ method: 'GET', url, headers });
    expect(res.headers['content-type']).toBe('application/pdf');
    return (await pdfTextContent(res.rawPayload)).flat().map((t) => t.replace(/[\s\u00a0\u202f]+/g, ' '));
  };

  beforeAll(async () => {
    s = await startTestServer(db);
    lender = await create(PERSONS, {
      type: 'O',
      name: 'Tabula Lending SA',
      addresses: [{ type: 'MAIN', address1: '1 avenue des Champs', zipcode: '75008', city: 'Paris', country: 'FR' }],
      bankAccounts: [{ name: 'Main', bankIban: 'FR76 3000 6000 0112 3456 7890 189', bankBic: 'AGRIFRPP' }],
    });
    payer = await create(PERSONS, { type: 'I', firstName: 'Žydrūnė', lastName: 'Čiurlionytė', addresses: [{ type: 'MAIN', address1: 'Gedimino pr. 9', zipcode: '01103', city: 'Vilnius', country: 'LT' }] });
    const put = await call('PUT', '/api/core/profiles-permissions', { INVOICE_READER: ['read /api/billing/invoices'], NOTHING: [] });
    expect(put.status).toBe(200);
    for (const [username, profiles] of [['reader@master', ['INVOICE_READER']], ['nobody@master', ['NOTHING']]] as const) {
      const res = await call('POST', '/api/core/users', { username, lastName: username.split('@')[0], password: USER_PASSWORD, profiles });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    reader = await signInAs(s.app, 'reader@master', USER_PASSWORD);
    nobody = await signInAs(s.app, 'nobody@master', USER_PASSWORD);
  }, 180_000);
  afterAll(() => s?.close());

  it('validating an invoice generates its INVOICE PDF: parties, lines, totals, IBAN', async () => {
    const inv = await invoice();
    const run = await call('GET', `${INVOICES}/${inv.registration}/transitions/validate`);
    expect(run.status).toBe(200);
    const docs = (await documents(inv.registration)).body as Rec[];
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ type: 'INVOICE', entityName: 'Invoice', entityRegistration: inv.registration, mimeType: 'application/pdf', tags: ['generated'] });
    const text = await pdfText(String(docs[0].url));
    for (const part of ['Tabula Lending SA', 'Žydrūnė Čiurlionytė', 'Gedimino pr. 9', String(inv.registration), 'Rent', '€1,000.00', '€200.00', '€0.69', 'Total incl. tax', '€1,213.19', 'FR76 3000 6000 0112 3456 7890 189', '01-04-2026']) {
      expect(text, part).toContain(part);
    }
  });

  it('GET ?type=INVOICE materialises the document of an invoice that has none, once', async () => {
    const inv = await invoice();
    const first = await documents(inv.registration);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    const again = await documents(inv.registration);
    expect((again.body as Rec[]).map((d) => d._id)).toEqual([(first.body as Rec[])[0]._id]);
    expect((await pdfText(String((first.body as Rec[])[0].url))).some((t) => t === 'DRAFT')).toBe(true);
    // a list of other types leaves it alone and makes nothing
    expect((await call('GET', `${INVOICES}/${inv.registration}/documents?type=CONTRACT`)).body).toEqual([]);
    const all = await call('GET', `/api/core/documents?entityRegistration=${inv.registration}`);
    expect(all.body).toHaveLength(1);
    // requests racing for an invoice without a document still make one
    const raced = await invoice();
    const answers = await Promise.all([1, 2, 3].map(() => documents(raced.registration)));
    expect(new Set(answers.map((r) => (r.body as Rec[]).map((d) => d._id).join()))).toHaveProperty('size', 1);
    expect((await call('GET', `/api/core/documents?entityRegistration=${raced.registration}`)).body).toHaveLength(1);
  });

  it('replaces the one document when the invoice changes before it is sent, and freezes it once sent', async () => {
    const inv = await invoice();
    await call('GET', `${INVOICES}/${inv.registration}/transitions/validate`);
    const [doc] = (await documents(inv.registration)).body as Rec[];
    const patched = await call('PATCH', `${INVOICES}/${inv.registration}`, { lines: [{ label: 'Rent', amountExclTax: 2000, taxCode: 'FR20' }], amountExclTax: 2000, amountInclTax: 2400 });
    expect(patched.status).toBe(200);
    const afterEdit = (await documents(inv.registration)).body as Rec[];
    expect(afterEdit.map((d) => d._id)).toEqual([doc._id]);
    expect(await pdfText(String(doc.url))).toContain('€2,400.00');

    const sent = await call('GET', `${INVOICES}/${inv.registration}/transitions/send`);
    expect(sent.status).toBe(200);
    const issued = String(sent.body?.issueDate);
    const [y, m, d] = issued.split('-');
    expect(await pdfText(String(doc.url))).toContain(`${d}-${m}-${y}`);
    const frozen = await s.inject({ method: 'GET', url: String(doc.url), headers: s.master });
    await call('PATCH', `${INVOICES}/${inv.registration}`, { lines: [{ label: 'Rent', amountExclTax: 3000, taxCode: 'FR20' }] });
    const later = (await documents(inv.registration)).body as Rec[];
    expect(later.map((x) => x._id)).toEqual([doc._id]);
    const still = await s.inject({ method: 'GET', url: String(doc.url), headers: s.master });
    expect(Buffer.compare(still.rawPayload, frozen.rawPayload)).toBe(0);
  });

  it('opens inline with a single-use ticket in the query; no ticket, a token, another tenant or no permission cannot read it', async () => {
    const inv = await invoice();
    const [doc] = (await documents(inv.registration)).body as Rec[];
    const path = `${INVOICES}/${inv.registration}/documents/${doc._id}/content`;
    const url = `${path}?contentDisposition=inline`;
    const inline = await s.inject({ method: 'GET', url: `${url}&ticket=${await ticketOf(s.master, path)}` });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline; filename="Invoice INV\d+\.pdf"/);
    expect((await PDFDocument.load(inline.rawPayload)).getPageCount()).toBe(1);
    // an answer to a ticket never hands out a session token
    expect(inline.headers.authorization).toBeUndefined();

    const link = await call('GET', `${INVOICES}/${inv.registration}/documents/${doc._id}/link`);
    expect(String(link.body?.url)).toMatch(new RegExp(`^${path}\\?contentDisposition=inline&ticket=[A-Za-z0-9_-]{43}$`));
    expect((await s.inject({ method: 'GET', url: String(link.body?.url) })).statusCode).toBe(200);
    // the link is spent by its first opening: leaked afterwards, it opens nothing
    expect((await s.inject({ method: 'GET', url: String(link.body?.url) })).json()).toMatchObject({ status: 401, code: 'TICKET_INVALID' });

    const anonymous = await s.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const queryToken = await s.inject({ method: 'GET', url: `${url}&token=${encodeURIComponent(token(s.master))}` });
    expect(queryToken.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    const otherTenant = await s.inject({ method: 'GET', url: `${url}&ticket=${await ticketOf(s.test, path)}` });
    expect(otherTenant.statusCode).toBe(404);
    expect((await documents(inv.registration, s.test)).status).toBe(404);
    const denied = await s.inject({ method: 'GET', url: `${url}&ticket=${await ticketOf(nobody, path)}` });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('PERMISSION_DENIED');
    expect((await documents(inv.registration, nobody)).status).toBe(403);
    // reading invoices is enough to list (and so materialise) and open their documents
    const other = await invoice();
    const readerDocs = await documents(other.registration, reader);
    expect(readerDocs.status).toBe(200);
    expect(readerDocs.body).toHaveLength(1);
    const readerPath = String((readerDocs.body as Rec[])[0].url);
    const readerOpen = await s.inject({ method: 'GET', url: `${readerPath}?contentDisposition=inline&ticket=${await ticketOf(reader, readerPath)}` });
    expect(readerOpen.statusCode).toBe(200);
  });

  it('bulk transitions: validate, send, pay and cancel a selection, per entity, with per-entity failures', async () => {
    const [a, b] = [await invoice(), await invoice()];
    const c = await invoice({ dueDate: null });
    const regs = [a, b, c].map((r) => String(r.registration));
    const offered = async (keys: string[]) => ((await call('POST', `${INVOICES}/transitions?exclude=modals,printings,documents`, keys)).body as Rec[]).map((t) => t.code);
    expect(await offered(regs)).toEqual(['validate', 'cancel']);
    const runAll = async (keys: string[], code: string) => {
      const out: Record<string, Rec> = {};
      for (const key of keys) out[key] = (await call('GET', `${INVOICES}/${key}/transitions/${code}`)) as unknown as Rec;
      return out;
    };
    const validated = await runAll(regs, 'validate');
    expect(validated[regs[0]]).toMatchObject({ status: 200, body: { status: 'VALIDATED' } });
    expect(validated[regs[1]]).toMatchObject({ status: 200, body: { status: 'VALIDATED' } });
    expect(validated[regs[2]]).toMatchObject({ status: 400, body: { code: 'TRANSITION_MANDATORY_FIELDS' } });
    expect((await call('GET', `${INVOICES}/${regs[2]}`)).body?.status).toBe('DRAFT');
    for (const key of regs.slice(0, 2)) expect((await call('GET', `/api/core/documents?entityRegistration=${key}&type=INVOICE`)).body).toHaveLength(1);
    expect((await call('GET', `/api/core/documents?entityRegistration=${regs[2]}`)).body).toHaveLength(0);

    expect(await offered(regs.slice(0, 2))).toEqual(['send', 'cancel']);
    expect(await offered([regs[0], regs[2]])).toEqual(['cancel']);
    const sent = await runAll(regs.slice(0, 2), 'send');
    expect(Object.values(sent).map((r) => (r.body as Rec).status)).toEqual(['SENT', 'SENT']);
    expect(await offered(regs.slice(0, 2))).toEqual(['pay', 'dispute']);
    const paid = await runAll([regs[0]], 'pay');
    expect(paid[regs[0]]).toMatchObject({ status: 200, body: { status: 'PAID', totalBalance: 0 } });
    const refused = await runAll([regs[0]], 'cancel');
    expect(refused[regs[0]].status).toBe(409);

    const cancelled = await runAll([regs[2]], 'cancel');
    expect(cancelled[regs[2]]).toMatchObject({ status: 200, body: { status: 'CANCELLED' } });
    const [doc] = (await documents(regs[2])).body as Rec[];
    expect(await pdfText(String(doc.url))).toContain('CANCELLED');
    // the page reloads with ?registration=a,b,c
    const reloaded = await call('GET', `${INVOICES}?registration=${regs.join(',')}`);
    expect((reloaded.body as Rec[]).map((r) => r.status).sort()).toEqual(['CANCELLED', 'PAID', 'SENT']);
  });

  it("prints the lender's address, registration number, tax id and contact, read from its person record", async () => {
    const identified = await create(PERSONS, {
      type: 'O',
      name: 'Crédit Bail Rhône SAS',
      siret: '73282932000074',
      fiscalCode: 'FR40732829320',
      email: 'facturation@cbr.example',
      addresses: [{ type: 'MAIN', address1: '12 quai Saint-Antoine', zipcode: '69002', city: 'Lyon', country: 'FR' }],
      bankAccounts: [{ name: 'Main', bankIban: 'FR76 3000 6000 0112 3456 7890 189', bankBic: 'AGRIFRPP' }],
    });
    const inv = await invoice({ orgaRegistration: identified.registration });
    const [doc] = (await documents(inv.registration)).body as Rec[];
    const text = await pdfText(String(doc.url));
    for (const part of ['Crédit Bail Rhône SAS', '12 quai Saint-Antoine', '69002 Lyon', 'France', 'Registration no. 73282932000074', 'Tax id FR40732829320', 'facturation@cbr.example']) {
      expect(text, part).toContain(part);
    }
    // a registration of its Registrations table when it has no SIRET
    const registered = await create(PERSONS, { type: 'O', name: 'Leasing Vilnius UAB', registrations: [{ type: 'RCS', number: 'LT-304567890' }] });
    const other = await invoice({ orgaRegistration: registered.registration });
    const [otherDoc] = (await documents(other.registration)).body as Rec[];
    expect(await pdfText(String(otherDoc.url))).toContain('Registration no. LT-304567890');
  });

  it("writes amounts and dates in the tenant's locale: a tenant in fr gets 1 234,56 € and DD/MM/YYYY", async () => {
    const created = await call('POST', '/api/core/tenants', { name: 'lyon', label: 'Rhône Leasing', locale: 'fr', adminUsername: 'boss@lyon', adminPassword: USER_PASSWORD });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const boss = await signInAs(s.app, 'boss@lyon', USER_PASSWORD);
    const post = async (path: string, data: Rec) => {
      const res = await call('POST', path, data, boss);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as Rec;
    };
    const org = await post(PERSONS, { type: 'O', name: 'Rhône Leasing SA', addresses: [{ type: 'MAIN', address1: '3 rue de la République', zipcode: '69001', city: 'Lyon', country: 'FR' }] });
    const client = await post(PERSONS, { type: 'I', firstName: 'Camille', lastName: 'Durand' });
    const inv = await post(INVOICES, {
      name: 'Loyer d’avril',
      currency: 'EUR',
      dueDate: '2026-04-01',
      orgaRegistration: org.registration,
      persons: [{ role: 'PAYER', personRegistration: client.registration }],
      lines: [{ label: 'Loyer', amountExclTax: 1234.56, taxCode: 'FR20', taxRate: 0.2, taxAmount: 246.91, amountInclTax: 1481.47 }],
      amountExclTax: 1234.56,
      amountInclTax: 1481.47,
    });
    const docs = await documents(inv.registration, boss);
    expect(docs.status).toBe(200);
    const [doc] = docs.body as Rec[];
    const text = await pdfText(String(doc.url), boss);
    for (const part of ['1 234,56 €', '246,91 €', '1 481,47 €', '01/04/2026', 'Rhône Leasing SA', '3 rue de la République', 'Camille Durand']) {
      expect(text, part).toContain(part);
    }
    expect(text.some((t) => t.includes('€1,234.56') || t.includes('01-04-2026'))).toBe(false);
    // the same invoice in master (no tenant locale, en-EU) keeps the English formats
    const mine = await invoice({ lines: [{ label: 'Rent', amountExclTax: 1234.56, taxCode: 'FR20' }], amountExclTax: 1234.56, amountInclTax: 1481.47 });
    const [mineDoc] = (await documents(mine.registration)).body as Rec[];
    expect(await pdfText(String(mineDoc.url))).toEqual(expect.arrayContaining(['€1,234.56', '01-04-2026']));
  });

  it('prints an Arabic client name and falls back to the tenant label without an organization', async () => {
    const arab = await create(PERSONS, { type: 'I', firstName: 'محمد', lastName: 'العربي' });
    const inv = await create(INVOICES, { name: 'Loyer', currency: 'TND', persons: [{ role: 'PAYER', personRegistration: arab.registration }], amountExclTax: 100, amountInclTax: 119 });
    const [doc] = (await documents(inv.registration)).body as Rec[];
    const text = (await pdfText(String(doc.url))).map((t) => t.normalize('NFKC'));
    expect(text.some((t) => t.includes([...'محمد'].reverse().join('')))).toBe(true);
    expect(text).toContain('Master');
    expect(text.some((t) => t.includes('119.000'))).toBe(true);
  });
});
