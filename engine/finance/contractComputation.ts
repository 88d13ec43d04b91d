import { currencyDecimals } from '../format/currencies.ts';
import { roundDecimals } from '../format/round.ts';
import { addPeriods, amortizationPlan, periodsPerYear, type PlanRow } from './plan.ts';
import { financedAmountOf, isFinancedLine, priceLines, syncSuppliers, taxRateOf, type PricedLine, type TaxRate } from './priceRules.ts';

type Rec = Record<string, unknown>;

/** Statuses after which a contract's plan and cashflows are frozen: terms changed later do not regenerate them. */
export const FROZEN_CONTRACT_STATUSES: readonly string[] = ['ACTIVE', 'SUSPENDED', 'TERMINATED'];

/** Contract types whose instalments are rents bearing the asset's tax (a loan's instalments bear none). */
const LEASE_TYPES = new Set(['LEASE', 'FINANCIAL_LEASE', 'OPERATING_LEASE', 'RENTAL']);

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The financial terms a plan is computed from, read from the contract (first quotation as fallback). */
export interface ContractTerms {
  amount: number | undefined;
  rate: number | undefined;
  /** Months. */
  duration: number | undefined;
  periodicity: number;
  /** Instalments: duration x periods a year / 12. */
  nper: number | undefined;
  type: 0 | 1;
  residualValue: number;
  method: 'annuity' | 'constant';
  startDate: string | undefined;
  firstDate: string | undefined;
  currency: string;
}

export function contractTerms(record: Rec): ContractTerms {
  const q0 = Array.isArray(record.quotations) && isObject(record.quotations[0]) ? record.quotations[0] : {};
  const periodicity = Number(str(record.periodicity) ?? str(q0.periodicity) ?? 30) || 30;
  const duration = num(record.duration) ?? num(q0.duration);
  const nper = duration && duration > 0 ? Math.max(1, Math.round((duration * periodsPerYear(periodicity)) / 12)) : undefined;
  return {
    amount: num(q0.financedAmountExclTax),
    rate: num(record.rate) ?? num(q0.rate),
    duration,
    periodicity,
    nper,
    type: record.paymentTiming === 'ADVANCE' ? 1 : 0,
    residualValue: num(record.residualValue) ?? 0,
    method: record.amortizationMethod === 'CONSTANT_PRINCIPAL' ? 'constant' : 'annuity',
    startDate: str(record.startDate),
    firstDate: str(record.firstPaymentDate),
    currency: str(record.currency) ?? 'EUR',
  };
}

/**
 * The payment plan of the terms, rounded to the currency's minor unit (the last instalment absorbs
 * the rounding, so principals sum to the financed amount less the residual value); empty while
 * the amount, rate or duration is missing, and while the first payment date has no start date or
 * precedes it (the contract's rules refuse that write with their message, engine/finance/contractRules.ts).
 */
export function contractPlan(terms: ContractTerms): PlanRow[] {
  if (!terms.amount || terms.amount <= 0 || terms.rate === undefined || !terms.nper) return [];
  if (terms.firstDate && (!terms.startDate || terms.firstDate < terms.startDate)) return [];
  return amortizationPlan({
    amount: terms.amount,
    rate: terms.rate,
    nper: terms.nper,
    periodicity: terms.periodicity,
    type: terms.type,
    fv: terms.residualValue,
    method: terms.method,
    startDate: terms.startDate,
    firstDate: terms.firstDate,
    decimals: currencyDecimals(terms.currency),
  });
}

export interface ComputeOptions {
  taxes: readonly TaxRate[];
  /** The stored record before this write (for the supplier sync and the freeze rule). */
  previous?: Rec;
  /** An applied amendment: a frozen contract takes the plan it is written with (engine/finance/amendedPlan.ts). */
  amendment?: boolean;
}

/** A date's day part, as stored (YYYY-MM-DD, possibly followed by a time). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * Everything a contract derives from what the user typed (issue 13): the asset lines' prices, the
 * SUPPLIER persons, the financed amount (first quotation), the end date (start + duration months;
 * a contract in force keeps an earlier end, its termination day) and the payment plan. Pure: the server runs it on every write and the card runs it live, so
 * both always agree. A frozen (active) contract keeps its plan, but for the one an amendment writes.
 */
export function computeContract(record: Rec, { taxes, previous, amendment }: ComputeOptions): Rec {
  const next: Rec = { ...record };
  if (Array.isArray(record.assets)) {
    const lines = priceLines(record.assets as PricedLine[], taxes);
    next.assets = lines;
    const before = Array.isArray(previous?.assets) ? (previous.assets as PricedLine[]) : [];
    next.persons = syncSuppliers(Array.isArray(record.persons) ? (record.persons as Rec[]) : [], lines, before);
    const financed = financedAmountOf(lines);
    if (financed !== undefined) {
      const quotations = Array.isArray(record.quotations) ? [...(record.quotations as Rec[])] : [];
      quotations[0] = { ...(isObject(quotations[0]) ? quotations[0] : {}), financedAmountExclTax: roundDecimals(financed, currencyDecimals(str(record.currency) ?? 'EUR')) };
      next.quotations = quotations;
    }
  }
  const terms = contractTerms(next);
  const frozen = FROZEN_CONTRACT_STATUSES.includes(String(record.status)) && Array.isArray(previous?.paymentPlan);
  if (terms.startDate && terms.duration) {
    const termEnd = addPeriods(terms.startDate, 30, terms.duration);
    // a contract in force may end before its term (its termination sets the day), never after it
    const earlier = frozen && typeof record.endDate === 'string' && ISO_DAY.test(record.endDate) && record.endDate.slice(0, 10) < termEnd;
    next.endDate = earlier ? (record.endDate as string).slice(0, 10) : termEnd;
  }
  const amendedPlan = amendment && Array.isArray(record.paymentPlan) ? record.paymentPlan : undefined;
  next.paymentPlan = frozen ? (amendedPlan ?? previous?.paymentPlan) : contractPlan(terms);
  return next;
}

/** A Cashflow record to create for a contract instalment. */
export type CashflowDraft = Rec;

/**
 * The receivable cashflows of a contract's plan: one per instalment (RENT for leases with the
 * tax of the first financed line, INSTALMENT for loans, untaxed), plus the residual value at the
 * last date when there is one. The client pays (PAYER), the contract's organisation receives (PAYEE).
 */
export function contractCashflows(record: Rec, taxes: readonly TaxRate[]): CashflowDraft[] {
  const plan = Array.isArray(record.paymentPlan) ? (record.paymentPlan as PlanRow[]) : [];
  if (!plan.length) return [];
  const registration = String(record.registration);
  const currency = str(record.currency) ?? 'EUR';
  const decimals = currencyDecimals(currency);
  const lease = LEASE_TYPES.has(String(record.type));
  const lines = Array.isArray(record.assets) ? (record.assets as PricedLine[]) : [];
  const taxLine = lines.find(isFinancedLine);
  const taxRate = lease && taxLine ? taxRateOf(taxLine, taxes) : 0;
  const taxCode = lease && taxLine ? (taxLine.taxCode ?? null) : null;
  const persons = Array.isArray(record.persons) ? (record.persons as Rec[]) : [];
  const client = persons.find((p) => p.role === 'CLIENT');
  const entries: Rec[] = [];
  if (client?.personRegistration) entries.push({ role: 'PAYER', personRegistration: client.personRegistration });
  if (str(record.orgaRegistration)) entries.push({ role: 'PAYEE', personRegistration: record.orgaRegistration });
  const draft = (index: number, type: string, dueDate: string | null, amount: number, label: string): CashflowDraft => {
    const taxAmount = roundDecimals(amount * taxRate, decimals);
    return {
      registration: `${registration}-${String(index).padStart(3, '0')}`,
      name: `${label} ${index}/${plan.length}`,
      status: 'PLANNED',
      type,
      pr: 'R',
      contractRegistration: registration,
      dueDate,
      amountExclTax: amount,
      taxCode,
      taxAmount,
      amountInclTax: roundDecimals(amount + taxAmount, decimals),
      currency,
      persons: entries,
      orgaRegistration: str(record.orgaRegistration) ?? null,
    };
  };
  const type = lease ? 'RENT' : 'INSTALMENT';
  const out = plan.map((row) => draft(row.index, type, row.date, row.payment, lease ? 'Rent' : 'Instalment'));
  const residual = num(record.residualValue) ?? 0;
  if (residual > 0) {
    const last = plan[plan.length - 1];
    const rv = draft(plan.length + 1, 'RESIDUAL_VALUE', last.date, roundDecimals(residual, decimals), 'Residual value');
    out.push({ ...rv, name: 'Residual value' });
  }
  return out;
}
