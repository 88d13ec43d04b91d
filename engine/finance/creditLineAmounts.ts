import { currencyDecimals } from '../format/currencies.ts';
import { roundDecimals, shiftDecimal } from '../format/round.ts';
import type { PlanRow } from './plan.ts';

type Rec = Record<string, unknown>;

/** Contract statuses whose remaining principal is drawn on their credit line (a suspended contract still owes). */
export const OUTSTANDING_CONTRACT_STATUSES: readonly string[] = ['ACTIVE', 'SUSPENDED'];
/** Contracts engaged but not yet active: their financed amount is reserved on the credit line. */
export const PENDING_CONTRACT_STATUSES: readonly string[] = ['STUDY', 'APPROVED'];

/** What a credit line derives from its contracts (seed 002 §3.4). */
export interface CreditLineAmounts {
  outstanding: number;
  pending: number;
  /** What the line has engaged: outstanding + pending. */
  used: number;
  /** creditLimit - used; null while the line has no limit. */
  available: number | null;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The financed amount of a contract: its first quotation's financedAmountExclTax (0 when unknown). */
export function financedAmount(contract: Rec): number {
  const q0 = Array.isArray(contract.quotations) ? (contract.quotations[0] as Rec | undefined) : undefined;
  return num(q0?.financedAmountExclTax) ?? 0;
}

/**
 * The principal a contract still owes on `day` (YYYY-MM-DD): the balance after the last instalment
 * of its payment plan due on or before that day, or the financed amount when none is due yet (or
 * the contract has no plan). A residual value still owed is part of it.
 */
export function remainingPrincipal(contract: Rec, day: string): number {
  const plan = Array.isArray(contract.paymentPlan) ? (contract.paymentPlan as PlanRow[]) : [];
  let remaining = financedAmount(contract);
  for (const row of plan) {
    if (typeof row.date === 'string' && row.date <= day && num(row.balance) !== undefined)
      remaining = row.balance;
  }
  return remaining;
}

/**
 * Outstanding (remaining principal of active and suspended contracts), pending (financed amounts
 * of contracts in study or approved), used (both: what the line has engaged) and available (limit
 * less used) of a credit line, summed in the currency's minor unit so that the totals are exact to
 * the cent.
 */
export function creditLineAmounts(
  creditLimit: unknown,
  contracts: readonly Rec[],
  day: string,
  currency = 'EUR',
): CreditLineAmounts {
  const decimals = currencyDecimals(currency);
  const minor = (v: number) => roundDecimals(shiftDecimal(v, decimals), 0);
  let outstanding = 0;
  let pending = 0;
  for (const c of contracts) {
    const status = String(c.status ?? '');
    if (OUTSTANDING_CONTRACT_STATUSES.includes(status)) outstanding += minor(remainingPrincipal(c, day));
    else if (PENDING_CONTRACT_STATUSES.includes(status)) pending += minor(financedAmount(c));
  }
  const used = outstanding + pending;
  const limit = num(creditLimit);
  const major = (v: number) => shiftDecimal(v, -decimals);
  return {
    outstanding: major(outstanding),
    pending: major(pending),
    used: major(used),
    available: limit === undefined ? null : major(minor(limit) - used),
  };
}
