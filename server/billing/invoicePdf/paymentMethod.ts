import { isValidCreditorIdentifier } from '../../../engine/validation/creditorIdentifier.ts';
import { unformatIban } from '../../../engine/validation/iban.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { debtorMandate } from '../sepa/debtorMandate.ts';
import { accountsOfPersons } from '../sepa/personAccounts.ts';
import { isRec, text } from './documentLocale.ts';

type Rec = Record<string, unknown>;

/** How a direct-debit client pays: from its account, under its SEPA mandate, on the debit date. */
export interface DirectDebit {
  /** The client's IBAN (printed masked but for its last 4 characters). */
  iban: string;
  mandateReference: string;
  /** The lender's SEPA creditor identifier, when one of its accounts carries a valid one. */
  creditorIdentifier?: string;
  /** The debit date (the invoice's due date); null when the invoice has none. */
  date: string | null;
}

/** Direct debit is the payment mode `SDD`; no mode at all is collected by direct debit too (server/billing/sepa/dueInvoices.ts). */
const DIRECT_DEBIT_MODES = new Set(['', 'SDD']);

/** An IBAN masked but for its last 4 characters, in groups of 4 ending with them: `*** **** **** **** **** **** 0189`. */
export function maskIban(iban: string): string {
  const compact = unformatIban(iban);
  const masked = `${'*'.repeat(Math.max(0, compact.length - 4))}${compact.slice(-4)}`;
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4) groups.unshift(masked.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
}

/** The payment mode of an invoice: its own, else its contract's; '' when neither has one. */
export function paymentModeOf(invoice: Rec, contract: Rec | null): string {
  return text(invoice.paymentMode) ?? text(contract?.paymentMode) ?? '';
}

/** The lender's SEPA creditor identifier: the first valid one of its accounts (own bank accounts, then BankAccount records it holds). */
async function creditorIdentifier(ctx: AppContext, q: Queryable, lender: Rec | null): Promise<string | undefined> {
  if (!lender) return undefined;
  const registration = String(lender.registration ?? '');
  const accounts = (await accountsOfPersons(ctx, q, new Map([[registration, lender]]))).get(registration) ?? [];
  for (const a of accounts) {
    const id = a.creditorIdentifier ? unformatIban(a.creditorIdentifier) : '';
    if (id && isValidCreditorIdentifier(id)) return id;
  }
  return undefined;
}

/**
 * The direct debit an invoice is paid by, or null when it is paid by transfer: its payment mode (else
 * its contract's) is `SDD` or none, it is in euros, and the payer has an account with an active SEPA
 * mandate that the direct-debit run would collect (server/billing/sepa/debtorMandate.ts; the account
 * the PAYER entry names first). Otherwise (transfer, cheque, card..., or no usable mandate) the
 * client pays to the lender's account.
 */
export async function directDebitOf(
  ctx: AppContext,
  q: Queryable,
  opts: { mode: string; currency: string; payer: Rec | null; payerEntry: Rec | undefined; lender: Rec | null; date: string | null },
): Promise<DirectDebit | null> {
  if (!DIRECT_DEBIT_MODES.has(opts.mode) || opts.currency !== 'EUR' || !opts.payer) return null;
  const registration = String(opts.payer.registration ?? '');
  const accounts = (await accountsOfPersons(ctx, q, new Map([[registration, opts.payer]]))).get(registration) ?? [];
  const preferred = isRec(opts.payerEntry?.invoicing) ? text(opts.payerEntry.invoicing.bankAccountName) : undefined;
  const mandate = debtorMandate(accounts, preferred);
  if (!mandate.ok) return null;
  return { iban: mandate.iban, mandateReference: mandate.mandateId, creditorIdentifier: await creditorIdentifier(ctx, q, opts.lender), date: opts.date };
}
