import { describe, expect, it } from 'vitest';
import type { ColumnDefinition } from '../../../schemas/generated/meta.ts';
import { defaultTableConfig, mergeTableConfig, moveColumn, orderedColumns, pageSizeOptions, setColumnHidden } from '../../../engine/lists/tableConfig.ts';

const columns: ColumnDefinition[] = [
  { name: 'registration' },
  { name: 'organization.name', hidden: true },
  { name: 'status', badge: true },
  { name: 'name' },
  { name: 'secret', available: false },
];

describe('table configuration (seed 001 §2, §3, §4)', () => {
  const defaults = defaultTableConfig(columns, 20);

  it('defaults to the definition: its columns (unavailable ones left out), its page size, filters off on load', () => {
    expect(defaults).toEqual({
      columns: [
        { name: 'registration', hidden: false },
        { name: 'organization.name', hidden: true },
        { name: 'status', hidden: false },
        { name: 'name', hidden: false },
      ],
      pageSize: 20,
      sideView: false,
      advancedSearchInModal: true,
      displaySearchFiltersOnLoad: false,
    });
  });

  it('offers page sizes 5, 10, the default, 25, 50, 100', () => {
    expect(pageSizeOptions(20)).toEqual([5, 10, 20, 25, 50, 100]);
    expect(pageSizeOptions(10)).toEqual([5, 10, 25, 50, 100]);
  });

  it('moves and hides columns', () => {
    const moved = moveColumn(defaults, 3, 0);
    expect(moved.columns.map((c) => c.name)).toEqual(['name', 'registration', 'organization.name', 'status']);
    expect(moveColumn(defaults, 0, -1)).toBe(defaults);
    expect(setColumnHidden(defaults, 'status', true).columns[2]).toEqual({ name: 'status', hidden: true });
  });

  it('applies a saved configuration: order and visibility kept, stale columns dropped, new ones appended', () => {
    const saved = { columns: [{ name: 'name', hidden: false }, { name: 'gone', hidden: false }, { name: 'registration', hidden: true }], pageSize: 50, sideView: true };
    const merged = mergeTableConfig(defaults, saved);
    expect(merged.columns.map((c) => `${c.name}:${c.hidden}`)).toEqual(['name:false', 'registration:true', 'organization.name:true', 'status:false']);
    expect(merged.pageSize).toBe(50);
    expect(merged.sideView).toBe(true);
    expect(merged.displaySearchFiltersOnLoad).toBe(false);
    expect(mergeTableConfig(defaults, { pageSize: -3, columns: 'x' as never }).pageSize).toBe(20);
  });

  it('orders the definition columns as configured', () => {
    const config = setColumnHidden(moveColumn(defaults, 3, 0), 'registration', true);
    expect(orderedColumns(columns, config).map((c) => [c.name, Boolean(c.hidden)])).toEqual([
      ['name', false],
      ['registration', true],
      ['organization.name', true],
      ['status', false],
    ]);
  });
});
