import { describe, expect, it } from 'vitest';
import { appendedRowCount, hasMoreRows, limitBlock } from '../../../engine/lists/appendPaging.ts';

describe('appending paging (seed 002 §2.4)', () => {
  it('shows pages 1 to N, never beyond an exact total; a capped total does not limit', () => {
    expect(appendedRowCount(1, 20)).toBe(20);
    expect(appendedRowCount(3, 20, { total: 45 })).toBe(45);
    expect(appendedRowCount(2, 20, { total: 45 })).toBe(40);
    expect(appendedRowCount(3, 20, { total: 50, totalIsLowerBound: true })).toBe(60);
    expect(appendedRowCount(0, 20, { total: 0 })).toBe(0);
  });

  it('has more rows while fewer are shown than the total, or the total is capped', () => {
    expect(hasMoreRows(20, { total: 45 })).toBe(true);
    expect(hasMoreRows(45, { total: 45 })).toBe(false);
    expect(hasMoreRows(60, { total: 50, totalIsLowerBound: true })).toBe(true);
  });

  it('cuts a block at the rows shown and gives the last row once known', () => {
    const block = Array.from({ length: 20 }, (_, i) => i);
    expect(limitBlock(block, 0, 20, 45, true)).toEqual({ rows: block, lastRow: 20 });
    expect(limitBlock(block.slice(0, 5), 40, 60, 45, false)).toEqual({ rows: [0, 1, 2, 3, 4], lastRow: 45 });
    expect(limitBlock(block, 20, 30, undefined, true)).toEqual({ rows: block.slice(0, 10), lastRow: 30 });
    expect(limitBlock(block, 0, 60, undefined, true)).toEqual({ rows: block, lastRow: -1 });
    expect(limitBlock(block.slice(0, 3), 20, 60, undefined, false)).toEqual({ rows: [0, 1, 2], lastRow: 23 });
  });
});
