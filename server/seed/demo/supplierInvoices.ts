import { addDays, addMonths } from './dates.ts';
import { COUNTRIES } from './countries.ts';
import { demoText } from './texts.ts';
import type { Country, Rec } from './types.ts';

/** The suppliers' payment term: an asset's invoice is due this many days after its delivery. */
export const SUPPLIER_TERM_DAYS = 30;
/** The lessor's supplier payment run pays what fell due in the last two months; older invoices were paid by earlier transfers. */
const RUN_MONTHS = 2;

/** A delivered asset of a contract in force or ended, with who sold it and who bought it. */
export interface BoughtAsset {
  registration: string;
  name: string;
  priceExclTax: number;
  quantity: number;
  deliveryDate: string;
  /** The supplier's invoice number (the asset's `invoiceNumber`). */
  supplierInvoiceNumber: string;
  contractRegistration: string | null;
  supplier: { registration: string; name: string; country: Country | null };
  lessor: { registration: string; name: string; country: Country; payingAccount: string };
}

/** When a supplier's invoice is settled: by an earlier transfer, by the demo's payment run, or not yet (due later). */
export type PayableSettlement = 'EARLIER' | 'RUN' | 'OPEN';

export interface PlannedPayable {
  settlement: PayableSettlement;
  record: Rec;
}

const cents = (n: number) => Math.round(n * 100);

/** The VAT of a supply: the lessor's country rate when the supplier is in the same country, else none (intra-EU supply, reverse charge). */
function vatOf(a: BoughtAsset): { taxCode: string; rate: number } {
  if (a.supplier.country !== a.lessor.country) return { taxCode: 'EXEMPT', rate: 0 };
  const taxCode = COUNTRIES[a.lessor.country].taxCode;
  return { taxCode, rate: Number(taxCode.replace(/^[A-Z]+/, '')) / 100 };
}

/**
 * The supplier's invoice of an asset bought for a contract (docs/demo-data.md, Supplier payments):
 * payable (`pr` P) by the lessor company (PAYER, paying from the account it names) to the supplier
 * (PAYEE), by SEPA credit transfer, issued on the delivery day and due 30 days later (a due date
 * between the run day and today is the run day: the lessor pays on its last business day), in the
 * lessor's currency (EUR). `runDay` is the payment run's execution day.
 */
export function planSupplierInvoice(a: BoughtAsset, runDay: string, today: string): PlannedPayable {
  let dueDate = addDays(a.deliveryDate, SUPPLIER_TERM_DAYS);
  if (dueDate > runDay && dueDate <= today) dueDate = runDay;
  const settlement: PayableSettlement = dueDate > today ? 'OPEN' : dueDate > addMonths(runDay, -RUN_MONTHS) ? 'RUN' : 'EARLIER';
  const { taxCode, rate } = vatOf(a);
  const exclCents = cents(a.priceExclTax);
  const taxCents = Math.round(exclCents * rate);
  const excl = exclCents / 100;
  const tax = taxCents / 100;
  const incl = (exclCents + taxCents) / 100;
  const country = a.lessor.country;
  return {
    settlement,
    record: {
      name: demoText(country, 'Supplier invoice {invoice} – {asset}', { invoice: a.supplierInvoiceNumber, asset: a.name }).slice(0, 200),
      status: 'SENT',
      pr: 'P',
      type: 'INVOICE',
      paymentMode: 'SCT',
      currency: 'EUR',
      externalReference: a.supplierInvoiceNumber,
      internalReference: a.registration,
      issueDate: a.deliveryDate,
      dueDate,
      amountExclTax: excl,
      taxAmount: tax,
      amountInclTax: incl,
      contractRegistration: a.contractRegistration,
      orgaRegistration: a.lessor.registration,
      persons: [
        { role: 'PAYER', personRegistration: a.lessor.registration, name: a.lessor.name, invoicing: { bankAccountName: a.lessor.payingAccount } },
        { role: 'PAYEE', personRegistration: a.supplier.registration, name: a.supplier.name },
      ],
      lines: [{ label: a.name, quantity: a.quantity, unitPrice: Math.round(exclCents / a.quantity) / 100, taxCode, taxRate: rate, amountExclTax: excl, taxAmount: tax, amountInclTax: incl }],
    },
  };
}
