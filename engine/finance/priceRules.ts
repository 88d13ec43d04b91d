import { roundDecimals } from '../format/round.ts';

type Rec = Record<string, unknown>;

/** A tax as reference data (the Tax entity): a line's `taxCode` names one by its `code`. */
export interface TaxRate {
  code: string;
  rate: number;
}

/** An asset line of a contract (seed 002 §3.8): what the price rules read and write. */
export interface PricedLine extends Rec {
  unitPrice?: number | null;
  quantity?: number | null;
  discount?: number | null;
  taxCode?: string | null;
  priceExclTax?: number | null;
  priceInclTax?: number | null;
  isFinanced?: boolean | null;
  isPartExchange?: boolean | null;
  supplierRegistration?: string | null;
  asset?: Rec | null;
}

export interface LineTotals {
  /** Sum of unit price x quantity: the price before discounts. */
  unitPrice: number;
  priceExclTax: number;
  priceInclTax: number;
  /** 1 - total excl. tax / total unit price (0 when there is no unit price). */
  discount: number;
}

/** Percentages are kept to 10 decimals (seed 000 §9), so a derived discount carries no float noise. */
const PERCENT_DECIMALS = 10;

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The rate of the tax whose code matches the line's (or its asset's) tax code; 0 when none (seed 002 §5.1). */
export function taxRateOf(line: PricedLine, taxes: readonly TaxRate[]): number {
  const code = line.taxCode ?? (typeof line.asset?.taxCode === 'string' ? line.asset.taxCode : undefined);
  if (!code) return 0;
  return num(taxes.find((t) => t.code === code)?.rate) ?? 0;
}

/** A new line of an asset table: quantity 1 (seed 002 §5.1). */
export function newLine(overrides: PricedLine = {}): PricedLine {
  return { quantity: 1, discount: 0, isFinanced: true, ...overrides };
}

const quantityOf = (line: PricedLine) => num(line.quantity) ?? 1;

/** Price excl. tax = unit price x quantity x (1 - discount); incl. tax = excl. tax x (1 + tax rate). */
export function priceLine(line: PricedLine, taxes: readonly TaxRate[]): PricedLine {
  const unit = num(line.unitPrice);
  const rate = taxRateOf(line, taxes);
  if (unit === undefined) {
    // no unit price: a typed price excl. tax still gets its tax
    const excl = num(line.priceExclTax);
    return excl === undefined ? { ...line } : { ...line, priceInclTax: excl * (1 + rate) };
  }
  const excl = unit * quantityOf(line) * (1 - (num(line.discount) ?? 0));
  return { ...line, priceExclTax: excl, priceInclTax: excl * (1 + rate) };
}

/**
 * A price typed by the user (excl. or incl. tax): the other price follows, and the discount is
 * derived as the relative difference from unit price x quantity (seed 002 §5.1).
 */
export function typePrice(line: PricedLine, field: 'priceExclTax' | 'priceInclTax', value: number, taxes: readonly TaxRate[]): PricedLine {
  const rate = taxRateOf(line, taxes);
  const excl = field === 'priceExclTax' ? value : value / (1 + rate);
  const gross = (num(line.unitPrice) ?? 0) * quantityOf(line);
  const discount = gross ? roundDecimals(1 - excl / gross, PERCENT_DECIMALS) : (num(line.discount) ?? 0);
  return { ...line, discount, priceExclTax: excl, priceInclTax: field === 'priceInclTax' ? value : excl * (1 + rate) };
}

/** Totals of the lines, only when there is more than one line (seed 002 §5.1); otherwise null. */
export function lineTotals(lines: readonly PricedLine[]): LineTotals | null {
  if (lines.length <= 1) return null;
  let unitPrice = 0;
  let priceExclTax = 0;
  let priceInclTax = 0;
  for (const line of lines) {
    unitPrice += (num(line.unitPrice) ?? 0) * quantityOf(line);
    priceExclTax += num(line.priceExclTax) ?? 0;
    priceInclTax += num(line.priceInclTax) ?? 0;
  }
  const discount = unitPrice ? roundDecimals(1 - priceExclTax / unitPrice, PERCENT_DECIMALS) : 0;
  return { unitPrice, priceExclTax, priceInclTax, discount };
}

/** Editing the total discount applies that discount to every line, whose prices follow. */
export function applyTotalDiscount(lines: readonly PricedLine[], discount: number, taxes: readonly TaxRate[]): PricedLine[] {
  return lines.map((line) => priceLine({ ...line, discount }, taxes));
}

/** Prices every line (the server runs this on every write, so API and screen agree). */
export function priceLines(lines: readonly PricedLine[], taxes: readonly TaxRate[]): PricedLine[] {
  return lines.map((line) => priceLine(line, taxes));
}

/** Is the line part of the financed amount (financed and not a part exchange)? */
export const isFinancedLine = (line: PricedLine) => line.isFinanced !== false && !line.isPartExchange;

/**
 * The financed amount of the lines: financed lines excl. tax, less the part-exchange lines (the
 * client's trade-in reduces what is lent). Undefined when there are no priced lines.
 */
export function financedAmountOf(lines: readonly PricedLine[]): number | undefined {
  let total: number | undefined;
  for (const line of lines) {
    const excl = num(line.priceExclTax);
    if (excl === undefined) continue;
    if (isFinancedLine(line)) total = (total ?? 0) + excl;
    else if (line.isPartExchange) total = (total ?? 0) - excl;
  }
  return total;
}

interface PersonEntry extends Rec {
  role?: string | null;
  personRegistration?: string | null;
}

/**
 * Keeps the SUPPLIER persons of a record in step with its lines (seed 002 §5.1): a line's supplier
 * is added with role SUPPLIER if absent; a supplier no line names any more (its line was deleted)
 * is removed. Other roles are never touched.
 */
export function syncSuppliers(persons: readonly PersonEntry[], lines: readonly PricedLine[], previousLines: readonly PricedLine[] = []): PersonEntry[] {
  const supplierOf = (line: PricedLine) => line.supplierRegistration ?? (typeof line.asset?.supplierRegistration === 'string' ? line.asset.supplierRegistration : null);
  const now = new Set(lines.map(supplierOf).filter((s): s is string => !!s));
  const before = new Set(previousLines.map(supplierOf).filter((s): s is string => !!s));
  const kept = persons.filter((p) => !(p.role === 'SUPPLIER' && p.personRegistration && before.has(p.personRegistration) && !now.has(p.personRegistration)));
  for (const registration of now) {
    if (!kept.some((p) => p.role === 'SUPPLIER' && p.personRegistration === registration)) kept.push({ role: 'SUPPLIER', personRegistration: registration });
  }
  return kept;
}
