import { valueAt } from '../lists/valueAt.ts';

type Rec = Record<string, unknown>;

export type PivotAggregate = 'sum' | 'count' | 'avg';

export interface PivotResult {
  rowKeys: string[];
  columnKeys: string[];
  /** cells[row][column]; missing combinations are absent. */
  cells: Record<string, Record<string, number>>;
  rowTotals: Record<string, number>;
  columnTotals: Record<string, number>;
  total: number;
}

/** Groups `data` by a row field and a column field and aggregates `value` (count needs no value). */
export function pivotTable(data: readonly Rec[], spec: { rows: string; columns: string; value?: string; aggregate?: PivotAggregate }): PivotResult {
  const agg = spec.aggregate ?? (spec.value ? 'sum' : 'count');
  const sums = new Map<string, { sum: number; n: number }>();
  const key = (r: string, c: string) => `${r}\u0000${c}`;
  const rows = new Set<string>();
  const cols = new Set<string>();
  const add = (k: string, v: number) => {
    const cur = sums.get(k) ?? { sum: 0, n: 0 };
    sums.set(k, { sum: cur.sum + v, n: cur.n + 1 });
  };
  for (const item of data) {
    const r = String(valueAt(item, spec.rows) ?? '(none)');
    const c = String(valueAt(item, spec.columns) ?? '(none)');
    const v = spec.value ? Number(valueAt(item, spec.value) ?? 0) : 1;
    rows.add(r);
    cols.add(c);
    const n = Number.isFinite(v) ? v : 0;
    add(key(r, c), n);
    add(key(r, '\u0001'), n);
    add(key('\u0001', c), n);
    add(key('\u0001', '\u0001'), n);
  }
  const read = (k: string) => {
    const s = sums.get(k);
    if (!s) return 0;
    return agg === 'count' ? s.n : agg === 'avg' ? s.sum / s.n : s.sum;
  };
  const rowKeys = [...rows].sort();
  const columnKeys = [...cols].sort();
  const cells: PivotResult['cells'] = {};
  for (const r of rowKeys) {
    cells[r] = {};
    for (const c of columnKeys) if (sums.has(key(r, c))) cells[r][c] = read(key(r, c));
  }
  return {
    rowKeys,
    columnKeys,
    cells,
    rowTotals: Object.fromEntries(rowKeys.map((r) => [r, read(key(r, '\u0001'))])),
    columnTotals: Object.fromEntries(columnKeys.map((c) => [c, read(key('\u0001', c))])),
    total: read(key('\u0001', '\u0001')),
  };
}
