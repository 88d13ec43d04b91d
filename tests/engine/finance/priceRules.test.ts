import { describe, expect, it } from 'vitest';
import { computeContract, contractCashflows, contractTerms } from '../../../engine/finance/contractComputation.ts';
import { applyTotalDiscount, financedAmountOf, lineTotals, newLine, priceLine, syncSuppliers, taxRateOf, typePrice } from '../../../engine/finance/priceRules.ts';

const TAXES = [
  { code: 'FR20', rate: 0.2 },
  { code: 'FR5.5', rate: 0.055 },
];

type Rec = Record<string, unknown>;

describe('asset line price rules (seed 002 §5.1)', () => {
  it.each([
    // unit price, quantity, discount, tax code, excl., incl.
    [1000, 1, 0, 'FR20', 1000, 1200],
    [1000, 2, 0.1, 'FR20', 1800, 2160],
    [250, 4, 0, 'FR5.5', 1000, 1055],
    [100, 3, 0.5, undefined, 150, 150],
    [100, 1, 0, 'UNKNOWN', 100, 100],
    [99.99, 3, 0.25, 'FR20', 224.9775, 269.973],
  ])('unit %s x %s less %s with %s -> %s excl., %s incl.', (unitPrice, quantity, discount, taxCode, excl, incl) => {
    const line = priceLine({ unitPrice, quantity, discount, taxCode }, TAXES);
    expect(line.priceExclTax).toBeCloseTo(excl, 9);
    expect(line.priceInclTax).toBeCloseTo(incl, 9);
  });

  it('takes the tax code of the asset when the line has none, 0 when nothing matches', () => {
    expect(taxRateOf({ asset: { taxCode: 'FR5.5' } }, TAXES)).toBe(0.055);
    expect(taxRateOf({}, TAXES)).toBe(0);
  });

  it('starts a new line with quantity 1', () => {
    expect(newLine()).toMatchObject({ quantity: 1 });
  });

  it('derives the discount from a typed price, excl. or incl. tax', () => {
    const line = { unitPrice: 1000, quantity: 2, taxCode: 'FR20' };
    expect(typePrice(line, 'priceExclTax', 1500, TAXES)).toMatchObject({ discount: 0.25, priceExclTax: 1500, priceInclTax: 1800 });
    expect(typePrice(line, 'priceInclTax', 2160, TAXES)).toMatchObject({ discount: 0.1, priceInclTax: 2160 });
    expect(typePrice(line, 'priceInclTax', 2160, TAXES).priceExclTax).toBeCloseTo(1800, 9);
  });

  it('totals only more than one line, and applies a total discount to every line', () => {
    const one = [priceLine({ unitPrice: 100, quantity: 1, taxCode: 'FR20' }, TAXES)];
    expect(lineTotals(one)).toBeNull();
    const lines = [...one, priceLine({ unitPrice: 300, quantity: 1, discount: 0.5, taxCode: 'FR20' }, TAXES)];
    expect(lineTotals(lines)).toEqual({ unitPrice: 400, priceExclTax: 250, priceInclTax: 300, discount: 0.375 });
    const discounted = applyTotalDiscount(lines, 0.1, TAXES);
    expect(discounted.map((l) => l.priceExclTax)).toEqual([90, 270]);
    expect(lineTotals(discounted)?.discount).toBe(0.1);
  });

  it('finances the financed lines less the part exchanges', () => {
    expect(financedAmountOf([{ priceExclTax: 1000 }, { priceExclTax: 200, isFinanced: false }, { priceExclTax: 300, isPartExchange: true }])).toBe(700);
    expect(financedAmountOf([{}])).toBeUndefined();
  });

  it('keeps the SUPPLIER persons in step with the lines and leaves other roles alone', () => {
    const persons = [{ role: 'CLIENT', personRegistration: 'C1' }, { role: 'SUPPLIER', personRegistration: 'S1' }, { role: 'SUPPLIER', personRegistration: 'S9' }];
    const before = [{ supplierRegistration: 'S1' }, { supplierRegistration: 'S2' }];
    const after = [{ supplierRegistration: 'S2' }, { asset: { supplierRegistration: 'S3' } }];
    expect(syncSuppliers(persons, after, before)).toEqual([
      { role: 'CLIENT', personRegistration: 'C1' },
      // S9 was added by hand (no line named it): kept
      { role: 'SUPPLIER', personRegistration: 'S9' },
      { role: 'SUPPLIER', personRegistration: 'S2' },
      { role: 'SUPPLIER', personRegistration: 'S3' },
    ]);
  });
});

describe('contract computation', () => {
  const contract: Rec = {
    registration: 'CTR1',
    type: 'LEASE',
    currency: 'EUR',
    startDate: '2026-01-31',
    duration: 12,
    periodicity: '90',
    rate: 0.06,
    persons: [{ role: 'CLIENT', personRegistration: 'C1' }],
    assets: [{ unitPrice: 10000, quantity: 1, taxCode: 'FR20' }],
  };

  it('reads the terms: quarterly instalments over 12 months are 4', () => {
    expect(contractTerms(computeContract(contract, { taxes: TAXES }))).toMatchObject({ amount: 10000, nper: 4, periodicity: 90, type: 0 });
  });

  it('derives end date and a plan in the currency minor unit', () => {
    const c = computeContract(contract, { taxes: TAXES });
    expect(c.endDate).toBe('2027-01-31');
    const plan = c.paymentPlan as Rec[];
    expect(plan.map((r) => r.date)).toEqual(['2026-04-30', '2026-07-31', '2026-10-31', '2027-01-31']);
    expect(plan.reduce((t, r) => t + Number(r.principal), 0)).toBeCloseTo(10000, 9);
    for (const r of plan) expect(Number(r.payment) * 100).toBeCloseTo(Math.round(Number(r.payment) * 100), 9);
  });

  it('rounds a TND plan to 3 decimals', () => {
    const c = computeContract({ ...contract, currency: 'TND', rate: 0.0777 }, { taxes: TAXES });
    for (const r of c.paymentPlan as Rec[]) expect(Number(r.payment) * 1000).toBeCloseTo(Math.round(Number(r.payment) * 1000), 6);
  });

  it('keeps the plan of an active contract', () => {
    const previous = computeContract(contract, { taxes: TAXES });
    const next = computeContract({ ...previous, status: 'ACTIVE', rate: 0.2 }, { taxes: TAXES, previous });
    expect(next.paymentPlan).toEqual(previous.paymentPlan);
  });

  it('makes one taxed rent cashflow per instalment with payer and payee', () => {
    const c = computeContract({ ...contract, orgaRegistration: 'O1' }, { taxes: TAXES });
    const flows = contractCashflows(c, TAXES);
    expect(flows).toHaveLength(4);
    expect(flows[0]).toMatchObject({ registration: 'CTR1-001', type: 'RENT', taxCode: 'FR20', contractRegistration: 'CTR1', persons: [{ role: 'PAYER', personRegistration: 'C1' }, { role: 'PAYEE', personRegistration: 'O1' }] });
    expect(Number(flows[0].amountInclTax)).toBeCloseTo(Number(flows[0].amountExclTax) + Number(flows[0].taxAmount), 9);
  });
});
