// Properties of engine/finance/plan.ts: amortization plans and the periodicity calendar.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import { roundDecimals } from '../../../engine/format/round.ts';
import {
  addPeriods,
  amortizationPlan,
  endDate,
  ipmt,
  periodsPerYear,
  pmt,
  ppmt,
  type PlanRow,
  type PlanTerms,
} from '../../../engine/finance/index.ts';

const sum = (rows: PlanRow[], key: 'principal' | 'interest' | 'payment') =>
  rows.reduce((s, r) => s + r[key], 0);
const close = (actual: number, expected: number, relative = 1e-9) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.code : `not an AppError: ${String(err)}`;
  }
  return undefined;
}

const VARIANTS: PlanTerms[] = [
  { amount: 10000, rate: 0.05, nper: 36 },
  { amount: 10000, rate: 0.05, nper: 36, type: 1 },
  { amount: 30000, rate: 0.06, nper: 60, fv: 10000 },
  { amount: 30000, rate: 0.06, nper: 60, fv: 10000, type: 1 },
  { amount: 250000, rate: 0.04, nper: 360 },
  { amount: 300000, rate: 0.045, nper: 480, type: 1 },
  { amount: 8000, rate: 0.08, nper: 8, periodicity: 90, method: 'constant' },
  { amount: 8000, rate: 0.08, nper: 8, periodicity: 90, method: 'constant', type: 1, fv: 800 },
  { amount: 5000, rate: -0.01, nper: 24 },
  { amount: 1200, rate: 0, nper: 12, fv: 120 },
  { amount: 20000, rate: 0.07, nper: 156, periodicity: 7, startDate: '2024-01-03' },
  { amount: 1e9, rate: 0.03, nper: 40, periodicity: 180, startDate: '2024-02-29', firstDate: '2024-05-15' },
  { amount: 0.01, rate: 0.12, nper: 3 },
];

describe('amortizationPlan: invariants of every variant', () => {
  it.each(VARIANTS.map((t) => [JSON.stringify(t), t] as const))('%s', (_, terms) => {
    const rows = amortizationPlan(terms);
    const fv = terms.fv ?? 0;
    expect(rows).toHaveLength(terms.nper);
    expect(rows.map((r) => r.index)).toEqual(rows.map((_, i) => i + 1));
    close(sum(rows, 'principal'), terms.amount - fv);
    expect(rows.at(-1)?.balance).toBe(fv);
    let balance = terms.amount;
    for (const row of rows) {
      expect(row.payment).toBe(row.principal + row.interest);
      for (const value of [row.principal, row.interest, row.payment, row.balance])
        expect(Number.isFinite(value)).toBe(true);
      balance -= row.principal;
      close(row.balance, balance, 1e-9);
    }
  });
});

describe('amortizationPlan: annuity', () => {
  it('matches the worked example: 10,000 at 5 % over 36 months pays 299.71 a month', () => {
    const rows = amortizationPlan({ amount: 10000, rate: 0.05, nper: 36 });
    expect(roundDecimals(rows[0].payment, 2)).toBe(299.71);
    close(rows[0].payment, -pmt(0.05 / 12, 36, 10000));
    close(rows[0].interest, 41.666666666666664);
  });

  it.each([
    [0.05, 36, 0, 0],
    [0.06, 60, 10000, 0],
    [0.045, 480, 0, 1],
    [-0.01, 24, 500, 0],
  ] as const)('rows equal -IPMT / -PPMT (rate %s, nper %s, fv %s, type %s)', (rate, nper, fv, type) => {
    const rows = amortizationPlan({ amount: 30000, rate, nper, fv, type });
    const r = rate / 12;
    for (const row of rows) {
      close(row.interest, -ipmt(r, row.index, nper, 30000, -fv, type), 1e-9);
      close(row.principal, -ppmt(r, row.index, nper, 30000, -fv, type), 1e-9);
      close(row.payment, -pmt(r, nper, 30000, -fv, type), 1e-9);
    }
  });

  it('in advance with a balloon: the balloon is owed right after the last instalment, Excel FV = fv·(1+r)', () => {
    const rows = amortizationPlan({ amount: 30000, rate: 0.06, nper: 60, fv: 10000, type: 1 });
    const r = 0.005;
    close(rows[0].payment, -pmt(r, 60, 30000, -10000 * (1 + r), 1));
    for (const row of rows) close(row.interest, -ipmt(r, row.index, 60, 30000, -10000 * (1 + r), 1));
  });

  it('in advance (type 1): the first instalment holds no interest', () => {
    const rows = amortizationPlan({ amount: 10000, rate: 0.05, nper: 36, type: 1 });
    expect(rows[0].interest).toBe(0);
    expect(rows[0].principal).toBe(rows[0].payment);
    close(rows[0].payment, -pmt(0.05 / 12, 36, 10000, 0, 1));
  });

  it('rate 0: no interest, (amount - fv) / nper each time', () => {
    const rows = amortizationPlan({ amount: 1200, rate: 0, nper: 12, fv: 120 });
    for (const row of rows) {
      expect(row.interest).toBe(0);
      close(row.payment, 90);
    }
  });
});

describe('amortizationPlan: constant principal', () => {
  it('repays the same principal each time, with interest on the balance', () => {
    const rows = amortizationPlan({ amount: 12000, rate: 0.06, nper: 12, method: 'constant', fv: 2400 });
    let balance = 12000;
    for (const row of rows) {
      close(row.principal, 800);
      close(row.interest, balance * 0.005);
      balance -= 800;
    }
    expect(rows[11].balance).toBe(2400);
    expect(rows[0].payment).toBeGreaterThan(rows[11].payment);
  });

  it('in advance: no interest in the first instalment', () => {
    const rows = amortizationPlan({ amount: 12000, rate: 0.06, nper: 12, method: 'constant', type: 1 });
    expect(rows[0].interest).toBe(0);
    close(rows[1].interest, 11000 * 0.005);
  });
});

describe('amortizationPlan: rounding with decimals', () => {
  it.each([
    { amount: 10000, rate: 0.05, nper: 36, decimals: 2 },
    { amount: 250000, rate: 0.04, nper: 360, decimals: 2 },
    { amount: 30000.456, rate: 0.06, nper: 60, fv: 10000.004, type: 1, decimals: 2 },
    { amount: 8000, rate: 0.08, nper: 7, method: 'constant', decimals: 2 },
    { amount: 1000000, rate: 0.035, nper: 25, periodicity: 360, decimals: 0 },
    { amount: 5000, rate: 0.05, nper: 10, startDate: '2024-01-15', firstDate: '2024-03-01', decimals: 2 },
  ] as PlanTerms[])('sums exactly: %j', (terms) => {
    const places = terms.decimals as number;
    const rows = amortizationPlan(terms);
    const amount = roundDecimals(terms.amount, places);
    const fv = roundDecimals(terms.fv ?? 0, places);
    expect(roundDecimals(sum(rows, 'principal'), places)).toBe(roundDecimals(amount - fv, places));
    expect(rows.at(-1)?.balance).toBe(fv);
    let balance = amount;
    for (const row of rows) {
      for (const value of [row.principal, row.interest, row.payment, row.balance])
        expect(roundDecimals(value, places)).toBe(value);
      expect(row.payment).toBe(roundDecimals(row.principal + row.interest, places));
      balance = roundDecimals(balance - row.principal, places);
      expect(row.balance).toBe(balance);
    }
    // Every instalment but the last is the same (annuity): the last absorbs the rounding.
    if (terms.method !== 'constant' && !terms.firstDate) {
      const payments = new Set(rows.slice(0, -1).map((r) => r.payment));
      expect(payments.size).toBe(1);
      expect(Math.abs(rows.at(-1)!.payment - rows[0].payment)).toBeLessThan(terms.nper * 10 ** -places);
    }
  });
});

describe('amortizationPlan: dates and the broken first period', () => {
  it('steps monthly like EDATE, from the start date (end-of-month clamping)', () => {
    const rows = amortizationPlan({ amount: 1000, rate: 0.05, nper: 4, startDate: '2024-01-31' });
    expect(rows.map((r) => r.date)).toEqual(['2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31']);
    const advance = amortizationPlan({ amount: 1000, rate: 0.05, nper: 3, startDate: '2024-01-31', type: 1 });
    expect(advance.map((r) => r.date)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
  });

  it('has no dates without a start date', () => {
    expect(amortizationPlan({ amount: 1000, rate: 0.05, nper: 2 }).map((r) => r.date)).toEqual([null, null]);
  });

  it('accrues period 1 over the actual days and still ends at fv', () => {
    const terms: PlanTerms = {
      amount: 10000,
      rate: 0.06,
      nper: 24,
      fv: 2000,
      startDate: '2024-01-15',
      firstDate: '2024-03-01',
    };
    const rows = amortizationPlan(terms);
    const r = 0.005;
    const d = 46; // 2024-01-15 -> 2024-03-01
    const D = 31; // 2024-01-15 -> 2024-02-15
    close(rows[0].interest, 10000 * (Math.pow(1 + r, d / D) - 1));
    expect(rows.at(-1)?.balance).toBe(2000);
    close(sum(rows, 'principal'), 8000);
    expect(rows.slice(0, 3).map((row) => row.date)).toEqual(['2024-03-01', '2024-04-01', '2024-05-01']);
    // The annuity is the one of a loan grown by (1+r)^(d/D - 1) one period before the first instalment.
    close(rows[0].payment, -pmt(r, 24, 10000 * Math.pow(1 + r, d / D - 1), -2000));
    for (const row of rows.slice(1, -1)) close(row.payment, rows[1].payment);
  });

  it('a first date one period after the start changes nothing', () => {
    const plain = amortizationPlan({ amount: 10000, rate: 0.05, nper: 12, startDate: '2024-01-31' });
    const broken = amortizationPlan({
      amount: 10000,
      rate: 0.05,
      nper: 12,
      startDate: '2024-01-31',
      firstDate: '2024-02-29',
    });
    plain.forEach((row, i) => {
      close(broken[i].payment, row.payment);
      close(broken[i].interest, row.interest);
    });
  });

  it('in advance, a first date after the start charges the interest of the gap in instalment 1', () => {
    const rows = amortizationPlan({
      amount: 10000,
      rate: 0.05,
      nper: 12,
      type: 1,
      startDate: '2024-01-01',
      firstDate: '2024-01-16',
    });
    close(rows[0].interest, 10000 * (Math.pow(1 + 0.05 / 12, 15 / 31) - 1));
    expect(rows.at(-1)?.balance).toBe(0);
  });
});

describe('calendar', () => {
  it('maps the periodicity codes to periods per year', () => {
    expect([1, 7, 30, 90, 180, 360, 365].map((p) => periodsPerYear(p))).toEqual([365, 52, 12, 4, 2, 1, 1]);
    expect(periodsPerYear()).toBe(12);
    expect(periodsPerYear(45)).toBe(12);
  });

  it('adds periods: days for daily and weekly, months (EDATE) otherwise', () => {
    expect(addPeriods('2024-01-31', 30, 1)).toBe('2024-02-29');
    expect(addPeriods('2023-01-31', 30, 1)).toBe('2023-02-28');
    expect(addPeriods('2024-01-31', 30, 2)).toBe('2024-03-31');
    expect(addPeriods('2024-03-31', 30, -1)).toBe('2024-02-29');
    expect(addPeriods('2024-11-30', 90, 1)).toBe('2025-02-28');
    expect(addPeriods('2024-08-31', 180, 1)).toBe('2025-02-28');
    expect(addPeriods('2024-02-29', 360, 1)).toBe('2025-02-28');
    expect(addPeriods('2024-02-29', 365, 4)).toBe('2028-02-29');
    expect(addPeriods('2024-12-30', 1, 3)).toBe('2025-01-02');
    expect(addPeriods('2024-02-26', 7, 1)).toBe('2024-03-04');
    expect(addPeriods('2024-01-15', 45, 1)).toBe('2024-02-15');
  });

  it('gives the end of a term', () => {
    expect(endDate('2024-01-31', 36, 30)).toBe('2027-01-31');
    expect(endDate('2024-01-01', 8, 90)).toBe('2026-01-01');
    expect(endDate('2024-01-01', 52, 7)).toBe('2024-12-30');
  });

  it('refuses bad dates', () => {
    expect(codeOf(() => addPeriods('2023-02-29', 30, 1))).toBe('INVALID_DATE');
    expect(codeOf(() => addPeriods('31/01/2024', 30, 1))).toBe('INVALID_DATE');
    expect(codeOf(() => addPeriods('2024-01-31', 30, Number.NaN))).toBe('INVALID_NUMBER_FIELD');
  });
});

describe('amortizationPlan: refused terms', () => {
  const base: PlanTerms = { amount: 1000, rate: 0.05, nper: 12 };
  it.each([
    [{ amount: 0 }, 'INVALID_POSITIVE_NUMBER_FIELD'],
    [{ amount: Number.NaN }, 'INVALID_NUMBER_FIELD'],
    [{ rate: Number.POSITIVE_INFINITY }, 'INVALID_NUMBER_FIELD'],
    [{ rate: -13 }, 'INVALID_FIELD_VALUE'],
    [{ nper: 0 }, 'INVALID_FIELD_VALUE'],
    [{ nper: 1.5 }, 'INVALID_FIELD_VALUE'],
    [{ type: 2 }, 'INVALID_FIELD_VALUE'],
    [{ method: 'linear' }, 'INVALID_FIELD_VALUE'],
    [{ decimals: -1 }, 'INVALID_FIELD_VALUE'],
    [{ fv: Number.NaN }, 'INVALID_NUMBER_FIELD'],
    [{ startDate: '2024-13-01' }, 'INVALID_DATE'],
    [{ firstDate: '2024-02-01' }, 'INVALID_FIELD_VALUE'],
    [{ startDate: '2024-02-01', firstDate: '2024-01-01' }, 'INVALID_FIELD_VALUE'],
  ])('%j -> %s', (change, code) => {
    expect(codeOf(() => amortizationPlan({ ...base, ...change } as PlanTerms))).toBe(code);
  });
});
