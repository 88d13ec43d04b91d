import { describe, expect, it } from 'vitest';
import { amendedPlan, amendedTerms } from '../../../engine/finance/amendedPlan.ts';
import { computeContract } from '../../../engine/finance/contractComputation.ts';
import type { PlanRow } from '../../../engine/finance/plan.ts';

const contract = computeContract(
  { currency: 'EUR', startDate: '2026-01-01', duration: 12, rate: 0.05, quotations: [{ financedAmountExclTax: 12_000 }] },
  { taxes: [] },
);
const plan = contract.paymentPlan as PlanRow[];
const cents = (v: number) => Math.round(v * 100);
const sum = (rows: PlanRow[], key: 'principal' | 'interest') => rows.reduce((s, r) => s + cents(r[key]), 0) / 100;

describe('the plan of an amended contract (issue 37 item 2)', () => {
  it('takes the rate and duration an amendment proposes when they differ from the contract', () => {
    expect(amendedTerms({ quotations: [{ rate: 0.03, duration: 12 }] }, contract)).toEqual({ rate: 0.03 });
    expect(amendedTerms({ quotations: [{ rate: 0.05, duration: 24 }] }, contract)).toEqual({ duration: 24 });
    expect(amendedTerms({ quotations: [{ rate: 0.05, duration: 12 }] }, contract)).toEqual({});
    expect(amendedTerms({}, contract)).toEqual({});
  });

  it('keeps the instalments due before the effective date and re-amortizes what is owed at the new rate', () => {
    const amended = amendedPlan(contract, { rate: 0.03 }, '2026-07-15');
    expect(amended).toHaveLength(12);
    expect(amended.slice(0, 6)).toEqual(plan.slice(0, 6));
    expect(amended.map((r) => r.index)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(amended[6].date).toBe('2026-08-01');
    // what was owed after the 6th instalment is repaid to the cent, with less interest than before
    expect(sum(amended.slice(6), 'principal')).toBe(plan[5].balance);
    expect(amended[11].balance).toBe(0);
    expect(sum(amended.slice(6), 'interest')).toBeLessThan(sum(plan.slice(6), 'interest'));
    expect(amended[6].interest).toBe(Math.round(plan[5].balance * (0.03 / 12) * 100) / 100);
  });

  it('spreads what is owed over the instalments a longer duration adds', () => {
    const amended = amendedPlan(contract, { duration: 24 }, '2026-04-10');
    expect(amended).toHaveLength(24);
    expect(amended.slice(0, 3)).toEqual(plan.slice(0, 3));
    expect(amended[23].date).toBe('2028-01-01');
    expect(sum(amended, 'principal')).toBe(12_000);
    expect(amended[3].payment).toBeLessThan(plan[3].payment);
  });

  it('computes the whole plan again before the first instalment, and refuses a duration already run out', () => {
    const early = amendedPlan(contract, { rate: 0.04 }, '2026-01-20');
    expect(early).toHaveLength(12);
    expect(early[0].interest).toBe(40);
    expect(() => amendedPlan(contract, { duration: 6 }, '2026-10-15')).toThrow(/would end before 2026-10-15/);
  });
});
