import { addPeriods } from '../../../engine/finance/plan.ts';
import { addDays, monthStart } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Rec } from './types.ts';

/** Contract types whose instalments are rents and that may keep a residual value (the purchase option). */
export const LEASE_TYPES: ReadonlySet<string> = new Set(['LEASE', 'FINANCIAL_LEASE', 'OPERATING_LEASE']);

/** The financial product (financialProduct list) of a contract type. */
export function productOf(type: string): string {
  if (type === 'LOAN' || type === 'CREDIT') return 'LOAN';
  if (type === 'RENTAL') return 'RENTAL';
  if (type === 'HIRE_PURCHASE') return 'HIRE_PURCHASE';
  return 'LEASE';
}

const DURATIONS: Record<string, readonly number[]> = {
  LEASE: [36, 48, 60],
  FINANCIAL_LEASE: [48, 60, 72],
  OPERATING_LEASE: [36, 48],
  RENTAL: [24, 36, 48],
  LOAN: [24, 36, 48, 60],
  CREDIT: [24, 36, 48, 60],
  HIRE_PURCHASE: [36, 48, 60],
};

/** Rates in per mille by type: [lowest, highest]. */
const RATES: Record<string, readonly [number, number]> = {
  LOAN: [39, 69], CREDIT: [49, 89], HIRE_PURCHASE: [42, 66], RENTAL: [35, 55], LEASE: [35, 65], FINANCIAL_LEASE: [38, 62], OPERATING_LEASE: [36, 58],
};

/**
 * The dates and financial terms of a contract in a status, around the plan's day: contracts in
 * force (ACTIVE, SUSPENDED) started in the past (a few active ones this month) and end in the
 * future, so instalments are due (for those paid in arrears, from one period after the start);
 * TERMINATED ones ran their whole term; the others start in the coming months. Starts are the
 * first of a month. `signatureDate` is set for contracts that were activated.
 */
export function drawTerms(plan: DemoPlan, status: string, type: string, slowAsset: boolean): Rec {
  const { rng, today } = plan;
  const durations = DURATIONS[type] ?? [36, 48];
  let duration = rng.pick(durations);
  const periodicity = slowAsset ? rng.pick(['90', '90', '180']) : rng.weighted([['30', 9], ['90', 1]]);
  // a contract in force started at least one period ago: its first instalment is due
  const period = Number(periodicity) / 30;
  let startDate: string;
  switch (status) {
    case 'ACTIVE':
      // this month's new business among them (the first of the month, up to today)
      startDate = monthStart(today, -rng.int(0, Math.max(period, Math.min(duration - 3, 40))));
      break;
    case 'SUSPENDED':
      startDate = monthStart(today, -rng.int(Math.max(6, period), Math.min(duration - 3, 30)));
      break;
    case 'TERMINATED':
      // short terms, so that a whole term fits in the past
      duration = rng.pick(durations.some((d) => d <= 36) ? durations.filter((d) => d <= 36) : [durations[0]]);
      startDate = monthStart(today, -(duration + rng.int(1, 14)));
      break;
    case 'REJECTED':
    case 'CANCELLED':
      startDate = monthStart(today, rng.int(-5, 1));
      break;
    default:
      startDate = monthStart(today, rng.int(1, 3));
  }
  const [low, high] = RATES[type] ?? [40, 60];
  const loan = type === 'LOAN' || type === 'CREDIT';
  const paymentTiming = loan ? 'ARREARS' : rng.weighted([['ADVANCE', 2], ['ARREARS', 1]]);
  const terms: Rec = {
    type,
    startDate,
    duration,
    periodicity,
    rate: rng.int(low, high) / 1000,
    paymentTiming,
    amortizationMethod: type === 'LOAN' && rng.chance(0.25) ? 'CONSTANT_PRINCIPAL' : 'ANNUITY',
    // the date the timing implies (the start in advance, one period later in arrears): shown, the plan unchanged
    firstPaymentDate: paymentTiming === 'ADVANCE' ? startDate : addPeriods(startDate, Number(periodicity), 1),
  };
  if (['ACTIVE', 'SUSPENDED', 'TERMINATED'].includes(status)) terms.signatureDate = addDays(startDate, -rng.int(3, 20));
  return terms;
}
