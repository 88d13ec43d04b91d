import { AppError } from '../../../engine/errors/AppError.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { applyPayment, type Payer } from './applyPayment.ts';
import { centsText } from './cents.ts';
import type { Camt053, StatementEntry } from './camtStatements.ts';
import { matchEntry } from './matchEntry.ts';

/** One entry of the statement and what it did (a row of the Camt record's entries). */
export interface SettledEntry {
  statementId: string;
  /** C: money received (a receivable paid), D: money paid out (a payable paid). */
  dc: 'C' | 'D';
  entryReference: string | null;
  bookingDate: string | null;
  amount: string | null;
  currency: string | null;
  debtorName: string | null;
  creditorName: string | null;
  endToEndId: string | null;
  remittanceInformation: string | null;
  result: 'PAID' | 'PARTLY_PAID' | 'UNMATCHED';
  invoiceRegistration: string | null;
  matchedBy: string | null;
  balanceAfter: number | null;
  reason: string | null;
}

const SAVEPOINT = 'tabula_statement_entry';

function row(
  entry: StatementEntry,
): Omit<SettledEntry, 'result' | 'invoiceRegistration' | 'matchedBy' | 'balanceAfter' | 'reason'> {
  return {
    statementId: entry.statementId,
    dc: entry.credit ? 'C' : 'D',
    entryReference: entry.entryReference,
    bookingDate: entry.bookingDate,
    amount: entry.amountCents === null ? null : centsText(entry.amountCents),
    currency: entry.currency,
    debtorName: entry.debtorName,
    creditorName: entry.creditorName,
    endToEndId: entry.endToEndId,
    remittanceInformation: entry.remittance.slice(0, 500) || null,
  };
}

async function settle(
  ctx: AppContext,
  q: Queryable,
  entry: StatementEntry,
  who: Payer,
): Promise<SettledEntry | undefined> {
  const base = row(entry);
  const unmatched = (reason: string, invoiceRegistration: string | null = null): SettledEntry => ({
    ...base,
    result: 'UNMATCHED',
    invoiceRegistration,
    matchedBy: null,
    balanceAfter: null,
    reason,
  });
  // a debit entry is reported only when it pays a payable invoice or names one (bank charges, a lessor's own debits are not)
  if (!entry.credit && (!entry.booked || entry.reversal)) return undefined;
  if (!entry.booked) return unmatched('The entry is not booked');
  if (entry.reversal) return unmatched('The entry reverses an earlier one');
  const match = await matchEntry(ctx, q, entry);
  if ('reason' in match) return entry.credit || match.named ? unmatched(match.reason) : undefined;
  const invoiceRegistration = String(match.invoice.registration);
  await q.query(`SAVEPOINT ${SAVEPOINT}`);
  try {
    const outcome = await applyPayment(ctx, q, match.invoice, entry, who);
    await q.query(`RELEASE SAVEPOINT ${SAVEPOINT}`);
    if (outcome.result === 'UNMATCHED') return unmatched(outcome.reason, invoiceRegistration);
    return {
      ...base,
      result: outcome.result,
      invoiceRegistration,
      matchedBy: match.by,
      balanceAfter: outcome.balanceAfter,
      reason: 'note' in outcome ? (outcome.note ?? null) : null,
    };
  } catch (err) {
    // a refused transition or an invalid invoice: this entry is left for a person, the others go on
    await q.query(`ROLLBACK TO SAVEPOINT ${SAVEPOINT}`);
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    return unmatched(err.message, invoiceRegistration);
  }
}

/**
 * Settles the booked entries of a statement file one after the other (a later entry sees what an
 * earlier one paid): each credit entry is matched to a receivable invoice, each debit entry to a
 * payable one (a supplier paid), and recorded on it. Every credit entry is reported; a debit entry
 * only when it pays a payable invoice or names one (bank charges are not invoice payments).
 */
export async function settleEntries(
  ctx: AppContext,
  q: Queryable,
  camt: Camt053,
  who: Payer,
): Promise<SettledEntry[]> {
  const settled: SettledEntry[] = [];
  for (const statement of camt.statements) {
    for (const entry of statement.entries) {
      const done = await settle(ctx, q, entry, who);
      if (done) settled.push(done);
    }
  }
  return settled;
}
