import type { CamtMessage } from './camtDocument.ts';
import { toCents } from './cents.ts';

/** One payment a statement reports: an entry, or one transaction of a batch entry. */
export interface StatementEntry {
  statementId: string;
  entryReference: string | null;
  credit: boolean;
  booked: boolean;
  reversal: boolean;
  amountCents: number | null;
  currency: string | null;
  bookingDate: string | null;
  endToEndId: string | null;
  remittance: string;
  debtorName: string | null;
  /** The payee of a debit entry (a supplier paid by transfer). */
  creditorName: string | null;
}

/** One account statement (`Stmt`) of the file. */
export interface AccountStatement {
  id: string;
  iban: string | null;
  currency: string | null;
  createdAt: string | null;
  fromDate: string | null;
  toDate: string | null;
  openingCents: number | null;
  closingCents: number | null;
  entries: StatementEntry[];
}

/** What the bank file holds: a camt.053 statement (`053`) or a camt.054 notification (`054`). */
export interface Camt053 {
  type: '053' | '054';
  messageId: string;
  createdAt: string | null;
  statements: AccountStatement[];
}

/** The child elements of an element with a local name (the namespace is the document's). */
const kids = (el: Element | undefined, name: string): Element[] =>
  el
    ? Array.from(el.childNodes).filter(
        (n): n is Element => n.nodeType === 1 && (n as Element).localName === name,
      )
    : [];

/** The element at a path of local names below `el` (the first at each step). */
function at(el: Element | undefined, ...path: string[]): Element | undefined {
  let cur = el;
  for (const name of path) cur = kids(cur, name)[0];
  return cur;
}

const textAt = (el: Element | undefined, ...path: string[]): string | null => {
  const t = at(el, ...path)?.textContent?.trim();
  return t ? t : null;
};

/** A date of a `DateAndDateTimeChoice` (Dt, or the date part of DtTm). */
const dateAt = (el: Element | undefined, ...path: string[]) =>
  textAt(el, ...path, 'Dt') ?? textAt(el, ...path, 'DtTm')?.slice(0, 10) ?? null;

function balance(stmt: Element, code: string): number | null {
  const bal = kids(stmt, 'Bal').find((b) => textAt(b, 'Tp', 'CdOrPrtry', 'Cd') === code);
  const cents = toCents(textAt(bal, 'Amt'));
  if (cents === undefined) return null;
  return textAt(bal, 'CdtDbtInd') === 'DBIT' ? -cents : cents;
}

function remittanceOf(tx: Element | undefined, entry: Element): string {
  const rmt = at(tx, 'RmtInf');
  const parts = [
    ...kids(rmt, 'Ustrd').map((u) => u.textContent ?? ''),
    ...kids(rmt, 'Strd').flatMap((s) => [
      textAt(s, 'CdtrRefInf', 'Ref'),
      ...kids(s, 'RfrdDocInf').map((d) => textAt(d, 'Nb')),
      ...kids(s, 'AddtlRmtInf').map((a) => a.textContent),
    ]),
    textAt(tx, 'AddtlTxInf'),
    textAt(entry, 'AddtlNtryInf'),
  ];
  return parts
    .filter((p): p is string => !!p && !!p.trim())
    .map((p) => p.trim())
    .join(' ');
}

function entriesOf(stmt: Element, statementId: string): StatementEntry[] {
  return kids(stmt, 'Ntry').flatMap((ntry) => {
    const txs = kids(ntry, 'NtryDtls').flatMap((d) => kids(d, 'TxDtls'));
    const common = {
      statementId,
      entryReference: textAt(ntry, 'NtryRef') ?? textAt(ntry, 'AcctSvcrRef'),
      credit: textAt(ntry, 'CdtDbtInd') === 'CRDT',
      booked: textAt(ntry, 'Sts') === 'BOOK',
      reversal: textAt(ntry, 'RvslInd') === 'true',
      bookingDate: dateAt(ntry, 'BookgDt') ?? dateAt(ntry, 'ValDt'),
    };
    const entryAmount = at(ntry, 'Amt');
    if (!txs.length) {
      return [
        {
          ...common,
          amountCents: toCents(entryAmount?.textContent) ?? null,
          currency: entryAmount?.getAttribute('Ccy') ?? null,
          endToEndId: null,
          remittance: remittanceOf(undefined, ntry),
          debtorName: null,
          creditorName: null,
        },
      ];
    }
    return txs.map((tx) => {
      const amount =
        at(tx, 'AmtDtls', 'TxAmt', 'Amt') ??
        at(tx, 'AmtDtls', 'InstdAmt', 'Amt') ??
        (txs.length === 1 ? entryAmount : undefined);
      const e2e = textAt(tx, 'Refs', 'EndToEndId');
      return {
        ...common,
        amountCents: toCents(amount?.textContent) ?? null,
        currency: amount?.getAttribute('Ccy') ?? null,
        endToEndId: e2e && e2e !== 'NOTPROVIDED' ? e2e : null,
        remittance: remittanceOf(tx, ntry),
        debtorName: textAt(tx, 'RltdPties', 'Dbtr', 'Nm') ?? textAt(tx, 'RltdPties', 'UltmtDbtr', 'Nm'),
        creditorName: textAt(tx, 'RltdPties', 'Cdtr', 'Nm') ?? textAt(tx, 'RltdPties', 'UltmtCdtr', 'Nm'),
      };
    });
  });
}

/**
 * Reads a (validated) camt.053.001.02 or camt.054.001.02 document: group header, account statements
 * (`Stmt`) or notifications (`Ntfctn`, same entries, no balances), and their entries.
 */
export function camtStatements(doc: Document, message: CamtMessage = 'camt.053.001.02'): Camt053 {
  const notification = message === 'camt.054.001.02';
  const root = at(doc.documentElement, notification ? 'BkToCstmrDbtCdtNtfctn' : 'BkToCstmrStmt');
  return {
    type: notification ? '054' : '053',
    messageId: textAt(root, 'GrpHdr', 'MsgId') ?? '',
    createdAt: textAt(root, 'GrpHdr', 'CreDtTm'),
    statements: kids(root, notification ? 'Ntfctn' : 'Stmt').map((stmt) => {
      const id = textAt(stmt, 'Id') ?? '';
      return {
        id,
        iban: textAt(stmt, 'Acct', 'Id', 'IBAN'),
        currency: textAt(stmt, 'Acct', 'Ccy'),
        createdAt: textAt(stmt, 'CreDtTm'),
        fromDate: textAt(stmt, 'FrToDt', 'FrDtTm')?.slice(0, 10) ?? null,
        toDate: textAt(stmt, 'FrToDt', 'ToDtTm')?.slice(0, 10) ?? null,
        openingCents: balance(stmt, 'OPBD'),
        closingCents: balance(stmt, 'CLBD'),
        entries: entriesOf(stmt, id),
      };
    }),
  };
}
