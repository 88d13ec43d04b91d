import { sepaText } from '../../billing/sepa/sepaText.ts';

/** One entry of a demo bank file: a credit (a client paying), a charge, or a transfer to a supplier (debit with a creditor). */
export interface StatementEntryPlan {
  amountCents: number;
  debit?: boolean;
  endToEndId?: string;
  remittance?: string;
  debtor?: string;
  debtorIban?: string;
  /** The payee of a debit transfer (a supplier) and its account. */
  creditor?: string;
  creditorIban?: string;
  /** The booking day when it is not the file's (a notification of several days). */
  day?: string;
}

/** One account's statement of the day: its account, opening balance and entries. */
export interface StatementPlan {
  id: string;
  iban: string;
  openingCents: number;
  entries: StatementEntryPlan[];
}

const euros = (c: number) => (c / 100).toFixed(2);
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const name = (s: unknown) => xml(sepaText(s, 70) ?? 'NOTPROVIDED');

export const closingCents = (s: StatementPlan) => s.entries.reduce((sum, e) => sum + (e.debit ? -e.amountCents : e.amountCents), s.openingCents);

/** The bank transaction code family of an entry: a supplier transfer sent, a charge, a direct debit collected, a transfer received. */
function familyOf(e: StatementEntryPlan): string {
  if (e.debit) return e.creditor ? '<Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd>' : '<Cd>CCRD</Cd><SubFmlyCd>CHRG</SubFmlyCd>';
  return e.endToEndId ? '<Cd>IDDT</Cd><SubFmlyCd>ESDD</SubFmlyCd>' : '<Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd>';
}

function partiesXml(e: StatementEntryPlan): string {
  const debtor = e.debtor ? `<Dbtr><Nm>${name(e.debtor)}</Nm></Dbtr>${e.debtorIban ? `<DbtrAcct><Id><IBAN>${e.debtorIban}</IBAN></Id></DbtrAcct>` : ''}` : '';
  const creditor = e.creditor ? `<Cdtr><Nm>${name(e.creditor)}</Nm></Cdtr>${e.creditorIban ? `<CdtrAcct><Id><IBAN>${e.creditorIban}</IBAN></Id></CdtrAcct>` : ''}` : '';
  return debtor || creditor ? `<RltdPties>${debtor}${creditor}</RltdPties>` : '';
}

function entryXml(e: StatementEntryPlan, i: number, fileDay: string): string {
  const day = e.day ?? fileDay;
  const tx = [
    e.endToEndId ? `<Refs><EndToEndId>${xml(e.endToEndId)}</EndToEndId></Refs>` : '',
    `<AmtDtls><TxAmt><Amt Ccy="EUR">${euros(e.amountCents)}</Amt></TxAmt></AmtDtls>`,
    partiesXml(e),
    e.remittance ? `<RmtInf><Ustrd>${xml(sepaText(e.remittance, 140) ?? '')}</Ustrd></RmtInf>` : '',
  ].join('');
  return `
      <Ntry>
        <NtryRef>${i + 1}</NtryRef>
        <Amt Ccy="EUR">${euros(e.amountCents)}</Amt>
        <CdtDbtInd>${e.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly>${familyOf(e)}</Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>${tx}</TxDtls></NtryDtls>
      </Ntry>`;
}

/**
 * A camt.053.001.02 message of one day holding one statement per account (as a cash-management
 * platform delivers the group's accounts of several banks in one file), balances included.
 */
export function camt053(messageId: string, day: string, statements: StatementPlan[]): string {
  const balance = (code: string, c: number) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${euros(Math.abs(c))}</Amt><CdtDbtInd>${c < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  const stmt = (s: StatementPlan) => `
    <Stmt>
      <Id>${s.id}</Id>
      <CreDtTm>${day}T20:00:00</CreDtTm>
      <FrToDt><FrDtTm>${day}T00:00:00</FrDtTm><ToDtTm>${day}T23:59:59</ToDtTm></FrToDt>
      <Acct><Id><IBAN>${s.iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
      ${balance('OPBD', s.openingCents)}
      ${balance('CLBD', closingCents(s))}${s.entries.map((e, i) => entryXml(e, i, day)).join('')}
    </Stmt>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>${day}T20:00:00</CreDtTm></GrpHdr>${statements.map(stmt).join('')}
  </BkToCstmrStmt>
</Document>
`;
}

/** One account's notification: its account, the period it covers and its entries (no balances). */
export interface NotificationPlan {
  id: string;
  iban: string;
  from: string;
  to: string;
  entries: StatementEntryPlan[];
}

/**
 * A camt.054.001.02 debit/credit notification sent on `day`: one notification (`Ntfctn`) per
 * account, each entry booked on its own day within the notification's period.
 */
export function camt054(messageId: string, day: string, notifications: NotificationPlan[]): string {
  const ntfctn = (n: NotificationPlan) => `
    <Ntfctn>
      <Id>${n.id}</Id>
      <CreDtTm>${day}T18:00:00</CreDtTm>
      <FrToDt><FrDtTm>${n.from}T00:00:00</FrDtTm><ToDtTm>${n.to}T23:59:59</ToDtTm></FrToDt>
      <Acct><Id><IBAN>${n.iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>${n.entries.map((e, i) => entryXml(e, i, n.to)).join('')}
    </Ntfctn>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${messageId}</MsgId><CreDtTm>${day}T18:00:00</CreDtTm></GrpHdr>${notifications.map(ntfctn).join('')}
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}
