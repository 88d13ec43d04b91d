import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { columnSizing } from '../../engine/lists/columnSizing.ts';
import { formatCell } from '../../engine/lists/formatCell.ts';
import { SORT_CYCLE } from '../../engine/lists/sortCycle.ts';
import { valueAt } from '../../engine/lists/valueAt.ts';
import { CellValue, type CellValueParams } from './CellValue.tsx';

type Rec = Record<string, unknown>;

/**
 * The grid column of a column definition: header (its title or field label, an English text
 * translated by `t`), visibility, width, sort cycle, cell formatted in the user's `locale` (the
 * date format the cards and filters use too).
 */
export function toColDef(column: ColumnDefinition, onOpen: (path: string) => void, t: (key: string) => string, locale?: string): ColDef<Rec> {
  const params: CellValueParams = { column, onOpen, locale };
  return {
    colId: column.name,
    headerName: t(fieldLabel(column)),
    hide: Boolean(column.hidden),
    sortable: column.sortable ?? false,
    sortingOrder: [...SORT_CYCLE],
    ...columnSizing(column),
    type: column.type === 'currency' || column.type === 'percentage' ? 'rightAligned' : undefined,
    valueGetter: (p) => (!p.data ? undefined : p.data.__totals ? p.data[column.name] : valueAt(p.data, column.name)),
    // Plain cells are formatted text (no React component per cell: faster paint); badges, links,
    // signed colours, cut texts (maxLength, with a tooltip) and lookup values (select: the label,
    // never the code) get the CellValue renderer.
    ...(column.badge || column.linkTo || column.colorSign || column.maxLength || column.select
      ? { cellRenderer: CellValue, cellRendererParams: params }
      : { valueFormatter: (p: ValueFormatterParams<Rec>) => (p.data ? formatCell(p.value, column, p.data, locale) : '') }),
  };
}

/** Column ids of the definition that the grid sorts itself (header clicks). */
export function sortableColumnIds(columns: readonly ColumnDefinition[]): Set<string> {
  return new Set(columns.filter((c) => c.sortable).map((c) => c.name));
}
