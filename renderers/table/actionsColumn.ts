import type { ColDef } from 'ag-grid-community';
import { RowActionsCell, type RowActionsParams } from './RowActionsCell.tsx';

type Rec = Record<string, unknown>;

/** The grid column of row actions (pin, expand, configured actions), pinned right; none when empty. */
export function actionsColumn(params: RowActionsParams): ColDef<Rec> | undefined {
  const count = params.actions.length + (params.onTogglePin ? 1 : 0) + (params.onToggleExpand ? 1 : 0);
  if (!count) return undefined;
  return {
    colId: '__actions',
    headerName: '',
    pinned: 'right',
    width: 24 + count * 30,
    sortable: false,
    resizable: false,
    suppressMovable: true,
    cellRenderer: RowActionsCell,
    cellRendererParams: params,
  };
}
