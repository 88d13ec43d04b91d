import { expect } from 'vitest';
import type { TestServer } from '../../support/testServer.ts';

type Rec = Record<string, unknown>;
export type Headers = Record<string, string>;

export const INVOICES = '/api/billing/invoices';
export const PERSONS = '/api/person/persons';
export const PAYMENT_FILES = '/api/billing/payment-files';
export const PAYMENT_FILE_LINES = '/api/billing/payment-file-lines';
export const DIRECT_DEBITS = '/api/billing/payment-files/direct-debits';
export const BANK_STATEMENTS = '/api/billing/bank-statements';
export const CAMTS = '/api/billing/camts';

/** Valid test identifiers: Bundesbank test creditor id, a German and a French IBAN. */
export const CREDITOR_ID = 'DE98ZZZ09999999999';
import { CREDITOR_IBAN } from '../../../fixtures/camt053.ts';

export { CREDITOR_IBAN };
export const DEBTOR_IBAN = 'FR1420041010050500013M02606';

/** A caller of one tenant: JSON calls that must succeed, or answers to inspect. */
export function caller(server: TestServer, headers: Headers, tenant: string) {
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) => {
    const res = await server.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Rec }),
    });
    return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as Rec) : {}, raw: res.body };
  };
  return {
    server,
    tenant,
    call,
    async ok(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown): Promise<Rec> {
      const res = await call(method, url, payload);
      expect(res.status, res.raw).toBeLessThan(300);
      return res.body;
    },
    async list(url: string): Promise<Rec[]> {
      const res = await server.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return JSON.parse(res.body) as Rec[];
    },
    async text(url: string): Promise<string> {
      const res = await server.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.body;
    },
  };
}
export type Caller = ReturnType<typeof caller>;

/** A mandate-holding bank account of a payer. */
export const mandateAccount = (reference: string, status = 'ACTIVE', iban = DEBTOR_IBAN) => ({
  name: 'Current account',
  bankIban: iban,
  bankBic: 'CCBPFRPPXXX',
  sepaMandates: [
    {
      rumName: 'Mandate',
      rumReference: reference,
      rumStatus: status,
      rumType: 'CORE',
      rumDateOfSignature: '2025-06-01',
    },
  ],
});

/** The lending organization: a Person of type O whose account carries the SEPA creditor identifier. */
export async function organization(c: Caller, name = 'Tabula Lending'): Promise<string> {
  const org = await c.ok('POST', PERSONS, {
    type: 'O',
    name,
    bankAccounts: [
      {
        name: 'Collections',
        bankIban: CREDITOR_IBAN,
        bankBic: 'COBADEFFXXX',
        sepaCreditorIdentifier: CREDITOR_ID,
      },
    ],
  });
  return String(org.registration);
}

export async function payer(c: Caller, name: string, bankAccounts: Rec[] = []): Promise<string> {
  const p = await c.ok('POST', PERSONS, { type: 'C', name, bankAccounts });
  return String(p.registration);
}

/**
 * A receivable invoice of a payer in a given status (SENT by default). A client may create drafts
 * only (seed 002 §4): the others are written as the server's own writes (a billing run) do, through
 * the store, so the invoice's history holds no set-up transition.
 */
export async function invoice(
  c: Caller,
  fields: {
    payer: string;
    org: string;
    amount: number;
    due: string;
    status?: string;
    pr?: string;
    currency?: string;
    name?: string;
  },
): Promise<string> {
  const status = fields.status ?? 'SENT';
  const body = {
    name: fields.name ?? `Invoice of ${fields.payer}`,
    pr: fields.pr ?? 'R',
    currency: fields.currency ?? 'EUR',
    amountExclTax: fields.amount,
    amountInclTax: fields.amount,
    dueDate: fields.due,
    orgaRegistration: fields.org,
    persons: [{ role: 'PAYER', personRegistration: fields.payer }],
  };
  if (status === 'DRAFT') return String((await c.ok('POST', INVOICES, body)).registration);
  const { db, store, registry } = c.server.app.tabula;
  const inv = await db.withTenant(c.tenant, (q) => store.create(q, registry.get('Invoice'), { ...body, status }, { username: 'system', tenant: c.tenant }));
  return String(inv.registration);
}

export { camt053, type TestEntry } from '../../../fixtures/camt053.ts';

/** The JSON body of an import: the file base64-encoded. */
export const upload = (xml: string, fileName = 'statement.xml') => ({
  fileName,
  contentBase64: Buffer.from(xml, 'utf8').toString('base64'),
});
