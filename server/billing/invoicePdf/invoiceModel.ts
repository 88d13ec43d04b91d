import { currencyDecimals } from '../../../engine/format/currencies.ts';
import { roundDecimals, shiftDecimal } from '../../../engine/format/round.ts';
import type { DirectDebit } from './paymentMethod.ts';

type Rec = Record<string, unknown>;

/** A party printed on the invoice: its name and the lines under it (address, identifiers). */
export interface Party {
  name: string;
  lines: string[];
}

/** Where the client pays: the lender's bank account. */
export interface PaymentAccount {
  iban: string;
  bic?: string;
  bankName?: string;
  owner?: string;
}

/** One invoice line, amounts in minor units of the currency (exact integers). */
export interface InvoiceLineModel {
  label: string;
  exclTax: number;
  /** The tax rate as a fraction (0.2 for 20 %); null when neither a tax code nor amounts tell it. */
  rate: number | null;
  tax: number;
  inclTax: number;
}

/** The tax of one rate over the whole invoice, in minor units. */
export interface TaxGroup {
  rate: number | null;
  base: number;
  tax: number;
}

/** Everything the invoice document shows, computed from the stored records (no formatting yet). */
export interface InvoiceModel {
  number: string;
  registration: string;
  status: string | null;
  issueDate: string | null;
  dueDate: string | null;
  contractRegistration: string | null;
  currency: string;
  /** Minor-unit digits of the currency (EUR 2, TND 3, JPY 0). */
  digits: number;
  lender: Party;
  client: Party | null;
  lines: InvoiceLineModel[];
  taxes: TaxGroup[];
  totals: { exclTax: number; tax: number; inclTax: number };
  payment: PaymentAccount | null;
  /** Set when the client pays by SEPA direct debit (then `payment` is not printed). */
  debit: DirectDebit | null;
}

/** What {@link buildInvoiceModel} reads. */
export interface InvoiceSource {
  invoice: Rec;
  lender: Party;
  client: Party | null;
  payment: PaymentAccount | null;
  /** The client's direct debit, when it pays so; else it pays to `payment`. */
  debit?: DirectDebit | null;
  /** Tax rates (fractions) by tax code. */
  taxRates: ReadonlyMap<string, number>;
  /** Currency when the invoice has none (the tenant's, else the locale's). */
  defaultCurrency: string;
  /** Label of the single line of an invoice without lines. */
  defaultLineLabel: string;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);

/** An amount in minor units: rounded once, to the currency's minor unit (half away from zero). */
export function toMinor(value: number, digits: number): number {
  return shiftDecimal(roundDecimals(value, digits), digits);
}

/** Minor units back to an amount. */
export function fromMinor(minor: number, digits: number): number {
  return shiftDecimal(minor, -digits);
}

/** A rate derived from amounts, kept to 4 decimals (19.6 % stays 0.196). */
function derivedRate(tax: number, excl: number): number | null {
  return excl === 0 ? null : roundDecimals(tax / excl, 4);
}

/**
 * One line: amount excl. tax (or quantity x unit price), its tax code's rate (else the line's own
 * `taxRate`); the tax is the stored incl. minus excl. amounts when both are there (or excl. plus the
 * line's `taxAmount`), else excl. x rate rounded to the minor unit; an incl.-only line is split by
 * its rate (no rate: no tax).
 */
export function lineModel(line: Rec, digits: number, taxRates: ReadonlyMap<string, number>, fallbackLabel: string): InvoiceLineModel {
  const code = text(line.taxCode);
  const known = (code !== null && taxRates.has(code) ? (taxRates.get(code) as number) : null) ?? num(line.taxRate);
  const unitPrice = num(line.unitPrice);
  const exclValue = num(line.amountExclTax) ?? (unitPrice === null ? null : (num(line.quantity) ?? 1) * unitPrice);
  const taxValue = num(line.taxAmount);
  const inclValue = num(line.amountInclTax) ?? (exclValue !== null && taxValue !== null ? exclValue + taxValue : null);
  const label = text(line.label) ?? text(line.name) ?? fallbackLabel;
  if (exclValue !== null && inclValue !== null) {
    const exclTax = toMinor(exclValue, digits);
    const inclTax = toMinor(inclValue, digits);
    const tax = inclTax - exclTax;
    return { label, exclTax, inclTax, tax, rate: known ?? derivedRate(tax, exclTax) };
  }
  if (exclValue !== null) {
    const exclTax = toMinor(exclValue, digits);
    const tax = toMinor(fromMinor(exclTax, digits) * (known ?? 0), digits);
    return { label, exclTax, tax, inclTax: exclTax + tax, rate: known ?? (code === null ? null : 0) };
  }
  if (inclValue !== null) {
    const inclTax = toMinor(inclValue, digits);
    const exclTax = known === null ? inclTax : toMinor(fromMinor(inclTax, digits) / (1 + known), digits);
    return { label, exclTax, inclTax, tax: inclTax - exclTax, rate: known };
  }
  return { label, exclTax: 0, tax: 0, inclTax: 0, rate: known };
}

/** Tax totals per rate, highest rate first (unknown rate last). */
export function taxGroups(lines: readonly InvoiceLineModel[]): TaxGroup[] {
  const byRate = new Map<string, TaxGroup>();
  for (const l of lines) {
    const key = l.rate === null ? 'none' : String(l.rate);
    const g = byRate.get(key) ?? { rate: l.rate, base: 0, tax: 0 };
    g.base += l.exclTax;
    g.tax += l.tax;
    byRate.set(key, g);
  }
  return [...byRate.values()].sort((a, b) => (b.rate ?? -1) - (a.rate ?? -1));
}

/**
 * The model of an invoice document: its lines (or one line of the invoice's own amounts when it has
 * none), tax totals per rate and totals, all exact in minor units of the invoice's currency.
 */
export function buildInvoiceModel(src: InvoiceSource): InvoiceModel {
  const { invoice } = src;
  const currency = text(invoice.currency) ?? src.defaultCurrency;
  const digits = currencyDecimals(currency);
  const stored = Array.isArray(invoice.lines) ? (invoice.lines as unknown[]).filter((l): l is Rec => !!l && typeof l === 'object') : [];
  const own: Rec = { label: text(invoice.name) ?? src.defaultLineLabel, amountExclTax: invoice.amountExclTax, amountInclTax: invoice.amountInclTax };
  if (num(invoice.amountInclTax) === null && num(invoice.amountExclTax) !== null && num(invoice.taxAmount) !== null) {
    own.amountInclTax = (num(invoice.amountExclTax) as number) + (num(invoice.taxAmount) as number);
  }
  const lines = (stored.length ? stored : [own]).map((l) => lineModel(l, digits, src.taxRates, src.defaultLineLabel));
  const totals = lines.reduce((t, l) => ({ exclTax: t.exclTax + l.exclTax, tax: t.tax + l.tax, inclTax: t.inclTax + l.inclTax }), { exclTax: 0, tax: 0, inclTax: 0 });
  const registration = String(invoice.registration ?? '');
  return {
    number: text(invoice.invoiceNumber) ?? registration,
    registration,
    status: text(invoice.status),
    issueDate: text(invoice.issueDate) ?? text(invoice.generationDate),
    dueDate: text(invoice.dueDate),
    contractRegistration: text(invoice.contractRegistration),
    currency,
    digits,
    lender: src.lender,
    client: src.client,
    lines,
    taxes: taxGroups(lines),
    totals,
    payment: src.payment,
    debit: src.debit ?? null,
  };
}
