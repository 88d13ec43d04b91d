/** Finance maths with the spreadsheet definitions and signs (see docs/finance.md). */
export {
  GOAL_SEEK_MAX_ITERATIONS,
  fv,
  goalSeek,
  ipmt,
  nper,
  pmt,
  ppmt,
  pv,
  rate,
  type Seekable,
} from './tvm.ts';
export { irr, npv, xirr, xnpv } from './cashflows.ts';
export {
  addPeriods,
  amortizationPlan,
  endDate,
  periodsPerYear,
  type PlanRow,
  type PlanTerms,
} from './plan.ts';
