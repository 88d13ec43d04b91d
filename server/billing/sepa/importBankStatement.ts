import { AppError } from '../../../engine/errors/AppError.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import type { Payer } from './applyPayment.ts';
import { attachXml } from './attachXml.ts';
import { camtDocument } from './camtDocument.ts';
import { camtStatements, type AccountStatement, type Camt053 } from './camtStatements.ts';
import { fromCents, toCents } from './cents.ts';
import { settleEntries, type SettledEntry } from './settleEntries.ts';
import type { StatementUpload } from './statementUpload.ts';

type Rec = Record<string, unknown>;

/** The answer of an import: the stored CAMT record, and the entries by what they did. */
export interface StatementImport {
  registration: string;
  messageId: string;
  /** Number of payments recorded on invoices (the `{count}` of the page action's message). */
  nbTotal: number;
  paid: SettledEntry[];
  partlyPaid: SettledEntry[];
  unmatched: SettledEntry[];
}

async function accountOfIban(ctx: AppContext, q: Queryable, iban: string | null): Promise<string | null> {
  if (!iban || !ctx.registry.has('BankAccount')) return null;
  const { rows } = await q.query<{ registration: string }>(
    `SELECT registration FROM ${ctx.registry.get('BankAccount').table} WHERE (data ->> 'bankIban') = $1 ORDER BY registration LIMIT 1`,
    [iban],
  );
  return rows[0]?.registration ?? null;
}

async function refuseDuplicate(ctx: AppContext, q: Queryable, messageId: string, type: string): Promise<void> {
  const { rows } = await q.query(
    `SELECT 1 FROM ${ctx.registry.get('Camt').table} WHERE (data ->> 'messageId') = $1 AND (data ->> 'type') = $2 LIMIT 1`,
    [messageId, type],
  );
  if (rows.length) throw new AppError('VALUE_ALREADY_EXISTS', [messageId, 'Message ID']);
}

async function storeStatements(
  ctx: AppContext,
  q: Queryable,
  statements: AccountStatement[],
  camtRegistration: string,
  username: string,
): Promise<void> {
  const info = ctx.registry.get('BankStatement');
  for (const s of statements) {
    await ctx.store.create(
      q,
      info,
      {
        name: s.id,
        status: 'PROCESSED',
        bankAccountRegistration: await accountOfIban(ctx, q, s.iban),
        date: s.createdAt?.slice(0, 10) ?? null,
        startDate: s.fromDate,
        endDate: s.toDate,
        openingBalance: s.openingCents === null ? null : fromCents(s.openingCents),
        closingBalance: s.closingCents === null ? null : fromCents(s.closingCents),
        nbTransactions: s.entries.length,
        camtRegistration,
        currency: s.currency,
      },
      { username },
    );
  }
}

async function storeCamt(
  ctx: AppContext,
  q: Queryable,
  camt: Camt053,
  fileName: string,
  xml: string,
  settled: SettledEntry[],
  username: string,
): Promise<Rec> {
  const info = ctx.registry.get('Camt');
  // the entries reported: every credit entry, and the debit entries that pay (or name) a payable invoice
  const listed = settled.map((e) => toCents(e.amount) ?? 0);
  const record = await ctx.store.create(
    q,
    info,
    {
      name: `${camt.type === '054' ? 'Debit/credit notification' : 'Bank statement'} ${camt.messageId}`.slice(0, 200),
      status: 'PROCESSED',
      type: camt.type,
      fileDate: camt.createdAt?.slice(0, 10) ?? null,
      fileName,
      messageId: camt.messageId,
      bankAccountRegistration: await accountOfIban(ctx, q, camt.statements[0]?.iban ?? null),
      nbEntries: settled.length,
      totalAmount: fromCents(listed.reduce((sum, c) => sum + c, 0)),
      currency:
        camt.statements.find((s) => s.currency)?.currency ??
        settled.find((e) => e.currency)?.currency ??
        null,
      entries: settled,
    },
    { username },
  );
  // a notification reports single entries, not an account statement with its balances
  if (camt.type === '053') await storeStatements(ctx, q, camt.statements, String(record.registration), username);
  return attachXml(ctx, q, info, record, { fileName, xml }, username);
}

/**
 * Imports a camt.053.001.02 bank statement or a camt.054.001.02 debit/credit notification: checked against the published XSD first (a bad file is
 * a 400 INVALID_XML and nothing changes), then in one tenant transaction its booked credit entries
 * are matched to receivable invoices and its debit entries to payable ones, and recorded on them, and the file is kept as a Camt record (with each
 * entry's outcome and the XML as its Document) and, for a statement, one BankStatement per account
 * statement. The same file (same message id and type) is imported once.
 */
export async function importBankStatement(
  ctx: AppContext,
  upload: StatementUpload,
  who: Payer,
): Promise<StatementImport> {
  const file = await camtDocument(upload.content);
  const camt = camtStatements(file.doc, file.message);
  const xml = upload.content.toString('utf8').replace(/^\uFEFF/, '');
  return ctx.db.withTenant(who.tenant, async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`tabula-bank-statements:${who.tenant}`]);
    await refuseDuplicate(ctx, q, camt.messageId, camt.type);
    const settled = await settleEntries(ctx, q, camt, who);
    const stored = await storeCamt(ctx, q, camt, upload.fileName, xml, settled, who.actor.username);
    const paid = settled.filter((s) => s.result === 'PAID');
    const partlyPaid = settled.filter((s) => s.result === 'PARTLY_PAID');
    return {
      registration: String(stored.registration),
      messageId: camt.messageId,
      nbTotal: paid.length + partlyPaid.length,
      paid,
      partlyPaid,
      unmatched: settled.filter((s) => s.result === 'UNMATCHED'),
    };
  });
}
