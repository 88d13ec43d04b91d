import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { toCents } from './cents.ts';
import type { SkippedInvoice } from './collectionPlan.ts';
import { transferAccount, type TransferAccount } from './debtorAccount.ts';
import { balanceOf } from './dueInvoices.ts';
import { dueSupplierInvoices } from './dueSupplierInvoices.ts';
import { accountsOfPersons, personsByRegistration } from './personAccounts.ts';

type Rec = Record<string, unknown>;

/** A supplier invoice that will be paid: to whom, how much, to which account. */
export interface PlannedTransfer {
  invoice: Rec;
  payee: string;
  amountCents: number;
  creditor: TransferAccount;
}

/** The payments leaving one account of one organization (a file each). */
export interface DebtorPlan {
  organization: string;
  debtor: TransferAccount;
  transfers: PlannedTransfer[];
}

/** SEPA amounts are at most 999,999,999.99 EUR. */
const MAX_CENTS = 99_999_999_999;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

const entryOf = (invoice: Rec, role: string): Rec | undefined =>
  (Array.isArray(invoice.persons) ? (invoice.persons as Rec[]) : []).find(
    (p) => p && p.role === role && text(p.personRegistration),
  );

/**
 * Plans a credit-transfer run: the due supplier invoices grouped by the account they are paid
 * from (the first account with a valid IBAN of the invoice's organization, the PAYER entry's
 * account first), each with the supplier's (the PAYEE's) account; the invoices that cannot be paid
 * are listed with their reason. `organizations` narrows the run.
 */
export async function transferPlan(
  ctx: AppContext,
  q: Queryable,
  executionDate: string,
  organizations: string[],
): Promise<{ plans: DebtorPlan[]; skipped: SkippedInvoice[] }> {
  const invoices = (await dueSupplierInvoices(ctx, q, executionDate)).filter(
    (i) => !organizations.length || organizations.includes(text(i.orgaRegistration) ?? ''),
  );
  const registrations = new Set<string>();
  for (const invoice of invoices) {
    for (const r of [text(invoice.orgaRegistration), text(entryOf(invoice, 'PAYEE')?.personRegistration)])
      if (r) registrations.add(r);
  }
  const persons = await personsByRegistration(ctx, q, [...registrations]);
  const accounts = await accountsOfPersons(ctx, q, persons);

  const skipped: SkippedInvoice[] = [];
  const plans = new Map<string, DebtorPlan>();
  for (const invoice of invoices) {
    const invoiceRegistration = String(invoice.registration);
    const skip = (reason: string) => skipped.push({ invoiceRegistration, reason });
    const org = text(invoice.orgaRegistration);
    const orgPerson = org ? persons.get(org) : undefined;
    if (!org || !orgPerson) {
      skip(org ? `Organization "${org}" not found` : 'The invoice has no organization to pay from');
      continue;
    }
    const preferred = text((entryOf(invoice, 'PAYER')?.invoicing as Rec | undefined)?.bankAccountName);
    const debtor = transferAccount(orgPerson, accounts.get(org) ?? [], preferred);
    if (!debtor) {
      skip(`Organization "${String(orgPerson.name ?? org)}" has no bank account with a valid IBAN`);
      continue;
    }
    const currency = text(invoice.currency) ?? 'EUR';
    if (currency !== 'EUR') {
      skip(`Currency ${currency} cannot be paid by SEPA credit transfer (euros only)`);
      continue;
    }
    const amountCents = toCents(balanceOf(invoice));
    if (!amountCents || amountCents <= 0 || amountCents > MAX_CENTS) {
      skip('The balance of the invoice cannot be paid by SEPA credit transfer');
      continue;
    }
    const entry = entryOf(invoice, 'PAYEE');
    const payee = text(entry?.personRegistration);
    const supplier = payee ? persons.get(payee) : undefined;
    if (!payee || !supplier) {
      skip(payee ? `Supplier "${payee}" not found` : 'The invoice has no supplier (PAYEE)');
      continue;
    }
    const preferredPayee = text((entry?.invoicing as Rec | undefined)?.bankAccountName);
    const creditor = transferAccount(supplier, accounts.get(payee) ?? [], preferredPayee);
    if (!creditor) {
      skip(`Supplier "${String(supplier.name ?? payee)}" has no bank account with a valid IBAN`);
      continue;
    }
    const key = `${org}|${debtor.iban}`;
    if (!plans.has(key)) plans.set(key, { organization: org, debtor, transfers: [] });
    plans.get(key)?.transfers.push({ invoice, payee, amountCents, creditor });
  }
  return { plans: [...plans.values()], skipped };
}
