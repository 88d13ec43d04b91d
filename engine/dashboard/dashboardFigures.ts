import { formatCurrency, formatNumber } from '../format/index.ts';
import type { MoneyFormat } from '../format/tenantSettings.ts';
import type { StatusKind } from '../workflow/types.ts';

/** An amount of one currency, as PostgreSQL summed it (a decimal string: exact, never a float). */
export interface CurrencyAmount {
  currency: string;
  amount: string;
}

/** A count of records and the amounts they add up to, per currency. */
export interface CountedAmounts {
  count: number;
  amounts: CurrencyAmount[];
}

export interface StatusCount {
  /** null: records without a status. */
  status: string | null;
  label: string;
  kind?: StatusKind;
  count: number;
}

export interface MonthFigures extends CountedAmounts {
  /** YYYY-MM */
  month: string;
}

/**
 * The figures of the home dashboard (GET /api/core/dashboard, docs/dashboard.md), each present only
 * when the user may read the entity it comes from.
 */
export interface DashboardFigures {
  /** The day the figures are computed for (UTC, YYYY-MM-DD): the `today` of the list filters. */
  asOf: string;
  username: string;
  contractsByStatus?: StatusCount[];
  /** Contracts that started (in force or since ended) per month, oldest first, the current month last. */
  newBusiness?: MonthFigures[];
  /** Contracts in force (ACTIVE, SUSPENDED) and their planned (not yet invoiced) cashflows incl. tax. */
  outstanding?: CountedAmounts;
  /** Open receivable invoices (VALIDATED, SENT, DISPUTED; `pr` not P: a supplier's invoice is owed by the lender): their balance (or amount incl. tax), due from today and overdue. */
  invoices?: { due: CountedAmounts; overdue: CountedAmounts };
  /** The user's open tasks (TODO, IN_PROGRESS): all, and those whose due date has passed. */
  myTasks?: { open: number; late: number };
}

/** Contract statuses counted as in force. */
export const IN_FORCE_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
/** Contract statuses of a contract that has started (new business). */
export const STARTED_STATUSES = ['ACTIVE', 'SUSPENDED', 'TERMINATED'] as const;
/** Invoice statuses still to be paid. */
export const OPEN_INVOICE_STATUSES = ['VALIDATED', 'SENT', 'DISPUTED'] as const;
/** Task statuses still to be done. */
export const OPEN_TASK_STATUSES = ['TODO', 'IN_PROGRESS'] as const;
/** Months of the new business chart. */
export const NEW_BUSINESS_MONTHS = 12;

const pad = (n: number) => String(n).padStart(2, '0');

/** The `count` months ending with the month of `day` (YYYY-MM-DD), oldest first, as YYYY-MM. */
export function monthsEndingAt(day: string, count: number): string[] {
  const [y, m] = day.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
  });
}

/** First and last day of a month (YYYY-MM) in the list filter form YYYYMMDD. */
export function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${y}${pad(m)}01`, `${y}${pad(m)}${pad(last)}`];
}

/** A month (YYYY-MM) as a chart label in a locale: 'Nov 26', 'nov. 26'; the month itself when the locale is unknown. */
export function monthLabel(month: string, locale: string | undefined): string {
  const [y, m] = month.split('-').map(Number);
  try {
    return new Intl.DateTimeFormat(locale || 'en', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 1)));
  } catch {
    return month;
  }
}

/**
 * An amount of the dashboard in the user's format: with its currency when it is an ISO code, else
 * the tenant's (`money.currency`, docs/formats.md), shown as `money.display` says; as a plain number
 * when neither is known (`''`: never the browser's currency) or Intl does not know the code — never
 * an exception that would take the page down.
 */
export function formatAmount(amount: number, currency: string | undefined, locale: string | undefined, money: Omit<MoneyFormat, 'locale'> = {}): string {
  const iso = (c: string | null | undefined) => (c && /^[A-Z]{3}$/.test(c) ? c : undefined);
  const code = iso(currency) ?? iso(money.currency);
  if (code) {
    try {
      return formatCurrency(amount, locale, { currency: code, display: money.display });
    } catch {
      // an ISO-shaped code Intl does not know: shown as a number and the code
      return `${formatNumber(amount, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${code}`;
    }
  }
  return formatNumber(amount, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
