import { monthStart } from './dates.ts';
import type { DemoPlan } from './DemoPlan.ts';
import type { Lender } from './lender.ts';

/** [code (financialProduct list), contract type, name, status, rate, min and max amount, min and max months, periodicity]. */
const PRODUCTS: readonly (readonly [string, string | null, string, string, number | null, number, number, number, number, string])[] = [
  ['LEASE', 'FINANCIAL_LEASE', 'Equipment lease', 'ACTIVE', 0.049, 10_000, 2_000_000, 24, 84, '30'],
  ['LEASE', 'LEASE', 'Vehicle lease with purchase option', 'ACTIVE', 0.045, 8_000, 250_000, 24, 60, '30'],
  ['LEASE', 'OPERATING_LEASE', 'Operating lease', 'ACTIVE', 0.047, 20_000, 1_500_000, 24, 60, '30'],
  ['LOAN', 'LOAN', 'Equipment loan', 'ACTIVE', 0.052, 5_000, 1_000_000, 12, 84, '30'],
  ['LOAN', 'CREDIT', 'Consumer car credit', 'ACTIVE', 0.069, 3_000, 75_000, 12, 72, '30'],
  ['RENTAL', 'RENTAL', 'Long-term rental', 'ACTIVE', 0.041, 1_000, 500_000, 12, 48, '30'],
  ['HIRE_PURCHASE', 'HIRE_PURCHASE', 'Agricultural hire purchase', 'ACTIVE', 0.048, 20_000, 800_000, 36, 84, '90'],
  ['CREDIT_LINE', null, 'Revolving credit line', 'ACTIVE', 0.055, 100_000, 5_000_000, 12, 60, '30'],
  ['INSURANCE', null, 'Equipment insurance', 'ACTIVE', null, 0, 2_000_000, 12, 84, '30'],
  ['MAINTENANCE', null, 'Full maintenance service', 'ACTIVE', null, 0, 500_000, 12, 60, '30'],
  ['LEASE', 'LEASE', 'Green vehicle lease', 'DRAFT', 0.039, 8_000, 150_000, 24, 60, '30'],
  ['LOAN', 'LOAN', 'Equipment loan (previous range)', 'INACTIVE', 0.061, 5_000, 800_000, 12, 72, '30'],
  ['RENTAL', 'RENTAL', 'IT rental (former offer)', 'ARCHIVED', 0.058, 1_000, 100_000, 12, 36, '30'],
];

/** The lessor's products (seed 002 §3.5): one in force for every financialProduct code, and a few in other statuses. */
export function planProducts(plan: DemoPlan, lender: Lender): void {
  const { today } = plan;
  PRODUCTS.forEach(([code, contractType, name, status, rate, minAmount, maxAmount, minDuration, maxDuration, periodicity], i) => {
    plan.create('Product', plan.ref('product'), {
      name,
      code,
      contractType,
      status,
      rate,
      reference: `PRD-${code}-${String(i + 1).padStart(2, '0')}`,
      startDate: status === 'DRAFT' ? monthStart(today, 2) : monthStart(today, -48 + i),
      endDate: status === 'INACTIVE' || status === 'ARCHIVED' ? monthStart(today, -6 - i) : null,
      periodicity,
      minAmount,
      maxAmount,
      minDuration,
      maxDuration,
      description: `${name}: ${minDuration} to ${maxDuration} months, from ${minAmount.toLocaleString('en')} to ${maxAmount.toLocaleString('en')} EUR.`,
      orgaRegistration: lender.organizations.FR.key,
      currency: 'EUR',
    });
  });
}
