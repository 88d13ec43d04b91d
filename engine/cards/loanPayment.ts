/**
 * The constant instalment of a loan: `amount` repaid over `periods` at `annualRate` (0.05 = 5 %)
 * with `perYear` instalments a year; a zero rate spreads the amount evenly. Rounded to cents.
 */
export function loanPayment(amount: number, annualRate: number, periods: number, perYear = 12): number {
  if (!(periods > 0) || !Number.isFinite(amount)) return Number.NaN;
  const r = annualRate / perYear;
  const raw = r === 0 ? amount / periods : (amount * r) / (1 - (1 + r) ** -periods);
  return Math.round(raw * 100) / 100;
}
