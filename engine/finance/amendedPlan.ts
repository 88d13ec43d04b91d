import { AppError } from '../errors/AppError.ts';
import { currencyDecimals } from '../format/currencies.ts';
import { contractPlan, contractTerms } from './contractComputation.ts';
import { amortizationPlan, type PlanRow } from './plan.ts';

type Rec = Record<string, unknown>;

/** The financial terms an amendment may change on its contract (seed 002 amendment types RATE_CHANGE, EXTENSION, RESCHEDULING). */
export interface AmendedTerms {
  rate?: number;
  /** Months, from the contract's start. */
  duration?: number;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const isObject = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The terms an amendment proposes that differ from its contract's: the rate and duration of its
 * first quotation. An amendment that proposes the contract's own terms changes nothing.
 */
export function amendedTerms(amendment: Rec, contract: Rec): AmendedTerms {
  const q0 = Array.isArray(amendment.quotations) && isObject(amendment.quotations[0]) ? amendment.quotations[0] : {};
  const changes: AmendedTerms = {};
  const rate = num(q0.rate);
  const duration = num(q0.duration);
  if (rate !== undefined && rate !== num(contract.rate)) changes.rate = rate;
  if (duration !== undefined && duration !== num(contract.duration)) changes.duration = duration;
  return changes;
}

/**
 * The payment plan of a contract after an amendment effective on `effectiveDate` (ISO): the
 * instalments due before that day are kept as they were (billed or not, they are the past); the
 * principal still owed after the last of them is amortized again with the new terms over the
 * instalments left to the new duration, one period after that last instalment, to the same
 * residual value. Instalments keep numbering on. Before the first instalment, the whole plan is
 * computed again with the new terms.
 */
export function amendedPlan(contract: Rec, changes: AmendedTerms, effectiveDate: string): PlanRow[] {
  const rows = Array.isArray(contract.paymentPlan) ? (contract.paymentPlan as PlanRow[]) : [];
  const terms = contractTerms({ ...contract, ...changes });
  const kept = rows.filter((row) => typeof row.date === 'string' && row.date < effectiveDate);
  if (!kept.length) return contractPlan(terms);
  const last = kept[kept.length - 1];
  const left = (terms.nper ?? 0) - kept.length;
  if (left < 1 || terms.rate === undefined) {
    throw new AppError('INVALID_FIELD_VALUE', ['Duration (months)', `the amended contract would end before ${effectiveDate}`]);
  }
  const rest = amortizationPlan({
    amount: last.balance,
    rate: terms.rate,
    nper: left,
    periodicity: terms.periodicity,
    // the last kept instalment paid at its date: the next one falls a period later, with that period's interest
    type: 0,
    fv: Math.min(terms.residualValue, last.balance),
    method: terms.method,
    startDate: last.date ?? undefined,
    decimals: currencyDecimals(terms.currency),
  });
  return [...kept, ...rest.map((row) => ({ ...row, index: row.index + kept.length }))];
}
