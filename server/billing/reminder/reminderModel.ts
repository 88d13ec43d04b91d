import { currencyDecimals } from '../../../engine/format/currencies.ts';
import type { Party, PaymentAccount } from '../invoicePdf/invoiceModel.ts';
import { toMinor } from '../invoicePdf/invoiceModel.ts';
import type { DirectDebit } from '../invoicePdf/paymentMethod.ts';
import { balanceOf } from '../sepa/dueInvoices.ts';

type Rec = Record<string, unknown>;

/** One overdue invoice of a reminder, amounts in minor units of its currency. */
export interface ReminderItem {
  number: string;
  registration: string;
  dueDate: string;
  daysOverdue: number;
  currency: string;
  digits: number;
  /** The invoice's amount incl. tax. */
  amount: number;
  /** What is still due (its balance). */
  remaining: number;
}

/** The total still due in one currency. */
export interface ReminderTotal {
  currency: string;
  digits: number;
  remaining: number;
}

/** Everything a payment reminder shows (no formatting yet). */
export interface ReminderModel {
  /** The letter's date: invoices due before it are overdue. */
  date: string;
  lender: Party;
  client: Party | null;
  items: ReminderItem[];
  /** Per currency, in the order met (one in practice). */
  totals: ReminderTotal[];
  payment: PaymentAccount | null;
  debit: DirectDebit | null;
  /** The payment reference: the invoice number when one invoice is due. */
  reference?: string;
}

/** What {@link buildReminderModel} reads. */
export interface ReminderSource {
  date: string;
  lender: Party;
  client: Party | null;
  invoices: Rec[];
  /** The currency of an invoice without one (its contract's, else the tenant's). */
  currencyOf: (invoice: Rec) => string;
  payment: PaymentAccount | null;
  debit: DirectDebit | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const DAY_MS = 86_400_000;

/** Whole days from one ISO date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS));
}

/**
 * The reminder of a client's overdue invoices: each with its amount incl. tax and what remains due
 * (its balance), both taken once to the currency's minor unit, and the totals still due per currency,
 * added in minor units (exact).
 */
export function buildReminderModel(src: ReminderSource): ReminderModel {
  const items: ReminderItem[] = src.invoices.map((invoice) => {
    const currency = src.currencyOf(invoice);
    const digits = currencyDecimals(currency);
    const registration = String(invoice.registration ?? '');
    const dueDate = String(invoice.dueDate ?? '');
    const amount = num(invoice.amountInclTax) ?? 0;
    return {
      number: (typeof invoice.invoiceNumber === 'string' && invoice.invoiceNumber.trim()) || registration,
      registration,
      dueDate,
      daysOverdue: dueDate ? daysBetween(dueDate, src.date) : 0,
      currency,
      digits,
      amount: toMinor(amount, digits),
      remaining: toMinor(num(balanceOf(invoice)) ?? amount, digits),
    };
  });
  const totals: ReminderTotal[] = [];
  for (const item of items) {
    const total = totals.find((t) => t.currency === item.currency);
    if (total) total.remaining += item.remaining;
    else totals.push({ currency: item.currency, digits: item.digits, remaining: item.remaining });
  }
  return {
    date: src.date,
    lender: src.lender,
    client: src.client,
    items,
    totals,
    payment: src.payment,
    debit: src.debit,
    reference: items.length === 1 ? items[0].number : undefined,
  };
}
