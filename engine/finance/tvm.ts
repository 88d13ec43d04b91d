/**
 * Time value of money with the spreadsheet (Excel / LibreOffice Calc) definitions and signs: money
 * received is positive, money paid out is negative. Every function solves the one equation
 *
 *   pv·(1+r)^n + pmt·(1+r·type)·((1+r)^n − 1)/r + fv = 0        (r ≠ 0)
 *   pv + pmt·n + fv = 0                                          (r = 0, its limit)
 *
 * for one of its terms. `type` 0 pays at the end of each period (in arrears), 1 at the start (in
 * advance). Nothing here returns NaN or ±Infinity: a catalogued AppError is thrown instead.
 * See docs/finance.md.
 */
import { AppError } from '../errors/AppError.ts';
import { finite, noConvergence, paymentType, result } from './errors.ts';

/** The most iterations each stage of a goal seek (Newton, then bracketing) may run. */
export const GOAL_SEEK_MAX_ITERATIONS = 300;

/** A Newton step smaller than this, relative to max(1, |x|), ends the goal seek. */
const STEP_TOLERANCE = 1e-13;

/** Rates at which a goal seek looks for a sign change when Newton's method fails. */
const BRACKET_GRID = [
  -0.999999, -0.99, -0.9, -0.75, -0.5, -0.3, -0.2, -0.1, -0.05, -0.02, -0.01, -0.001, 0, 0.001, 0.01, 0.02,
  0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2, 5, 10, 100, 1000, 1e6,
];

/** (1+r)^n and (1+r)^n − 1, the latter without cancellation when r is tiny. */
function growth(r: number, n: number): { g: number; gm1: number } {
  if (r > -1) {
    const exponent = n * Math.log1p(r);
    return { g: Math.exp(exponent), gm1: Math.expm1(exponent) };
  }
  const g = Math.pow(1 + r, n);
  return { g, gm1: g - 1 };
}

/** ((1+r)^n − 1)/r, the annuity factor, and its limit n at r = 0. */
function annuityFactor(r: number, n: number): number {
  return r === 0 ? n : growth(r, n).gm1 / r;
}

/** Throws INVALID_NUMBER_FIELD, naming the parameter, for the first argument that is not finite. */
function check(args: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(args)) finite(value, name);
}

/**
 * PMT: the constant payment per period of a loan or an annuity (negative for a loan received).
 * `pmt(0.05/12, 36, 10000)` is −299.71.
 */
export function pmt(rate: number, nper: number, pv: number, fv = 0, type: 0 | 1 = 0): number {
  check({ rate, nper, pv, fv });
  const t = paymentType(type);
  if (nper === 0) throw new AppError('NO_ACCEPTABLE_RESULT', ['PMT', 'nper must not be 0']);
  if (rate === 0) return result(-(pv + fv) / nper, 'PMT');
  const { g, gm1 } = growth(rate, nper);
  return result((-(fv + pv * g) * rate) / ((1 + rate * t) * gm1), 'PMT');
}

/** FV: the value after `nper` periods of `pv` and the payments `pmt`. */
export function fv(rate: number, nper: number, pmt: number, pv = 0, type: 0 | 1 = 0): number {
  check({ rate, nper, pmt, pv });
  const t = paymentType(type);
  if (rate === 0) return result(-(pv + pmt * nper), 'FV');
  const { g } = growth(rate, nper);
  return result(-(pv * g + pmt * (1 + rate * t) * annuityFactor(rate, nper)), 'FV');
}

/** PV: the present value of the payments `pmt` and of a final value `fv`. */
export function pv(rate: number, nper: number, pmt: number, fv = 0, type: 0 | 1 = 0): number {
  check({ rate, nper, pmt, fv });
  const t = paymentType(type);
  if (rate === 0) return result(-(fv + pmt * nper), 'PV');
  const { g } = growth(rate, nper);
  return result(-(fv + pmt * (1 + rate * t) * annuityFactor(rate, nper)) / g, 'PV');
}

/**
 * NPER: the number of periods (possibly fractional or negative, as in the spreadsheets) that
 * brings `pv` to `fv` with the payments `pmt`. Throws NO_ACCEPTABLE_RESULT when there is none.
 */
export function nper(rate: number, pmt: number, pv: number, fv = 0, type: 0 | 1 = 0): number {
  check({ rate, pmt, pv, fv });
  const t = paymentType(type);
  if (rate === 0) {
    if (pmt === 0) throw new AppError('NO_ACCEPTABLE_RESULT', ['NPER', 'rate and pmt are both 0']);
    return result(-(pv + fv) / pmt, 'NPER');
  }
  const paid = pmt * (1 + rate * t);
  const ratio = (paid - fv * rate) / (paid + pv * rate);
  if (!(ratio > 0) || !(rate > -1))
    throw new AppError('NO_ACCEPTABLE_RESULT', ['NPER', 'no number of periods reaches fv']);
  return result(Math.log(ratio) / Math.log1p(rate), 'NPER', 'no number of periods reaches fv');
}

/** Checks that `per` is a period of the schedule, 1 ≤ per ≤ nper. */
function checkPeriod(per: number, nper: number): void {
  if (per < 1 || per > nper) throw new AppError('INVALID_FIELD_VALUE', ['per', 'must be between 1 and nper']);
}

/**
 * IPMT: the interest part of payment number `per` (1-based). In advance (type 1) the first payment
 * holds no interest; payment k holds the interest of period k−1.
 */
export function ipmt(rate: number, per: number, nper: number, pv: number, fv = 0, type: 0 | 1 = 0): number {
  check({ rate, per, nper, pv, fv });
  const t = paymentType(type);
  checkPeriod(per, nper);
  const payment = pmt(rate, nper, pv, fv, t);
  if (per === 1) return t === 1 ? 0 : result(-pv * rate, 'IPMT');
  // The (signed) value owed after payment per−1, as fv() states it, times the rate.
  const owed = t === 1 ? fvOf(rate, per - 2, payment, pv, 1) - payment : fvOf(rate, per - 1, payment, pv, 0);
  return result(owed * rate, 'IPMT');
}

/** PPMT: the principal part of payment number `per`, that is pmt − ipmt. */
export function ppmt(rate: number, per: number, nper: number, pv: number, fv = 0, type: 0 | 1 = 0): number {
  check({ rate, per, nper, pv, fv });
  const t = paymentType(type);
  checkPeriod(per, nper);
  return result(pmt(rate, nper, pv, fv, t) - ipmt(rate, per, nper, pv, fv, t), 'PPMT');
}

/** fv() without the argument checks, for the schedule functions. */
function fvOf(rate: number, periods: number, payment: number, presentValue: number, t: 0 | 1): number {
  if (rate === 0) return -(presentValue + payment * periods);
  return -(presentValue * growth(rate, periods).g + payment * (1 + rate * t) * annuityFactor(rate, periods));
}

/** A function whose root a goal seek looks for, with its derivative. */
export interface Seekable {
  /** The value at x; a non-finite value means that x is out of its domain. */
  f: (x: number) => number;
  /** The derivative at x. */
  df: (x: number) => number;
}

/** Newton's method from `guess`, kept above −1; undefined when it fails or leaves the domain. */
function newton({ f, df }: Seekable, guess: number): number | undefined {
  let x = guess;
  for (let i = 0; i < GOAL_SEEK_MAX_ITERATIONS; i++) {
    const fx = f(x);
    if (fx === 0) return x;
    const slope = df(x);
    if (!Number.isFinite(fx) || !Number.isFinite(slope) || slope === 0) return undefined;
    let next = x - fx / slope;
    if (next <= -1) next = (x - 1) / 2; // halfway to the pole at −1, never past it
    if (!Number.isFinite(next)) return undefined;
    if (Math.abs(next - x) <= STEP_TOLERANCE * Math.max(1, Math.abs(next)))
      return crosses(f, next) ? next : undefined;
    x = next;
  }
  return undefined;
}

/**
 * Whether f changes sign around x (or is 0 there): tiny Newton steps also happen near the pole at
 * −1 where f is steep but far from 0, and such an x is no root.
 */
function crosses(f: (x: number) => number, x: number): boolean {
  const fx = f(x);
  if (fx === 0) return true;
  if (!Number.isFinite(fx)) return false;
  const delta = Math.min(1e-8 * Math.max(1, Math.abs(x)), (1 + x) / 2);
  const [below, above] = [f(x - delta), f(x + delta)];
  return Number.isFinite(below) && Number.isFinite(above) && Math.sign(below) * Math.sign(above) <= 0;
}

/** The bracket [a, b] of BRACKET_GRID nearest to `guess` where f changes sign, if any. */
function bracket(f: (x: number) => number, guess: number): [number, number] | undefined {
  const values = BRACKET_GRID.map((x) => [x, f(x)] as const).filter(([, y]) => Number.isFinite(y));
  let best: [number, number] | undefined;
  let distance = Infinity;
  for (let i = 1; i < values.length; i++) {
    const [a, fa] = values[i - 1];
    const [b, fb] = values[i];
    if (Math.sign(fa) * Math.sign(fb) > 0) continue;
    const d = guess < a ? a - guess : guess > b ? guess - b : 0;
    if (d < distance) [best, distance] = [[a, b], d];
  }
  return best;
}

/** Regula falsi (Illinois variant) inside a sign-changing bracket; undefined without convergence. */
function illinois(f: (x: number) => number, [a0, b0]: [number, number]): number | undefined {
  let [a, b] = [a0, b0];
  let [fa, fb] = [f(a), f(b)];
  if (fa === 0) return a;
  if (fb === 0) return b;
  let side = 0;
  for (let i = 0; i < GOAL_SEEK_MAX_ITERATIONS; i++) {
    const c = (a * fb - b * fa) / (fb - fa);
    const fc = f(c);
    if (fc === 0 || Math.abs(b - a) <= STEP_TOLERANCE * Math.max(1, Math.abs(c))) return c;
    if (Math.sign(fc) === Math.sign(fb)) {
      [b, fb] = [c, fc];
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      [a, fa] = [c, fc];
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return undefined;
}

/**
 * Finds x > −1 with f(x) = 0: Newton's method from `guess` (at most GOAL_SEEK_MAX_ITERATIONS
 * steps, until a step is below 1e-13 relative), then, if it fails, regula falsi in the sign change
 * of a fixed grid of rates nearest to the guess. Throws NO_CONVERGENCE naming `name` otherwise.
 */
export function goalSeek(fn: Seekable, guess: number, name: string): number {
  const found = newton(fn, guess) ?? fallback(fn.f, guess);
  if (found === undefined) throw noConvergence(name, GOAL_SEEK_MAX_ITERATIONS);
  return found === 0 ? 0 : found;
}

function fallback(f: (x: number) => number, guess: number): number | undefined {
  const range = bracket(f, guess);
  return range && illinois(f, range);
}

/**
 * RATE: the rate per period at which `nper` payments `pmt` bring `pv` to `fv`, by goal seek from
 * `guess` (see {@link goalSeek}). Throws NO_CONVERGENCE when there is no such rate.
 */
export function rate(nper: number, pmt: number, pv: number, fv = 0, type: 0 | 1 = 0, guess = 0.1): number {
  check({ nper, pmt, pv, fv, guess });
  const t = paymentType(type);
  if (nper <= 0) throw new AppError('INVALID_POSITIVE_NUMBER_FIELD', ['nper']);
  const f = (r: number) => {
    if (r === 0) return pv + pmt * nper + fv;
    const { g, gm1 } = growth(r, nper);
    return pv * g + (pmt * (1 + r * t) * gm1) / r + fv;
  };
  const df = (r: number) => {
    const dg = nper * Math.pow(1 + r, nper - 1);
    if (Math.abs(r) < 1e-6) return pv * dg + pmt * (t * nper + (nper * (nper - 1)) / 2);
    const { gm1 } = growth(r, nper);
    const factor = gm1 / r;
    const dFactor = (dg * r - gm1) / (r * r);
    return pv * dg + pmt * (t * factor + (1 + r * t) * dFactor);
  };
  return goalSeek({ f, df }, guess, 'RATE');
}
