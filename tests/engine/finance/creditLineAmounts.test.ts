import { describe, expect, it } from 'vitest';
import { creditLineAmounts, remainingPrincipal } from '../../../engine/finance/creditLineAmounts.ts';

const plan = [
  { index: 1, date: '2026-02-01', principal: 3333.33, interest: 0, payment: 3333.33, balance: 6666.67 },
  { index: 2, date: '2026-03-01', principal: 3333.33, interest: 0, payment: 3333.33, balance: 3333.34 },
  { index: 3, date: '2026-04-01', principal: 3333.34, interest: 0, payment: 3333.34, balance: 0 },
];
const active = { status: 'ACTIVE', quotations: [{ financedAmountExclTax: 10000 }], paymentPlan: plan };

describe('remainingPrincipal', () => {
  it('is the balance after the last instalment due on the day, else the financed amount', () => {
    expect(remainingPrincipal(active, '2026-01-31')).toBe(10000);
    expect(remainingPrincipal(active, '2026-02-01')).toBe(6666.67);
    expect(remainingPrincipal(active, '2026-03-15')).toBe(3333.34);
    expect(remainingPrincipal(active, '2027-01-01')).toBe(0);
    expect(remainingPrincipal({ quotations: [{ financedAmountExclTax: 5 }] }, '2026-01-01')).toBe(5);
  });
});

describe('creditLineAmounts', () => {
  it('sums in minor units: exact to the cent where binary floats drift', () => {
    const pending = [0.1, 0.2, 100.1, 200.2].map((v) => ({
      status: 'STUDY',
      quotations: [{ financedAmountExclTax: v }],
    }));
    expect(creditLineAmounts(1000, [...pending, active], '2026-02-15')).toEqual({
      outstanding: 6666.67,
      pending: 300.6,
      used: 6967.27,
      available: -5967.27,
    });
  });

  it('ignores drafts, refused, cancelled and terminated contracts, and has no availability without a limit', () => {
    const others = ['DRAFT', 'REJECTED', 'CANCELLED', 'TERMINATED'].map((status) => ({
      status,
      quotations: [{ financedAmountExclTax: 1 }],
    }));
    expect(creditLineAmounts(null, others, '2026-01-01')).toEqual({
      outstanding: 0,
      pending: 0,
      used: 0,
      available: null,
    });
  });

  it('rounds to the currency minor unit (none for JPY)', () => {
    const yen = [{ status: 'APPROVED', quotations: [{ financedAmountExclTax: 1000.4 }] }];
    expect(creditLineAmounts(5000, yen, '2026-01-01', 'JPY')).toEqual({
      outstanding: 0,
      pending: 1000,
      used: 1000,
      available: 4000,
    });
  });

  it('uses what the line has engaged, outstanding plus pending, exact to the cent; available is the limit less it', () => {
    const contracts = [
      { status: 'ACTIVE', quotations: [{ financedAmountExclTax: 0.1 }] },
      { status: 'SUSPENDED', quotations: [{ financedAmountExclTax: 0.2 }] },
      { status: 'STUDY', quotations: [{ financedAmountExclTax: 100.1 }] },
      { status: 'APPROVED', quotations: [{ financedAmountExclTax: 200.2 }] },
    ];
    const amounts = creditLineAmounts(300.6, contracts, '2026-01-01');
    // binary floats would give 0.30000000000000004 + 300.29999999999995
    expect(amounts).toEqual({ outstanding: 0.3, pending: 300.3, used: 300.6, available: 0 });
    expect(creditLineAmounts(undefined, contracts, '2026-01-01').used).toBe(300.6);
  });
});
