import { useEffect, useMemo, useRef } from 'react';
import { AgGridReact } from 'ag-grid-react';
import { theme } from 'antd';
import { AllCommunityModule, ModuleRegistry, themeQuartz, type ColDef, type GridApi, type IRowNode, type RowSelectionOptions } from 'ag-grid-community';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { sortModelOf, sortValueOf } from '../../engine/lists/sortCycle.ts';
import { sortableColumnIds, toColDef } from './columnDefs.ts';
import { useGridDatasource, type LoadedPage } from './useGridDatasource.ts';
import { useT } from '../context/useT.ts';
import { useUserLocale } from '../context/useUserLocale.ts';
import { useMoneyFormat } from '../context/useMoneyFormat.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

type Rec = Record<string, unknown>;

/** The loaded rows of the current page; undefined while some are still loading. */
function pageRowsOf(api: GridApi<Rec>): Rec[] | undefined {
  const first = api.paginationGetCurrentPage() * api.paginationGetPageSize();
  const last = Math.min(first + api.paginationGetPageSize(), api.getDisplayedRowCount());
  const rows: Rec[] = [];
  for (let i = first; i < last; i++) {
    const data = api.getDisplayedRowAtIndex(i)?.data;
    if (!data) return undefined;
    rows.push(data);
  }
  return rows;
}

/**
 * Moves the grid to a 1-based page. The Infinite Row Model knows one block at first and clamps a
 * page beyond its row count to the first one, so the count is stretched to reach the page asked
 * (`?page=3` on opening); the block's answer then sets the real count.
 */
function showPage(api: GridApi<Rec>, page: number, pageSize: number) {
  if (api.paginationGetCurrentPage() === page - 1) return;
  if (api.paginationGetRowCount() < (page - 1) * pageSize + 1) api.setRowCount((page - 1) * pageSize + 1, false);
  api.paginationGoToPage(page - 1);
}

/** The grid's own sort as a list-query sort value, in sort priority order. */
function gridSortOf(api: GridApi<Rec>): string {
  const sorted = api.getColumnState().filter((c) => c.sort);
  sorted.sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0));
  return sortValueOf(sorted.map((c) => ({ colId: c.colId, sort: c.sort ?? null })));
}

export interface GridViewProps {
  entityName: string;
  columns: readonly ColumnDefinition[];
  query: Record<string, string>;
  /** Sort of the URL and the definition's default sort. */
  sort: string;
  defaultSort: string;
  onSortChange: (sort: string) => void;
  pageSize: number;
  /** 1-based page to show. */
  page: number;
  reloadToken: number;
  onLoaded: (loaded: LoadedPage) => void;
  onFailed: (message: string) => void;
  /** The rows of the page shown, once loaded (also when a page comes back from the cache). */
  onPageRows?: (rows: Rec[]) => void;
  onOpen: (path: string) => void;
  onRowOpen: (row: Rec) => void;
  extraColumns?: ColDef<Rec>[];
  pinnedTop?: Rec[];
  pinnedBottom?: Rec[];
  selectable?: boolean;
  onSelectionChange?: (rows: Rec[]) => void;
  /** Rows the current page shows (the grid is as tall as its page, within the window); with appending paging, all the rows shown. */
  rowsOnPage: number;
  /** pages: one page at a time, moved by the pagination bar; append: pages 1 to `page` one below the other (seed 002 §2.4). */
  paging?: 'pages' | 'append';
  /** Appending paging: the exact total once a page said it (undefined while unknown or capped). */
  exactTotal?: number;
  /** Appending paging: the user scrolled the grid to its last row (a next-page load). */
  onReachEnd?: () => void;
  /** What a row click does: open the row (default), or select it alone (its transitions load in the bulk bar). */
  rowClick?: 'open' | 'transitions';
}

/** Appending paging: the grid grows to the rows of pages 1 to N (never shrinks: a new search starts a new datasource). */
function growTo(api: GridApi<Rec>, limit: number, exactTotal: number | undefined) {
  const target = exactTotal === undefined ? limit : Math.min(limit, exactTotal);
  if (api.getDisplayedRowCount() < target) api.setRowCount(target, exactTotal !== undefined);
}

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 44;

/**
 * The table view: ag-grid community with the Infinite Row Model (server paging), one block per page,
 * our own pagination bar driving it; header sorts cycle ascending, descending, off.
 */
export function GridView(props: GridViewProps) {
  const { columns, sort, defaultSort, pageSize, page, onOpen, onRowOpen, extraColumns, selectable, exactTotal } = props;
  const append = props.paging === 'append';
  const rowLimit = append ? page * pageSize : undefined;
  // a click (or Enter) on a row: select it alone when its transitions are what a click loads, else open it
  const rowAct = (node: IRowNode<Rec>) => (props.rowClick === 'transitions' && selectable && !node.rowPinned ? node.setSelected(true, true) : node.data && onRowOpen(node.data));
  const apiRef = useRef<GridApi<Rec> | null>(null);
  const { token } = theme.useToken();
  const t = useT();
  const locale = useUserLocale();
  const gridTheme = useMemo(
    () =>
      themeQuartz.withParams({
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        accentColor: token.colorPrimary,
        rowHeight: ROW_HEIGHT,
        headerHeight: HEADER_HEIGHT,
        wrapperBorderRadius: token.borderRadiusLG,
        // the colours of the UI kit's theme, so the grid follows the light or dark colour scheme
        backgroundColor: token.colorBgContainer,
        foregroundColor: token.colorText,
        borderColor: token.colorBorderSecondary,
        chromeBackgroundColor: token.colorFillAlter,
      }),
    [token],
  );
  const bodyRows = Math.max(1, props.rowsOnPage) + (props.pinnedTop?.length ?? 0) + (props.pinnedBottom?.length ?? 0);
  const height = `min(${HEADER_HEIGHT + bodyRows * ROW_HEIGHT + 4}px, calc(100vh - 240px))`;
  const gridSortable = useMemo(() => sortableColumnIds(columns), [columns]);
  const offGridSort = sortModelOf(sort).filter((s) => !gridSortable.has(s.colId));
  const fallbackSort = offGridSort.length ? sort : defaultSort;
  const datasource = useGridDatasource({ ...props, fallbackSort, rowLimit });
  const money = useMoneyFormat();
  const cellMoney = useMemo(() => ({ currency: money.currency, display: money.display }), [money.currency, money.display]);
  // the grid's own words (its loading overlay and the screen reader's announcements) in the user's language
  const gridTexts = useMemo(() => ({ loadingOoo: t('Loading...'), noRowsToShow: t('No data') }), [t]);
  const colDefs = useMemo(() => [...columns.map((c) => toColDef(c, onOpen, t, locale, props.entityName, cellMoney)), ...(extraColumns ?? [])], [columns, onOpen, t, locale, extraColumns, props.entityName, cellMoney]);
  const selection = useMemo<RowSelectionOptions<Rec> | undefined>(
    () => (selectable ? { mode: 'multiRow', checkboxes: true, headerCheckbox: false, enableClickSelection: false } : undefined),
    [selectable],
  );

  useEffect(() => {
    const api = apiRef.current;
    const wanted = offGridSort.length ? '' : sort;
    if (api && gridSortOf(api) !== wanted) api.applyColumnState({ state: sortModelOf(wanted), defaultState: { sort: null } });
  }, [sort, offGridSort.length]);

  useEffect(() => {
    if (!apiRef.current) return;
    if (rowLimit === undefined) showPage(apiRef.current, page, pageSize);
    else growTo(apiRef.current, rowLimit, exactTotal);
  }, [page, pageSize, datasource, rowLimit, exactTotal]);

  return (
    <div style={{ height, minHeight: HEADER_HEIGHT + 3 * ROW_HEIGHT }} data-testid="list-grid">
      <AgGridReact<Rec>
        theme={gridTheme}
        rowModelType="infinite"
        datasource={datasource}
        columnDefs={colDefs}
        cacheBlockSize={pageSize}
        // appending: every row shown is rendered and kept (pages 1 to N, no block dropped and asked again)
        maxBlocksInCache={append ? undefined : 10}
        suppressRowVirtualisation={append}
        pagination={!append}
        paginationPageSize={pageSize}
        suppressPaginationPanel
        // a cell's tooltip (its whole text) only when the text is cut (renderers/table/columnDefs.ts)
        tooltipShowMode="whenTruncated"
        tooltipShowDelay={400}
        rowSelection={selection}
        getRowId={(p) => String(p.data._id ?? p.data.registration)}
        pinnedTopRowData={props.pinnedTop}
        pinnedBottomRowData={props.pinnedBottom}
        initialState={sort && !offGridSort.length ? { sort: { sortModel: sortModelOf(sort) } } : undefined}
        onGridReady={(e) => {
          apiRef.current = e.api;
          if (!append) showPage(e.api, page, pageSize);
        }}
        onSortChanged={(e) => {
          const value = gridSortOf(e.api);
          if (e.source === 'uiColumnSorted' && value !== sort) props.onSortChange(value);
        }}
        onPaginationChanged={(e) => props.onPageRows && pageRowsOf(e.api) && props.onPageRows(pageRowsOf(e.api)!)}
        onSelectionChanged={(e) => props.onSelectionChange?.(e.api.getSelectedRows())}
        onRowClicked={(e) => {
          // Clicks on a checkbox, a link or an action button are theirs, not the row's.
          const target = e.event?.target as Element | null | undefined;
          if (!e.data || e.data.__totals || target?.closest?.('.ag-selection-checkbox, a, button, [data-testid="row-actions"]')) return;
          rowAct(e.node);
        }}
        onCellKeyDown={(e) => {
          // the keyboard's row click: Enter on a row's cell follows the cell's link when it has one, else opens the row
          const event = e.event as KeyboardEvent | null | undefined;
          if (event?.key !== 'Enter' || !e.data || e.data.__totals) return;
          const cell = event.target as Element | null;
          if (cell?.closest?.('.ag-selection-checkbox, button, [data-testid="row-actions"]')) return;
          const link = cell?.closest?.('a[href]') ?? cell?.querySelector?.('a[href]');
          if (link instanceof HTMLAnchorElement) link.click();
          else rowAct(e.node);
        }}
        onBodyScrollEnd={(e) => {
          // scrolled down to the last row shown: the next page is appended
          const last = e.api.getLastDisplayedRowIndex();
          if (append && e.direction === 'vertical' && last >= e.api.getDisplayedRowCount() - 1 && e.api.getDisplayedRowAtIndex(last)?.data) props.onReachEnd?.();
        }}
        rowStyle={{ cursor: 'pointer' }}
        overlayNoRowsTemplate={t('No data')}
        localeText={gridTexts}
      />
    </div>
  );
}
