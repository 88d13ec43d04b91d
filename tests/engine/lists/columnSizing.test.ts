import { describe, expect, it } from 'vitest';
import { columnSizing, MIN_COLUMN_WIDTH } from '../../../engine/lists/columnSizing.ts';

describe('list column widths', () => {
  it("keeps the definition's width", () => {
    expect(columnSizing({ name: 'registration', width: 180 })).toEqual({ width: 180 });
  });

  it('gives registrations, amounts and dates a minimum that keeps them whole', () => {
    const min = (c: Parameters<typeof columnSizing>[0]) => ('minWidth' in columnSizing(c) ? (columnSizing(c) as { minWidth: number }).minWidth : 0);
    expect(min({ name: 'registration' })).toBeGreaterThanOrEqual(130);
    expect(min({ name: 'contractRegistration' })).toBeGreaterThanOrEqual(130);
    expect(min({ name: 'amountExclTax', type: 'currency' })).toBeGreaterThanOrEqual(120);
    expect(min({ name: 'status', badge: true })).toBeGreaterThan(MIN_COLUMN_WIDTH);
    expect(min({ name: 'dueDate', type: 'date' })).toBeGreaterThan(MIN_COLUMN_WIDTH);
    expect(min({ name: 'insertDate', type: 'datetime' })).toBeGreaterThan(min({ name: 'dueDate', type: 'date' }));
    expect(columnSizing({ name: 'currency' })).toEqual({ flex: 1, minWidth: MIN_COLUMN_WIDTH });
  });

  it('gives names a double share of the width', () => {
    expect(columnSizing({ name: 'name' })).toMatchObject({ flex: 2 });
    expect(columnSizing({ name: 'persons[role=PAYER].name' })).toMatchObject({ flex: 2 });
    expect(columnSizing({ name: 'type' })).toEqual({ flex: 1, minWidth: MIN_COLUMN_WIDTH });
  });
});
