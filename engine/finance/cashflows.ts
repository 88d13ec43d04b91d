/**
 * Discounted cashflows with the spreadsheet definitions: NPV and IRR for evenly spaced values,
 * XNPV and XIRR for dated ones (actual/365 from the first date). See docs/finance.md.
 */
import { AppError } from '../errors/AppError.ts';
import { finite, isoDay, result } from './errors.ts';
import { goalSeek } from './tvm.ts';

const DAYS_PER_YEAR = 365;

/** Checks that `values` is an array of finite numbers (INVALID_NUMBER_FIELD names `values[i]`). */
function checkValues(values: unknown): number[] {
  if (!Array.isArray(values)) throw new AppError('INVALID_CASHFLOWS', ['values must be an array of numbers']);
  values.forEach((value, i) => finite(value, `values[${i}]`));
  return values as number[];
}

/** Throws NO_SIGN_CHANGE unless the values hold at least one positive and one negative amount. */
function checkSignChange(values: number[]): void {
  if (!values.some((v) => v > 0) || !values.some((v) => v < 0)) throw new AppError('NO_SIGN_CHANGE');
}

/**
 * NPV: Σ values[i] / (1+rate)^(i+1), i from 0, so the first value is discounted one period
 * (as in the spreadsheets; add a value at time 0 outside the call).
 */
export function npv(rate: number, values: number[]): number {
  finite(rate, 'rate');
  const list = checkValues(values);
  let sum = 0;
  let factor = 1;
  for (const value of list) {
    factor /= 1 + rate;
    sum += value * factor;
  }
  return result(sum, 'NPV');
}

/**
 * IRR: the rate r with Σ values[i] / (1+r)^i = 0, by goal seek from `guess`. Throws NO_SIGN_CHANGE
 * without both signs, NO_CONVERGENCE when no rate is found.
 */
export function irr(values: number[], guess = 0.1): number {
  const list = checkValues(values);
  finite(guess, 'guess');
  checkSignChange(list);
  const f = (r: number) => {
    const d = 1 / (1 + r);
    let sum = 0;
    for (let i = list.length - 1; i >= 0; i--) sum = sum * d + list[i];
    return sum;
  };
  const df = (r: number) => {
    const d = 1 / (1 + r);
    let sum = 0;
    for (let i = list.length - 1; i >= 1; i--) sum = sum * d - i * list[i];
    return sum * d * d;
  };
  return goalSeek({ f, df }, guess, 'IRR');
}

/** Years (actual/365) from the first date to each date; validates the dates as XIRR does. */
function yearFractions(values: number[], dates: unknown): number[] {
  if (!Array.isArray(dates) || dates.length !== values.length)
    throw new AppError('INVALID_CASHFLOWS', ['there must be as many dates as values']);
  if (values.length === 0) throw new AppError('INVALID_CASHFLOWS', ['there are no values']);
  const days = dates.map((date) => {
    try {
      return isoDay(date);
    } catch {
      throw new AppError('INVALID_CASHFLOWS', [`date "${String(date)}" is not an ISO date YYYY-MM-DD`]);
    }
  });
  const first = days[0];
  const before = days.findIndex((day) => day < first);
  if (before >= 0)
    throw new AppError('INVALID_CASHFLOWS', [
      `date "${String(dates[before])}" is before the first date "${String(dates[0])}"`,
    ]);
  return days.map((day) => (day - first) / DAYS_PER_YEAR);
}

/** XNPV: Σ values[i] / (1+rate)^((dates[i] − dates[0]) / 365), dates ISO `YYYY-MM-DD`. */
export function xnpv(rate: number, values: number[], dates: string[]): number {
  finite(rate, 'rate');
  const list = checkValues(values);
  const years = yearFractions(list, dates);
  if (!(rate > -1)) throw new AppError('NO_ACCEPTABLE_RESULT', ['XNPV', 'rate must be greater than -1']);
  const log = Math.log1p(rate);
  let sum = 0;
  for (let i = 0; i < list.length; i++) sum += list[i] * Math.exp(-years[i] * log);
  return result(sum, 'XNPV');
}

/**
 * XIRR: the yearly rate r with Σ values[i] / (1+r)^((dates[i] − dates[0]) / 365) = 0, by goal seek
 * from `guess`. Throws INVALID_CASHFLOWS (lengths differ, a bad date, a date before the first),
 * SAME_DAY_TRANSACTIONS, NO_SIGN_CHANGE or NO_CONVERGENCE.
 */
export function xirr(values: number[], dates: string[], guess = 0.1): number {
  const list = checkValues(values);
  finite(guess, 'guess');
  // the spreadsheets refuse such a guess (Err:502, #NUM!): (1 + guess) is raised to fractional powers
  if (guess <= -1) throw new AppError('NO_ACCEPTABLE_RESULT', ['XIRR', 'the guess must be greater than -100 %']);
  const years = yearFractions(list, dates);
  if (years.every((y) => y === 0)) throw new AppError('SAME_DAY_TRANSACTIONS');
  checkSignChange(list);
  // One pass gives the value and the derivative; Newton asks for both at the same rate.
  let [at, value, slope] = [Number.NaN, 0, 0];
  const evaluate = (r: number) => {
    if (r === at) return;
    const log = Math.log1p(r);
    [at, value, slope] = [r, 0, 0];
    for (let i = 0; i < list.length; i++) {
      const discounted = list[i] * Math.exp(-years[i] * log);
      value += discounted;
      slope -= years[i] * discounted;
    }
    slope /= 1 + r;
  };
  const f = (r: number) => (evaluate(r), value);
  const df = (r: number) => (evaluate(r), slope);
  return goalSeek({ f, df }, guess, 'XIRR');
}
