import { roundDecimals } from '../../../engine/format/round.ts';
import type { PlanRow } from '../../../engine/finance/plan.ts';

export interface PlanTotals {
  principal: number;
  interest: number;
  payment: number;
}

/** Sums of a plan's columns, rounded to the currency's decimals (the plan's amounts already are). */
export function planTotals(plan: readonly PlanRow[], decimals: number): PlanTotals {
  const sum = (k: keyof PlanTotals) => roundDecimals(plan.reduce((t, r) => t + r[k], 0), decimals);
  return { principal: sum('principal'), interest: sum('interest'), payment: sum('payment') };
}
