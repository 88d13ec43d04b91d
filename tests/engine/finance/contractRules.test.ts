import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES, changedTerms, contractRuleIssues } from '../../../engine/finance/contractRules.ts';

const client = [{ role: 'CLIENT', personRegistration: 'PER-1' }];
const priced = (financed: number, extra: Record<string, unknown> = {}) => ({
  status: 'STUDY',
  persons: client,
  assets: [{ unitPrice: financed, quantity: 1, priceExclTax: financed, isFinanced: true }],
  quotations: [{ financedAmountExclTax: financed }],
  ...extra,
});
const messages = (record: Record<string, unknown>, previous?: Record<string, unknown>, amendment = false) =>
  contractRuleIssues(record, previous, { amendment }).map((i) => [i.path, i.message]);

describe('contract business rules (issue 37 item 2)', () => {
  it('accepts a well-formed contract in every status', () => {
    for (const status of ['DRAFT', 'STUDY', 'APPROVED', 'ACTIVE', 'TERMINATED']) {
      expect(messages(priced(10_000, { status, startDate: '2026-01-01', endDate: '2029-01-01', firstPaymentDate: '2026-02-01', residualValue: 1000 }))).toEqual([]);
    }
  });

  it('wants the end after the start (but a terminated contract ends the day it is terminated)', () => {
    expect(messages(priced(1, { startDate: '2026-05-01', endDate: '2026-05-01' }))).toEqual([['endDate', 'End date must be after the start date']]);
    expect(messages(priced(1, { startDate: '2026-05-01', endDate: '2026-04-30', status: 'TERMINATED' }))).toEqual([]);
  });

  it('wants the first payment not before the start', () => {
    expect(messages(priced(1, { startDate: '2026-05-01', firstPaymentDate: '2026-04-30' }))).toEqual([
      ['firstPaymentDate', 'First payment date must not be before the start date'],
    ]);
  });

  it('wants a residual value below the financed amount, and a positive financed amount', () => {
    expect(messages(priced(10_000, { residualValue: 10_000 }))).toEqual([['residualValue', 'Residual value must be below the financed amount']]);
    expect(messages(priced(10_000, { residualValue: 9_999.99 }))).toEqual([]);
    const tradeIn = priced(-500, {
      assets: [
        { unitPrice: 1000, priceExclTax: 1000, isFinanced: true },
        { unitPrice: 1500, priceExclTax: 1500, isPartExchange: true },
      ],
    });
    expect(messages(tradeIn)).toEqual([['assets', CONTRACT_MESSAGES.financedNotPositive]]);
  });

  it('wants a client once the contract leaves its draft', () => {
    expect(messages({ status: 'DRAFT' })).toEqual([]);
    expect(messages({ status: 'CANCELLED' })).toEqual([]);
    for (const status of ['STUDY', 'APPROVED', 'ACTIVE', 'SUSPENDED']) {
      expect(messages({ status, persons: [{ role: 'SUPPLIER', personRegistration: 'PER-2' }] })).toEqual([['persons', CONTRACT_MESSAGES.clientMissing]]);
      expect(messages({ status, persons: [{ role: 'CLIENT', personRegistration: '' }] })).toEqual([['persons', CONTRACT_MESSAGES.clientMissing]]);
    }
  });

  it('freezes the terms out of study: only an amendment changes them; an approved contract may still fill an empty term', () => {
    const before = { ...priced(10_000), status: 'ACTIVE', rate: 0.05, duration: 36, startDate: '2026-01-01' };
    expect(messages({ ...before, name: 'renamed', signatureDate: '2026-01-02', endDate: '2029-01-01' }, before)).toEqual([]);
    expect(messages({ ...before, rate: 0.06 }, before)).toEqual([['rate', CONTRACT_MESSAGES.termsFrozen]]);
    expect(messages({ ...before, rate: 0.06 }, before, true)).toEqual([]);
    const line = { ...before, assets: [{ ...before.assets[0], unitPrice: 9000 }] };
    expect(messages(line, before)).toEqual([['assets.0.unitPrice', CONTRACT_MESSAGES.termsFrozen]]);
    expect(messages({ ...before, status: 'STUDY', rate: 0.06 }, { ...before, status: 'STUDY' })).toEqual([]);
    const approved = { ...before, status: 'APPROVED', startDate: undefined };
    expect(messages({ ...approved, startDate: '2026-02-01' }, approved)).toEqual([]);
    expect(messages({ ...approved, rate: 0.07 }, approved)).toEqual([['rate', CONTRACT_MESSAGES.termsFrozen]]);
  });

  it('compares terms as values: absent, null and empty text are the same nothing', () => {
    expect(changedTerms({ rate: null, currency: '' }, { rate: undefined, currency: null })).toEqual([]);
    expect(changedTerms({ assets: [{}] }, { assets: [{}, {}] })).toEqual(['assets']);
  });
});
