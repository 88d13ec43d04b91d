import { describe, expect, it } from 'vitest';
import { orderTransitions, transitionMessage } from '../../../engine/lists/bulkTransitions.ts';
import { columnCountLabel, groupForKanban, KANBAN_NONE } from '../../../engine/lists/kanban.ts';
import { orderCounts, parseBreakdown } from '../../../engine/lists/kpi.ts';

describe('kanban grouping', () => {
  const rows = [
    { registration: 'A', status: 'OPEN' },
    { registration: 'B', status: 'PAID' },
    { registration: 'C' },
    { registration: 'D', status: 'OPEN' },
  ];

  it('puts known statuses first (even empty), then statuses met, then rows without one', () => {
    const board = groupForKanban(rows, 'status', ['DRAFT', 'OPEN']);
    expect(board.map((c) => [c.key, c.records.map((r) => r.registration)])).toEqual([
      ['DRAFT', []],
      ['OPEN', ['A', 'D']],
      ['PAID', ['B']],
      [KANBAN_NONE, ['C']],
    ]);
  });

  it('groups by any field path', () => {
    expect(groupForKanban([{ p: { t: 'x' } }], 'p.t')[0].key).toBe('x');
  });
});

describe('kanban column counts', () => {
  it('shows the cards, and the total of the column when more rows have its value', () => {
    expect(columnCountLabel(12, 1340)).toBe('12 / 1,340');
    expect(columnCountLabel(12, 12)).toBe('12');
    expect(columnCountLabel(12, undefined)).toBe('12');
    // a total older than the loaded cards never reads less than them
    expect(columnCountLabel(3, 0)).toBe('3');
  });
});

describe('KPI counts', () => {
  it('reads a breakdown object or list; a plain array means the server gave none', () => {
    expect(parseBreakdown({ entities: [], breakdown: { PAID: 3, OPEN: '2' } })).toEqual([
      { key: 'PAID', count: 3 },
      { key: 'OPEN', count: 2 },
    ]);
    expect(parseBreakdown({ breakdown: [{ _id: 'PAID', count: 1 }, { key: null, count: 4 }, { _id: 'X' }] })).toEqual([
      { key: 'PAID', count: 1 },
      { key: '(none)', count: 4 },
    ]);
    expect(parseBreakdown([{ registration: 'A' }])).toBeUndefined();
    expect(parseBreakdown(undefined)).toBeUndefined();
  });

  it('orders counts by the status list', () => {
    expect(orderCounts([{ key: 'Z', count: 1 }, { key: 'PAID', count: 2 }, { key: 'OPEN', count: 3 }], ['OPEN', 'PAID']).map((c) => c.key)).toEqual(['OPEN', 'PAID', 'Z']);
  });
});

describe('bulk transitions (seed 002 §4)', () => {
  it('orders by index, pull-right last, and drops items without a code', () => {
    const ordered = orderTransitions({ transitions: [{ code: 'b', index: 2 }, { code: 'r', pullRight: true }, { code: 'a', index: 1 }, { label: 'no code' }] });
    expect(ordered.map((t) => t.code)).toEqual(['a', 'b', 'r']);
    expect(orderTransitions('nope')).toEqual([]);
  });

  it('says which transition ran on which entity', () => {
    expect(transitionMessage({ code: 'PAY', label: 'Pay' }, 'Invoice', 'INV1')).toBe('Transition "Pay" executed successfully for Invoice "INV1"');
  });
});
