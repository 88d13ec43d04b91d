/**
 * Amortization plans (loan schedules): constant instalments (annuity, matching PMT/IPMT/PPMT) or
 * constant principal, in arrears or in advance, with a balloon, a broken first period and cent
 * rounding. Plus the calendar of the finance periodicity codes. See docs/finance.md.
 */
import { AppError } from '../errors/AppError.ts';
import { roundDecimals } from '../format/round.ts';
import { dayIso, finite, isoDay, paymentType } from './errors.ts';
import { pmt } from './tvm.ts';

/** The terms of a plan; see docs/finance.md for each option. */
export interface PlanTerms {
  /** Financed amount (positive). */
  amount: number;
  /** Yearly nominal rate, 0.05 = 5 %. */
  rate: number;
  /** Number of instalments (integer >= 1). */
  nper: number;
  /** Finance frequency code: 1 daily, 7 weekly, 30 monthly (default), 90 quarterly, 180 semester, 360 or 365 annual. */
  periodicity?: number;
  /** 0 = in arrears (default), 1 = in advance. */
  type?: 0 | 1;
  /** Residual value / balloon still owed right after the last instalment (positive), default 0. */
  fv?: number;
  /** Constant instalments ('annuity', default) or constant principal ('constant'). */
  method?: 'annuity' | 'constant';
  /** ISO date the money is lent; the first instalment falls 1 period later in arrears, on it in advance. */
  startDate?: string;
  /** Optional first instalment date (broken first period): interest of period 1 accrues over the actual days. */
  firstDate?: string;
  /** When given, amounts are rounded to this many decimals and the last instalment absorbs the rounding. */
  decimals?: number;
}

/** One instalment: positive amounts; `balance` is the principal still owed after it. */
export interface PlanRow {
  index: number;
  date: string | null;
  principal: number;
  interest: number;
  payment: number;
  balance: number;
}

/**
 * Periods per year of a finance periodicity code: 1 (daily) → 365, 7 (weekly) → 52, 30 (monthly)
 * → 12, 90 (quarterly) → 4, 180 (semester) → 2, 360 or 365 (annual) → 1; any other code → 12.
 */
export function periodsPerYear(periodicity = 30): number {
  const table: Record<number, number> = { 1: 365, 7: 52, 30: 12, 90: 4, 180: 2, 360: 1, 365: 1 };
  return table[periodicity] ?? 12;
}

/** The step of a periodicity code: days for 1 and 7, months otherwise (1 month for unknown codes). */
function step(periodicity: number): { days: number } | { months: number } {
  if (periodicity === 1 || periodicity === 7) return { days: periodicity };
  return { months: 12 / periodsPerYear(periodicity) };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The dates k periods after `isoDate` (validated once), as a function of k: see {@link addPeriods}. */
function calendar(isoDate: string, periodicity: number): (k: number) => string {
  const start = isoDay(isoDate);
  const unit = step(finite(periodicity, 'periodicity'));
  if ('days' in unit) return (k) => dayIso(start + unit.days * k);
  const [year, month, date] = isoDate.split('-').map(Number);
  return (k) => {
    const months = year * 12 + (month - 1) + unit.months * k;
    const y = Math.floor(months / 12);
    const m = months - y * 12 + 1;
    return `${pad(y, 4)}-${pad(m, 2)}-${pad(Math.min(date, daysInMonth(y, m)), 2)}`;
  };
}

/**
 * The date `n` periods after `isoDate` (before it when n < 0; n is truncated to an integer).
 * Daily and weekly codes add days; the others add months like EDATE, clamping the day to the end
 * of the month: addPeriods('2024-01-31', 30, 1) is '2024-02-29'. Throws INVALID_DATE.
 */
export function addPeriods(isoDate: string, periodicity: number, n: number): string {
  return calendar(isoDate, periodicity)(Math.trunc(finite(n, 'n')));
}

/** The end of a term of `duration` periods from `startDate` (the last instalment date in arrears). */
export function endDate(startDate: string, duration: number, periodicity: number): string {
  return addPeriods(startDate, periodicity, duration);
}

/** Validated terms, with the defaults applied. */
interface Checked {
  amount: number;
  fv: number;
  n: number;
  r: number;
  periodicity: number;
  method: 'annuity' | 'constant';
  decimals?: number;
  /** Length of period 1 in nominal periods: 1 in arrears, 0 in advance, d/D with firstDate. */
  firstPeriod: number;
  /** Instalment k falls `offset + k − 1` periods after `anchor` (each date from the anchor, as EDATE). */
  anchor?: string;
  offset: number;
}

function invalid(field: string, why: string): AppError {
  return new AppError('INVALID_FIELD_VALUE', [field, why]);
}

function checkTerms(terms: PlanTerms): Checked {
  if (!terms || typeof terms !== 'object') throw invalid('terms', 'must be an object');
  const amount = finite(terms.amount, 'amount');
  if (amount <= 0) throw new AppError('INVALID_POSITIVE_NUMBER_FIELD', ['amount']);
  const n = finite(terms.nper, 'nper');
  if (!Number.isInteger(n) || n < 1)
    throw invalid('nper', 'must be a whole number of instalments, at least 1');
  const periodicity = finite(terms.periodicity ?? 30, 'periodicity');
  const r = finite(terms.rate, 'rate') / periodsPerYear(periodicity);
  if (r <= -1) throw invalid('rate', 'the rate per period must be greater than -100 %');
  const type = paymentType(terms.type ?? 0);
  const method = terms.method ?? 'annuity';
  if (method !== 'annuity' && method !== 'constant')
    throw invalid('method', "must be 'annuity' or 'constant'");
  const decimals = terms.decimals;
  if (decimals !== undefined && !(Number.isInteger(decimals) && decimals >= 0 && decimals <= 12))
    throw invalid('decimals', 'must be an integer from 0 to 12');
  const round = (x: number) => (decimals === undefined ? x : roundDecimals(x, decimals));
  const checked: Checked = {
    amount: round(amount),
    fv: round(finite(terms.fv ?? 0, 'fv')),
    n,
    r,
    periodicity,
    method,
    decimals,
    firstPeriod: 1 - type,
    offset: 1 - type,
  };
  if (terms.startDate !== undefined) {
    isoDay(terms.startDate);
    checked.anchor = terms.startDate;
  }
  if (terms.firstDate !== undefined) {
    if (terms.startDate === undefined) throw invalid('firstDate', 'needs startDate');
    const start = isoDay(terms.startDate);
    const days = isoDay(terms.firstDate) - start;
    if (days < 0) throw invalid('firstDate', 'must not be before startDate');
    checked.firstPeriod = days / (isoDay(addPeriods(terms.startDate, periodicity, 1)) - start);
    [checked.anchor, checked.offset] = [terms.firstDate, 0];
  }
  return checked;
}

/** Interest on `balance` over `periods` periods at the periodic rate r (compound for a broken period). */
function accrued(balance: number, r: number, periods: number): number {
  if (periods === 1) return balance * r;
  if (periods === 0 || r === 0) return 0;
  return balance * Math.expm1(periods * Math.log1p(r));
}

const positiveZero = (x: number) => (x === 0 ? 0 : x);

/**
 * roundDecimals (half away from zero, on the decimal text) with a fast path: away from a tie and
 * below 1e9 units, rounding the scaled float gives the same answer without building strings.
 */
function rounder(places: number | undefined): (x: number) => number {
  if (places === undefined) return positiveZero;
  const scale = 10 ** places;
  return (x) => {
    const scaled = Math.abs(x) * scale;
    const whole = Math.floor(scaled);
    const fraction = scaled - whole;
    if (scaled >= 1e9 || Math.abs(fraction - 0.5) < 1e-6) return positiveZero(roundDecimals(x, places));
    const rounded = (fraction > 0.5 ? whole + 1 : whole) / scale;
    return positiveZero(x < 0 ? -rounded : rounded);
  };
}

/**
 * The rows of an amortization plan. Period 1 runs from startDate to the first instalment (1 period
 * in arrears, 0 in advance, the actual days over the nominal ones with firstDate); every later
 * period is one nominal period. The annuity P makes the balance reach fv right after the last
 * instalment: P = −PMT(r, nper, amount·(1+r)^(e−1), −fv), e being the length of period 1 in
 * periods: without firstDate, that is −PMT(r, nper, amount, −fv, type) in arrears, and in advance
 * when fv = 0 (in advance with a balloon it is −PMT(r, nper, amount, −fv·(1+r), 1)).
 * The last row absorbs float drift (or rounding, with `decimals`) so its balance is exactly fv.
 * Throws INVALID_NUMBER_FIELD, INVALID_POSITIVE_NUMBER_FIELD, INVALID_FIELD_VALUE or INVALID_DATE.
 */
export function amortizationPlan(terms: PlanTerms): PlanRow[] {
  const t = checkTerms(terms);
  const round = rounder(t.decimals);
  const dateOf = t.anchor === undefined ? () => null : calendar(t.anchor, t.periodicity);
  const discounted = t.firstPeriod === 1 ? t.amount : t.amount * Math.pow(1 + t.r, t.firstPeriod - 1);
  const instalment = round(
    t.method === 'annuity' ? -pmt(t.r, t.n, discounted, -t.fv) : (t.amount - t.fv) / t.n,
  );
  const rows: PlanRow[] = [];
  let balance = t.amount;
  for (let index = 1; index <= t.n; index++) {
    const interest = round(index === 1 ? accrued(balance, t.r, t.firstPeriod) : balance * t.r);
    const last = index === t.n;
    const principal = round(
      last ? balance - t.fv : t.method === 'annuity' ? instalment - interest : instalment,
    );
    balance = last ? t.fv : round(balance - principal);
    const date = dateOf(t.offset + index - 1);
    rows.push({
      index,
      date,
      principal,
      interest,
      payment: round(principal + interest),
      balance: positiveZero(balance),
    });
  }
  return rows;
}
