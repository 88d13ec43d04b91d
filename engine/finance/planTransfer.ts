import { AppError } from '../errors/AppError.ts';
import { currencyDecimals } from '../format/currencies.ts';
import { roundDecimals } from '../format/round.ts';

type Rec = Record<string, unknown>;

/** What a two-legged movement between two records changes: the new amounts of each side. */
export interface TransferPlan {
  amount: number;
  currency: string | null;
  from: { registration: string; before: number; after: number };
  to: { registration: string; before: number; after: number };
}

export interface TransferRule {
  /** The entity of both sides, for the error messages (BankAccount, PrivateEquityAsset). */
  entityName: string;
  /** The field moved: a bank account's balance, a private equity asset's invested amount. */
  field: string;
  /** What the source side may give beyond its own amount (a bank account's overdraft limit). */
  allowance?: (from: Rec) => number;
  /** A reason the record cannot take part (inactive account, exited asset), or undefined. */
  refuse?: (record: Rec) => string | undefined;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * Checks a movement of `amount` from one record to another (move money between bank accounts,
 * arbitration between private equity assets) and computes the amounts after it, rounded to the
 * currency's minor unit. Refuses with catalogued errors: a non-positive amount, the same record on
 * both sides, different currencies, a refused record, more than the source has (plus its allowance).
 */
export function planTransfer(rule: TransferRule, from: Rec, to: Rec, amount: unknown): TransferPlan {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    throw new AppError('INVALID_POSITIVE_NUMBER_FIELD', ['amount']);
  if (from.registration === to.registration)
    throw new AppError('INVALID_FIELD_IN_BODY', ['to', 'the target must differ from the source']);
  const currency = typeof from.currency === 'string' ? from.currency : null;
  const toCurrency = typeof to.currency === 'string' ? to.currency : null;
  if (currency && toCurrency && currency !== toCurrency) {
    throw new AppError('INVALID_FIELD_IN_BODY', [
      'to',
      `its currency ${toCurrency} differs from ${currency}`,
    ]);
  }
  for (const [side, record] of [
    ['from', from],
    ['to', to],
  ] as const) {
    const reason = rule.refuse?.(record);
    if (reason) throw new AppError('INVALID_FIELD_IN_BODY', [side, reason]);
  }
  const places = currencyDecimals(currency ?? toCurrency ?? 'EUR');
  const value = roundDecimals(amount, places);
  const fromBefore = num(from[rule.field]);
  const toBefore = num(to[rule.field]);
  const available = roundDecimals(fromBefore + (rule.allowance?.(from) ?? 0), places);
  if (value > available)
    throw new AppError('INSUFFICIENT_FUNDS', [
      String(value),
      String(available),
      rule.entityName,
      String(from.registration),
    ]);
  return {
    amount: value,
    currency: currency ?? toCurrency,
    from: {
      registration: String(from.registration),
      before: fromBefore,
      after: roundDecimals(fromBefore - value, places),
    },
    to: {
      registration: String(to.registration),
      before: toBefore,
      after: roundDecimals(toBefore + value, places),
    },
  };
}
