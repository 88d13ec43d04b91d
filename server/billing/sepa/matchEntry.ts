import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { toCents } from './cents.ts';
import type { StatementEntry } from './camtStatements.ts';
import { balanceOf } from './dueInvoices.ts';
import {
  invoiceOfEndToEndId,
  invoicesByKeys,
  openInvoicesWithBalance,
  PAYABLE_STATUSES,
  type InvoiceDirection,
} from './invoiceLookup.ts';
import { personsByRegistration } from './personAccounts.ts';

type Rec = Record<string, unknown>;

/** How an entry was tied to an invoice. */
export type MatchedBy = 'endToEndId' | 'reference' | 'amountAndName';

/**
 * The invoice an entry pays, or why none could be told; `named` when the entry's end-to-end id or
 * reference names invoices of its direction (none of them open, or several).
 */
export type EntryMatch = { invoice: Rec; by: MatchedBy } | { reason: string; named: boolean };

/** Whether an invoice still waits for money: payable status and a balance above zero. */
export const isOpen = (invoice: Rec) =>
  PAYABLE_STATUSES.includes(String(invoice.status)) && (toCents(balanceOf(invoice)) ?? 0) > 0;

/** Candidate references in a remittance text: its words, and their parts around - / . _ */
function referenceTokens(text: string): string[] {
  const words = text
    .split(/[^A-Za-z0-9\-/._]+/)
    .map((w) => w.replace(/^[-/._]+|[-/._]+$/g, ''))
    .filter((w) => w.length >= 3);
  const parts = words.flatMap((w) => w.split(/[-/._]+/)).filter((w) => w.length >= 3);
  const all = [...words, ...parts];
  return [...new Set([...all, ...all.map((w) => w.toUpperCase())])].slice(0, 200);
}

/** A name compared loosely: no accents, no case, punctuation and spacing ignored. */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return norm(a) !== '' && norm(a) === norm(b);
};

/** One invoice among those a reference names: the only open one, else say why. */
function pick(found: Rec[], by: MatchedBy): EntryMatch | undefined {
  if (!found.length) return undefined;
  const open = found.filter(isOpen);
  if (open.length === 1) return { invoice: open[0], by };
  if (open.length > 1)
    return {
      reason: `The reference names several open invoices: ${open.map((i) => i.registration).join(', ')}`,
      named: true,
    };
  return { reason: `Invoice "${String(found[0].registration)}" has no balance due`, named: true };
}

/** Matching by amount and name: a credit's payer (Dbtr) is the receivable's PAYER, a debit's payee (Cdtr) the payable's PAYEE. */
async function byAmountAndName(ctx: AppContext, q: Queryable, entry: StatementEntry, pr: InvoiceDirection): Promise<EntryMatch> {
  const counterparty = pr === 'P' ? entry.creditorName : entry.debtorName;
  const role = pr === 'P' ? 'PAYEE' : 'PAYER';
  const who = pr === 'P' ? 'payee' : 'payer';
  if (!counterparty || entry.amountCents === null)
    return { reason: `No invoice reference in the entry, and no ${who} name to match on`, named: false };
  const candidates = await openInvoicesWithBalance(ctx, q, entry.amountCents, pr);
  const partyOf = (i: Rec) =>
    (Array.isArray(i.persons) ? (i.persons as Rec[]) : []).find((p) => p?.role === role);
  const persons = await personsByRegistration(
    ctx,
    q,
    candidates.map((i) => String(partyOf(i)?.personRegistration ?? '')).filter(Boolean),
  );
  const named = candidates.filter((i) => {
    const party = partyOf(i);
    const names = [party?.name, persons.get(String(party?.personRegistration))?.name].filter(
      (n): n is string => typeof n === 'string',
    );
    return names.some((n) => sameName(n, counterparty));
  });
  if (named.length === 1) return { invoice: named[0], by: 'amountAndName' };
  if (named.length > 1)
    return {
      reason: `Several open invoices of this ${who} have this balance: ${named.map((i) => i.registration).join(', ')}`,
      named: true,
    };
  return { reason: `No open invoice matches the reference, or the amount and the ${who} name`, named: false };
}

/**
 * Finds the invoice an entry pays: a credit entry a receivable invoice (money received), a debit
 * entry a payable one (a supplier paid). By its end-to-end id (a payment file line's: a direct
 * debit, a credit transfer; or an invoice registration or number), then by an invoice registration
 * or number (a payable's external reference too) in its remittance information, then by an open
 * invoice whose balance is the amount and whose payer (credit) or payee (debit) bears the entry's
 * debtor (credit) or creditor (debit) name. Only one candidate may remain.
 */
export async function matchEntry(ctx: AppContext, q: Queryable, entry: StatementEntry): Promise<EntryMatch> {
  const pr: InvoiceDirection = entry.credit ? 'R' : 'P';
  if (entry.endToEndId) {
    const settled = await invoiceOfEndToEndId(ctx, q, entry.endToEndId, pr);
    const found = settled
      ? [settled]
      : await invoicesByKeys(ctx, q, [entry.endToEndId, entry.endToEndId.toUpperCase()], pr);
    const match = pick(found, 'endToEndId');
    if (match) return match;
  }
  const match = pick(await invoicesByKeys(ctx, q, referenceTokens(entry.remittance), pr), 'reference');
  return match ?? byAmountAndName(ctx, q, entry, pr);
}
