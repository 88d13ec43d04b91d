import type { ColDef, ITooltipParams, ValueFormatterParams } from 'ag-grid-community';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { isLtrField } from '../../engine/format/bidi.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { columnSizing } from '../../engine/lists/columnSizing.ts';
import { formatCell } from '../../engine/lists/formatCell.ts';
import { SORT_CYCLE } from '../../engine/lists/sortCycle.ts';
import { valueAt } from '../../engine/lists/valueAt.ts';
import { LTR_CLASS } from '../elements/Clipped.tsx';
import { CellValue, type CellMoney, type CellValueParams } from './CellValue.tsx';

type Rec = Record<string, unknown>;

/**
 * The grid column of a column definition: header (its title or field label, an English text
 * translated by `t`), visibility, width, sort cycle, cell formatted in the user's `locale` (the
 * date format the cards and filters use too). A cell too narrow for its text ends with an
 * ellipsis (the grid's style) and shows the whole text as its tooltip; numbers and codes are
 * left-to-right islands (`tabula-ltr`, docs/i18n.md#bidi).
 */
export function toColDef(column: ColumnDefinition, onOpen: (path: string) => void, t: (key: string) => string, locale?: string, ownEntity?: string, money?: CellMoney): ColDef<Rec> {
  const params: CellValueParams = { column, onOpen, locale, ownEntity, money };
  return {
    colId: column.name,
    headerName: t(fieldLabel(column)),
    // a header cut by a narrow column shows its whole title on hover
    headerTooltip: t(fieldLabel(column)),
    hide: Boolean(column.hidden),
    sortable: column.sortable ?? false,
    sortingOrder: [...SORT_CYCLE],
    ...columnSizing(column),
    type: column.type === 'currency' || column.type === 'percentage' ? 'rightAligned' : undefined,
    valueGetter: (p) => (!p.data ? undefined : p.data.__totals ? p.data[column.name] : valueAt(p.data, column.name)),
    // Plain cells are formatted text (no React component per cell: faster paint), their tooltip the
    // grid's, shown only when the text is cut (GridView's tooltipShowMode); badges, links, signed
    // colours, cut texts (maxLength, with a tooltip) and lookup values (select: the label, never the
    // code) get the CellValue renderer, whose text clips itself (renderers/elements/Clipped.tsx).
    ...(column.badge || column.linkTo || column.colorSign || column.maxLength || column.select
      ? { cellRenderer: CellValue, cellRendererParams: params }
      : {
          valueFormatter: (p: ValueFormatterParams<Rec>) => (p.data ? formatCell(p.value, column, p.data, locale, money) : ''),
          tooltipValueGetter: (p: ITooltipParams<Rec>) => (p.data && !p.data.__totals ? formatCell(p.value, column, p.data, locale, money) || undefined : undefined),
          ...(isLtrField(column) ? { cellClass: LTR_CLASS } : {}),
        }),
  };
}

/** Column ids of the definition that the grid sorts itself (header clicks). */
export function sortableColumnIds(columns: readonly ColumnDefinition[]): Set<string> {
  return new Set(columns.filter((c) => c.sortable).map((c) => c.name));
}
