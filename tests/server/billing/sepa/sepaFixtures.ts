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
export const CREDITOR_IBAN = 'DE89370400440532013000';
export const DEBTOR_IBAN = 'FR1420041010050500013M02606';

/** A caller of one tenant: JSON calls that must succeed, or answers to inspect. */
export function caller(server: TestServer, headers: Headers) {
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

/** A receivable invoice of a payer, created through the API in a given status. */
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
  const inv = await c.ok('POST', INVOICES, {
    name: fields.name ?? `Invoice of ${fields.payer}`,
    status: fields.status ?? 'SENT',
    pr: fields.pr ?? 'R',
    currency: fields.currency ?? 'EUR',
    amountExclTax: fields.amount,
    amountInclTax: fields.amount,
    dueDate: fields.due,
    orgaRegistration: fields.org,
    persons: [{ role: 'PAYER', personRegistration: fields.payer }],
  });
  return String(inv.registration);
}

/** A credit (or debit) entry of a test statement. */
export interface TestEntry {
  amount: string;
  currency?: string;
  debit?: boolean;
  status?: 'BOOK' | 'PDNG';
  endToEndId?: string;
  remittance?: string;
  debtor?: string;
  bookingDate?: string;
}

function entryXml(e: TestEntry, i: number): string {
  const ccy = e.currency ?? 'EUR';
  const tx = [
    e.endToEndId ? `<Refs><EndToEndId>${e.endToEndId}</EndToEndId></Refs>` : '',
    `<AmtDtls><TxAmt><Amt Ccy="${ccy}">${e.amount}</Amt></TxAmt></AmtDtls>`,
    e.debtor ? `<RltdPties><Dbtr><Nm>${e.debtor}</Nm></Dbtr></RltdPties>` : '',
    e.remittance ? `<RmtInf><Ustrd>${e.remittance}</Ustrd></RmtInf>` : '',
  ].join('');
  return `
      <Ntry>
        <NtryRef>E${i + 1}</NtryRef>
        <Amt Ccy="${ccy}">${e.amount}</Amt>
        <CdtDbtInd>${e.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>${e.status ?? 'BOOK'}</Sts>
        <BookgDt><Dt>${e.bookingDate ?? '2026-02-03'}</Dt></BookgDt>
        <ValDt><Dt>${e.bookingDate ?? '2026-02-03'}</Dt></ValDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>${tx}</TxDtls></NtryDtls>
      </Ntry>`;
}

/** A camt.053.001.02 statement of the creditor account with the entries given. */
export function camt053(
  messageId: string,
  entries: TestEntry[],
  namespace = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02',
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="${namespace}">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>2026-02-03T18:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${messageId}-1</Id>
      <CreDtTm>2026-02-03T18:00:00</CreDtTm>
      <FrToDt><FrDtTm>2026-02-03T00:00:00</FrDtTm><ToDtTm>2026-02-03T23:59:59</ToDtTm></FrToDt>
      <Acct><Id><IBAN>${CREDITOR_IBAN}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-02-03</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1500.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-02-03</Dt></Dt></Bal>${entries.map(entryXml).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** The JSON body of an import: the file base64-encoded. */
export const upload = (xml: string, fileName = 'statement.xml') => ({
  fileName,
  contentBase64: Buffer.from(xml, 'utf8').toString('base64'),
});
