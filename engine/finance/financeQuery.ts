import { AppError } from '../errors/AppError.ts';
import { irr, npv, xirr } from './cashflows.ts';
import { amortizationPlan, periodsPerYear } from './plan.ts';
import { fv, ipmt, nper, pmt, ppmt, pv, rate } from './tvm.ts';

/** The query of a finance call: every value a string (repeated parameters are refused before). */
export type FinanceQuery = Record<string, string | undefined>;

/** The finance helpers served at GET /api/finance/{name} (seed 000 §3: server-side finance helpers). */
export const FINANCE_FUNCTIONS = ['pmt', 'ipmt', 'ppmt', 'rate', 'nper', 'pv', 'fv', 'npv', 'irr', 'xirr', 'plan'] as const;
export type FinanceFunction = (typeof FINANCE_FUNCTIONS)[number];

/** Longest plan served (100 years of monthly instalments). */
export const MAX_PLAN_PERIODS = 1200;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function required(query: FinanceQuery, name: string): string {
  const v = query[name];
  if (v === undefined || v.trim() === '') throw new AppError('MISSING_FIELD_IN_QUERY', [name]);
  return v.trim();
}

function number(query: FinanceQuery, name: string, fallback?: number): number {
  const text = fallback === undefined ? required(query, name) : query[name]?.trim();
  if (text === undefined || text === '') return fallback as number;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new AppError('INVALID_NUMBER_FIELD', [name]);
  return value;
}

function integer(query: FinanceQuery, name: string, min: number, max: number, fallback?: number): number {
  const value = number(query, name, fallback);
  if (!Number.isInteger(value) || value < min || value > max) throw new AppError('INVALID_FIELD_IN_QUERY', [name, `an integer from ${min} to ${max}`]);
  return value;
}

function paymentType(query: FinanceQuery): 0 | 1 {
  const t = number(query, 'type', 0);
  if (t !== 0 && t !== 1) throw new AppError('INVALID_FIELD_IN_QUERY', ['type', '0 (end of period) or 1 (beginning of period)']);
  return t;
}

/** `-1000;300;400` -> numbers; every item must be a finite number. */
function numberList(query: FinanceQuery, name: string): number[] {
  const items = required(query, name).split(';').map((s) => s.trim());
  const values = items.map(Number);
  if (items.some((s) => s === '') || values.some((v) => !Number.isFinite(v))) {
    throw new AppError('INVALID_CASHFLOWS', [`"${name}" must be numbers separated by ";"`]);
  }
  return values;
}

function date(value: string, name: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) throw new AppError('INVALID_DATE', [value]);
  void name;
  return value;
}

function dateList(query: FinanceQuery, name: string): string[] {
  return required(query, name)
    .split(';')
    .map((s) => date(s.trim(), name));
}

/** Never a NaN or an Infinity in an answer: a result that is not a finite number has no acceptable value. */
function finite(name: string, value: number): number {
  if (!Number.isFinite(value)) throw new AppError('NO_ACCEPTABLE_RESULT', [name, 'the result is not a finite number']);
  return value === 0 ? 0 : value;
}

/**
 * The plan of GET /api/finance/plan: `rate` per period as in pmt, `pv` the amount lent, `fv` the
 * residual value; `date` keeps only the instalment due that day (DATE_NOT_FOUND when there is none).
 */
function planOf(query: FinanceQuery) {
  const periodicity = integer(query, 'periodicity', 1, 365, 30);
  const periodic = number(query, 'rate');
  const start = query.startDate?.trim() ? date(query.startDate.trim(), 'startDate') : undefined;
  const first = query.firstDate?.trim() ? date(query.firstDate.trim(), 'firstDate') : undefined;
  const method = query.method?.trim() || 'annuity';
  if (method !== 'annuity' && method !== 'constant') throw new AppError('INVALID_FIELD_IN_QUERY', ['method', 'annuity or constant']);
  const amount = Math.abs(number(query, 'pv'));
  if (!amount) throw new AppError('INVALID_POSITIVE_NUMBER_FIELD', ['pv']);
  const decimals = query.decimals?.trim() ? integer(query, 'decimals', 0, 6) : undefined;
  return amortizationPlan({
    amount,
    rate: periodic * periodsPerYear(periodicity),
    nper: integer(query, 'nper', 1, MAX_PLAN_PERIODS),
    periodicity,
    type: paymentType(query),
    fv: Math.abs(number(query, 'fv', 0)),
    method,
    startDate: start,
    firstDate: first,
    decimals,
  });
}

/**
 * Runs one finance helper on the query of GET /api/finance/{name} and answers its JSON: `{pmt}`,
 * `{ipmt}`, `{ppmt}`, `{rate}`, `{nper}`, `{pv}`, `{fv}`, `{npv}`, `{irr}`, `{xirr}` or `{plan}`.
 * Spreadsheet conventions: rates per period, money paid out negative. Every failure is a
 * catalogued AppError (missing or bad parameter, calculation error), never a NaN.
 */
export function runFinanceQuery(name: string, query: FinanceQuery): Record<string, unknown> {
  switch (name as FinanceFunction) {
    case 'pmt':
      return { pmt: finite('pmt', pmt(number(query, 'rate'), number(query, 'nper'), number(query, 'pv'), number(query, 'fv', 0), paymentType(query))) };
    case 'ipmt':
      return { ipmt: finite('ipmt', ipmt(number(query, 'rate'), number(query, 'per'), number(query, 'nper'), number(query, 'pv'), number(query, 'fv', 0), paymentType(query))) };
    case 'ppmt':
      return { ppmt: finite('ppmt', ppmt(number(query, 'rate'), number(query, 'per'), number(query, 'nper'), number(query, 'pv'), number(query, 'fv', 0), paymentType(query))) };
    case 'rate':
      return { rate: finite('rate', rate(number(query, 'nper'), number(query, 'pmt'), number(query, 'pv'), number(query, 'fv', 0), paymentType(query), number(query, 'guess', 0.1))) };
    case 'nper':
      return { nper: finite('nper', nper(number(query, 'rate'), number(query, 'pmt'), number(query, 'pv'), number(query, 'fv', 0), paymentType(query))) };
    case 'pv':
      return { pv: finite('pv', pv(number(query, 'rate'), number(query, 'nper'), number(query, 'pmt'), number(query, 'fv', 0), paymentType(query))) };
    case 'fv':
      return { fv: finite('fv', fv(number(query, 'rate'), number(query, 'nper'), number(query, 'pmt'), number(query, 'pv', 0), paymentType(query))) };
    case 'npv':
      return { npv: finite('npv', npv(number(query, 'rate'), numberList(query, 'cashflows'))) };
    case 'irr':
      return { irr: finite('irr', irr(numberList(query, 'cashflows'), number(query, 'guess', 0.1))) };
    case 'xirr': {
      const values = numberList(query, 'cashflows');
      const dates = dateList(query, 'dates');
      if (dates.length !== values.length) throw new AppError('INVALID_CASHFLOWS', [`${values.length} cashflows but ${dates.length} dates`]);
      return { xirr: finite('xirr', xirr(values, dates, number(query, 'guess', 0.1))) };
    }
    case 'plan': {
      const plan = planOf(query);
      const at = query.date?.trim();
      if (!at) return { plan };
      // the instalment due on one date: DATE_NOT_FOUND when none falls on it
      const row = plan.find((r) => r.date === date(at, 'date'));
      if (!row) throw new AppError('DATE_NOT_FOUND', [at]);
      return { plan: [row] };
    }
    default:
      throw new AppError('ROUTE_NOT_FOUND', ['GET', `/api/finance/${name}`]);
  }
}
