import { AppError } from '../../../engine/errors/AppError.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { applyPayment, type Payer } from './applyPayment.ts';
import { centsText } from './cents.ts';
import type { Camt053, StatementEntry } from './camtStatements.ts';
import { matchEntry } from './matchEntry.ts';

/** One credit entry of the statement and what it did (a row of the Camt record's entries). */
export interface SettledEntry {
  statementId: string;
  entryReference: string | null;
  bookingDate: string | null;
  amount: string | null;
  currency: string | null;
  debtorName: string | null;
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
    entryReference: entry.entryReference,
    bookingDate: entry.bookingDate,
    amount: entry.amountCents === null ? null : centsText(entry.amountCents),
    currency: entry.currency,
    debtorName: entry.debtorName,
    endToEndId: entry.endToEndId,
    remittanceInformation: entry.remittance.slice(0, 500) || null,
  };
}

async function settle(
  ctx: AppContext,
  q: Queryable,
  entry: StatementEntry,
  who: Payer,
): Promise<SettledEntry> {
  const base = row(entry);
  const unmatched = (reason: string, invoiceRegistration: string | null = null): SettledEntry => ({
    ...base,
    result: 'UNMATCHED',
    invoiceRegistration,
    matchedBy: null,
    balanceAfter: null,
    reason,
  });
  if (!entry.booked) return unmatched('The entry is not booked');
  if (entry.reversal) return unmatched('The entry reverses an earlier one');
  const match = await matchEntry(ctx, q, entry);
  if ('reason' in match) return unmatched(match.reason);
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
 * Settles the booked credit entries of a statement file one after the other (a later entry sees
 * what an earlier one paid): each is matched to an invoice and recorded on it; debit entries are
 * not payments of invoices and are left out.
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
      if (entry.credit) settled.push(await settle(ctx, q, entry, who));
    }
  }
  return settled;
}
