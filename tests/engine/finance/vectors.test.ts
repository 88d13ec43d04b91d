// engine/finance against spreadsheet answers: tests/engine/finance/vectors.json was computed by
// LibreOffice Calc (scripts/finance-vectors.ts regenerates it); LibreOffice is not needed here.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import type { ErrorCode } from '../../../engine/errors/catalogue.ts';
import * as finance from '../../../engine/finance/index.ts';
import vectors from './vectors.json';

interface Vector {
  fn: 'pmt' | 'ipmt' | 'ppmt' | 'pv' | 'fv' | 'nper' | 'rate' | 'npv' | 'irr' | 'xnpv' | 'xirr';
  args: unknown[];
  expected?: number;
  expectedError?: string;
  code?: ErrorCode;
  excel?: string;
  note?: string;
}

/** The AppError codes that may stand for each LibreOffice error answer. */
const LIBREOFFICE_ERRORS: Record<string, ErrorCode[]> = {
  // Illegal argument; LibreOffice's XIRR also answers it when it does not converge.
  'Err:502': [
    'INVALID_FIELD_VALUE',
    'INVALID_CASHFLOWS',
    'SAME_DAY_TRANSACTIONS',
    'NO_SIGN_CHANGE',
    'NO_CONVERGENCE',
  ],
  // No convergence; LibreOffice's IRR also answers it when all amounts have the same sign.
  'Err:523': ['NO_CONVERGENCE', 'NO_SIGN_CHANGE'],
  '#NUM!': ['NO_ACCEPTABLE_RESULT', 'INVALID_FIELD_VALUE'],
  '#DIV/0!': ['NO_ACCEPTABLE_RESULT'],
};

const cases = vectors.cases as Vector[];

function call(v: Vector): number {
  const fn = finance[v.fn] as (...args: unknown[]) => number;
  return fn(...v.args);
}

/** 1e-9 relative, or 1e-9 absolute for answers near zero (|expected| < 1e-6). */
function agrees(actual: number, expected: number): boolean {
  const diff = Math.abs(actual - expected);
  return Math.abs(expected) < 1e-6 ? diff <= 1e-9 : diff <= 1e-9 * Math.abs(expected);
}

const label = (v: Vector, i: number) =>
  `#${i} ${v.fn}(${JSON.stringify(v.args).slice(0, 60)})${v.note ? ` ${v.note}` : ''}`;

describe('finance vectors (LibreOffice Calc)', () => {
  it('has at least 90 cases, every function covered, from a spreadsheet engine', () => {
    expect(cases.length).toBeGreaterThanOrEqual(90);
    expect(vectors.engine).toMatch(/LibreOffice/);
    expect(new Set(cases.map((v) => v.fn))).toEqual(
      new Set(['pmt', 'ipmt', 'ppmt', 'pv', 'fv', 'nper', 'rate', 'npv', 'irr', 'xnpv', 'xirr']),
    );
  });

  const numeric = cases.map((v, i) => [label(v, i), v] as const).filter(([, v]) => v.code === undefined);
  it.each(numeric)('%s', (_, v) => {
    expect(v.expected, 'a numeric case has an expected value').toBeTypeOf('number');
    const actual = call(v);
    expect(Number.isFinite(actual)).toBe(true);
    expect(agrees(actual, v.expected as number), `got ${actual}, LibreOffice ${v.expected}`).toBe(true);
  });

  const failing = cases.map((v, i) => [label(v, i), v] as const).filter(([, v]) => v.code !== undefined);
  it.each(failing)('%s throws', (_, v) => {
    if (v.excel === undefined) {
      expect(v.expectedError, 'LibreOffice answered an error too').toBeTypeOf('string');
      expect(LIBREOFFICE_ERRORS[v.expectedError as string]).toContain(v.code);
    }
    let thrown: unknown;
    try {
      call(v);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe(v.code);
  });
});

describe('finance inputs and errors', () => {
  const codeOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return err instanceof AppError ? `${err.code} ${err.message}` : `not an AppError: ${String(err)}`;
    }
    return undefined;
  };

  it('goal seeks run at most 300 iterations', () => {
    expect(finance.GOAL_SEEK_MAX_ITERATIONS).toBe(300);
    expect(codeOf(() => finance.rate(10, 100, 1000))).toBe(
      'NO_CONVERGENCE The calculation of RATE did not converge after 300 iterations',
    );
  });

  it('names the parameter that is not a finite number', () => {
    expect(codeOf(() => finance.pmt(Number.NaN, 36, 10000))).toBe(
      'INVALID_NUMBER_FIELD Field "rate" must be a number',
    );
    expect(codeOf(() => finance.fv(0.01, 12, -100, Number.POSITIVE_INFINITY))).toBe(
      'INVALID_NUMBER_FIELD Field "pv" must be a number',
    );
    expect(codeOf(() => finance.rate(12, -100, 1000, 0, 0, Number.NaN))).toBe(
      'INVALID_NUMBER_FIELD Field "guess" must be a number',
    );
    expect(codeOf(() => finance.npv(0.1, [1, Number.NaN]))).toBe(
      'INVALID_NUMBER_FIELD Field "values[1]" must be a number',
    );
    expect(codeOf(() => finance.xirr([-1, 2], ['2024-01-01', '2024-02-30']))).toMatch(
      /^INVALID_CASHFLOWS .*2024-02-30/,
    );
    expect(codeOf(() => finance.irr([]))).toMatch(/^NO_SIGN_CHANGE/);
    expect(codeOf(() => finance.xirr([], []))).toMatch(/^INVALID_CASHFLOWS/);
    expect(codeOf(() => finance.pmt(0.01, 12, 1000, 0, 2 as 0))).toMatch(/^INVALID_FIELD_VALUE/);
  });

  it('follows Excel where LibreOffice does not: a date before the first one is refused', () => {
    expect(codeOf(() => finance.xnpv(0.1, [-100, 60], ['2024-01-01', '2023-12-31']))).toMatch(
      /^INVALID_CASHFLOWS/,
    );
  });

  it('never returns NaN or an infinity: a number or a catalogued AppError', () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    const numbers = [0, 1, -1, 0.05, -0.5, 1e-12, 1e12, -1e6, 12, 360, 0.5, -2, 1e300];
    const rates = [0, -1, -0.99, 0.01, -0.01, 2, 1e-9];
    for (let i = 0; i < 3000; i++) {
      const [a, b, c, d] = [pick(numbers), pick(numbers), pick(numbers), pick(numbers)];
      const type = pick([0, 1] as const);
      const calls = [
        () => finance.pmt(pick(rates), b, c, d, type),
        () => finance.pv(pick(rates), b, c, d, type),
        () => finance.fv(pick(rates), b, c, d, type),
        () => finance.nper(pick(rates), b, c, d, type),
        () => finance.ipmt(pick(rates), 1 + Math.floor(next() * 12), 12, c, d, type),
        () => finance.ppmt(pick(rates), 1 + Math.floor(next() * 12), 12, c, d, type),
        () => finance.rate(Math.abs(a) || 1, b, c, d, type, pick([0.1, -0.5, 3])),
        () => finance.npv(pick(rates), [a, b, c, d]),
        () => finance.irr([a, b, c, d], pick([0.1, -0.9, 10])),
        () => finance.xnpv(pick(rates), [a, b, c], ['2024-01-01', '2024-02-29', '2025-01-01']),
        () => finance.xirr([a, b, c], ['2024-01-01', '2024-02-29', '2025-01-01'], pick([0.1, -0.9, 10])),
      ];
      for (const call of calls) {
        let value: number | undefined;
        try {
          value = call();
        } catch (err) {
          expect(err, String(err)).toBeInstanceOf(AppError);
          continue;
        }
        expect(Number.isFinite(value), `${call.toString()} -> ${value}`).toBe(true);
      }
    }
  });
});
