import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, Empty } from 'antd';
import type { ListDefinition, PageActionDefinition } from '../../schemas/generated/meta.ts';
import type { FileTransfer } from '../../engine/lists/FileTransfer.ts';
import { withVisibleColumns } from '../../engine/lists/columnAccess.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { fillLink } from '../../engine/lists/fillLink.ts';
import { columnTotals } from '../../engine/lists/formatCell.ts';
import { sortOptionsOf } from '../../engine/lists/listDefaults.ts';
import { appendedRowCount, hasMoreRows } from '../../engine/lists/appendPaging.ts';
import { resolveRowActions, type ResolvedRowAction } from '../../engine/lists/rowActions.ts';
import { deletableStatusesOf } from '../../engine/registry/deletableStatuses.ts';
import { encodeSearch } from '../../engine/lists/searchEncoding.ts';
import { valueAt } from '../../engine/lists/valueAt.ts';
import { useEngine } from '../context/EngineContext.ts';
import { AdvancedSearch } from '../search/AdvancedSearch.tsx';
import { actionsColumn } from '../table/actionsColumn.ts';
import { AppendBar } from '../table/AppendBar.tsx';
import { BulkBar } from '../table/BulkBar.tsx';
import { ExpandedRows } from '../table/ExpandedRows.tsx';
import { ExportProgress } from '../table/ExportProgress.tsx';
import { FilterBadges } from '../table/FilterBadges.tsx';
import { GridView } from '../table/GridView.tsx';
import { KanbanView } from '../table/KanbanView.tsx';
import { KpiStrip } from '../table/KpiStrip.tsx';
import { ListPanels } from '../table/listPanels.tsx';
import { ListToolbar } from '../table/ListToolbar.tsx';
import { useActionFlow } from '../table/useActionFlow.tsx';
import { PaginationBar } from '../table/PaginationBar.tsx';
import { SearchRow, type ListView } from '../table/SearchRow.tsx';
import { SideViewDrawer } from '../table/SideViewDrawer.tsx';
import { TableConfigPanel } from '../table/TableConfigPanel.tsx';
import { useListController } from '../table/useListController.ts';
import type { UrlQueryChange } from '../table/useListUrl.ts';
import { useListClipboard } from '../table/useListClipboard.ts';
import { useListExport } from '../table/useListExport.ts';
import { usePinnedRows } from '../table/usePinnedRows.ts';
import { useRowAction } from '../table/useRowAction.ts';
import { useSavedSearches } from '../table/useSavedSearches.ts';
import { useShortcut } from '../table/useShortcut.ts';
import { preloadCardPage } from '../cards/page/preloadCardPage.ts';
import { bundledSchema } from '../hooks/bundledSchema.ts';
import { withWorkflowStatusList } from '../../engine/workflow/workflowStatusList.ts';

type Rec = Record<string, unknown>;

export interface GenericListPageProps {
  /** The list definition with the page configuration applied. */
  definition: ListDefinition;
  /** The URL query of the page, and how to rewrite it (search, filters, sort and page live there). */
  urlQuery: Record<string, string>;
  /** A change of page alone asks `replace` (seed 001 §2: the page lives in the URL, without a history entry per page). */
  onUrlQueryChange: UrlQueryChange;
  /** The signed-in user, owner of the preferences (table configuration, saved searches, pins). */
  username?: string;
  /** Downloads (Excel export, row actions with download). */
  files?: FileTransfer;
}

/**
 * Every list page (seed 001 §2 "Generic data table", seed 002 §2.1-2.5): KPI strip, search row with
 * autocomplete, advanced search with saved searches, server-paged table or kanban, row actions,
 * pinned rows, bulk selection, table configuration, Excel export of all matching rows.
 */
export function GenericListPage({ definition: given, urlQuery, onUrlQueryChange, username, files }: GenericListPageProps) {
  const { data, navigate, notify, registry, shapes, t, user } = useEngine();
  // a status column without a lookup list reads the entity's status list (its workflow's labels), never the codes
  const statusList = registry.has(given.entity) ? registry.get(given.entity).statusList : undefined;
  const privileges = user?.privileges;
  const definition = useMemo(() => withWorkflowStatusList(withVisibleColumns(given, privileges), statusList), [given, privileges, statusList]);
  const c = useListController(definition, urlQuery, onUrlQueryChange, username);
  const { state, update } = c.url;
  const { config } = c.table;
  const info = registry.get(definition.entity);
  const readOnly = definition.pageConfig?.readOnly === true;
  const [advancedOpen, setAdvancedOpen] = useState<boolean>();
  const [configOpen, setConfigOpen] = useState(false);
  const [view, setView] = useState<ListView>('table');
  const [sidePath, setSidePath] = useState<string>();
  const [selected, setSelected] = useState<Rec[]>([]);
  const [expanded, setExpanded] = useState<Rec[]>([]);
  const saved = useSavedSearches(definition.route, c.prefs);
  const pinned = usePinnedRows(definition.entity, definition.pinnedRows === true, c.prefs, c.reloadToken);
  const exporter = useListExport(definition.entity, definition.title ?? definition.entity, files);
  const showAdvanced = advancedOpen ?? (c.prefs.loaded && config.displaySearchFiltersOnLoad);
  const sortOptions = useMemo(() => sortOptionsOf(definition, (item) => t(fieldLabel(item))), [definition, t]);

  const open = useCallback((path: string) => (config.sideView ? setSidePath(path) : navigate(path)), [config.sideView, navigate]);
  const openRow = useCallback(
    (row: Rec) => {
      const link = c.columns.find((col) => col.name === info.keyField && col.linkTo)?.linkTo;
      const key = String(row[info.keyField] ?? row.registration);
      const own = registry.clientRoute(info.name, key);
      const path = (link && fillLink(link, row)) || own;
      // the row's own card page: its record, workflow and layout script are asked now, while this page is taken down
      if (path === own) preloadCardPage(data, info.name, key, { schema: bundledSchema(info.schema, shapes), locale: user?.locale, statusList: info.statusList });
      open(path);
    },
    [c.columns, info, open, registry, data, shapes, user?.locale],
  );
  const runAction = useRowAction(open, c.reload, files);
  const flow = useActionFlow(runAction, c.reload);
  const rowActions = useMemo(
    () => resolveRowActions(definition.rowActions, { detailRoute: info.route, keyField: info.keyField, apiPath: info.apiPath, readOnly, deletableStatuses: deletableStatusesOf(info) }),
    [definition.rowActions, info, readOnly],
  );
  const expandedKeys = new Set(expanded.map((r) => r.registration));
  const extra = actionsColumn({
    actions: rowActions,
    run: (a: ResolvedRowAction, row: Rec) => flow.trigger(a, row),
    isPinned: pinned.isPinned,
    onTogglePin: definition.pinnedRows ? (row) => void pinned.toggle(row) : undefined,
    isExpanded: (row) => expandedKeys.has(row.registration),
    onToggleExpand: definition.expandable || definition.childRows ? (row) => setExpanded((e) => (expandedKeys.has(row.registration) ? e.filter((r) => r.registration !== row.registration) : [...e, row])) : undefined,
  });
  // appending paging (seed 002 §2.4): pages 1 to N shown, a next-page load adds page N+1 (the rows and their expansions stay)
  const append = definition.paging === 'append';
  const shown = appendedRowCount(state.page, config.pageSize, c.info.loaded ? c.info : undefined);
  const loadMore = () => {
    if (c.info.loaded && hasMoreRows(shown, c.info)) update({ page: state.page + 1 });
  };
  const totals = columnTotals(c.info.records, c.visible, valueAt);
  const sortQuery = state.sort || c.defaultSort;
  const exportAll = () => void exporter.run(c.visible, { ...c.query, ...(sortQuery ? { sort: sortQuery } : {}) });
  const search = (changes: Parameters<typeof update>[0]) => {
    setExpanded([]);
    update(changes);
  };
  const clipboard = useListClipboard(definition.entity, selected, { ...c.query, ...(sortQuery ? { sort: sortQuery } : {}) }, c.reload);
  const pageAction = (a: PageActionDefinition) => {
    if (a.action) flow.trigger({ ...a.action, name: a.name, label: a.action.label ?? a.label }, {});
    else if (a.name === 'copy' || a.name === 'paste') void clipboard[a.name]();
  };
  const statusColumn = c.columns.find((col) => col.name === 'status');
  const kanbanField = definition.kanbanField ?? 'status';
  const kpiField = definition.kpiField ?? 'status';
  const kpiColumn = c.columns.find((col) => col.name === kpiField);

  useShortcut('alt+KeyQ', () => setAdvancedOpen(!showAdvanced));
  useShortcut('alt+KeyR', c.reload);

  return (
    <Card>
      {flow.modals}
      <ListToolbar title={definition.title ?? definition.entity} addLink={definition.noAdd ? undefined : (definition.addLink ?? info.route)} actions={definition.actions ?? []} onNavigate={navigate} onAction={pageAction} />
      {definition.kpi && (
        <KpiStrip name={definition.kpi} entityName={definition.entity} field={kpiField} statusList={kpiColumn?.select} query={c.query} active={state.filters[kpiField]} reloadToken={c.reloadToken} onSelect={(s) => search({ filters: { ...state.filters, [kpiField]: s ?? '' } })} />
      )}
      {definition.panels && <ListPanels names={definition.panels} />}
      <SearchRow
        entityName={definition.entity}
        filter={state.filter}
        autocompleteQuery={c.query}
        onFilterChange={(filter) => search({ filter })}
        activeFilters={Object.keys(c.values).length}
        onToggleAdvanced={() => setAdvancedOpen(!showAdvanced)}
        onOpenConfig={() => setConfigOpen(true)}
        view={view}
        onViewChange={statusColumn || definition.kanbanField ? setView : undefined}
        onExport={exportAll}
        exporting={exporter.exporting}
        onReload={c.reload}
      />
      <AdvancedSearch
        open={showAdvanced}
        inModal={config.advancedSearchInModal}
        fields={c.fields}
        values={c.values}
        sort={state.sort}
        sortOptions={sortOptions}
        saved={saved.items}
        onClose={() => setAdvancedOpen(false)}
        onSearch={(values, sort) => {
          search({ filters: encodeSearch(c.fields, values), sort });
          if (config.advancedSearchInModal) setAdvancedOpen(false);
        }}
        onSave={saved.save}
        onDelete={(id) => void saved.remove(id)}
      />
      <FilterBadges fields={c.fields} values={c.values} sort={state.sort} onRemove={(name) => search({ filters: { ...state.filters, [name]: '' } })} onRemoveSort={() => search({ sort: '' })} sortOptions={sortOptions} />
      <ExportProgress progress={exporter.progress} />
      {c.hiddenMatch && <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t('The search has found results on fields not displayed')} data-testid="hidden-match" />}
      <BulkBar entityName={definition.entity} selected={selected} withTransitions={definition.bulkTransitions === true} onClear={() => setSelected([])} onDone={(regs) => { setSelected([]); update({ filter: '', filters: { registration: regs.join(',') } }); }} />
      {view === 'kanban' ? (
        <KanbanView entityName={definition.entity} query={{ ...c.query, ...(sortQuery ? { sort: sortQuery } : {}) }} field={kanbanField} statusList={kanbanField === 'status' ? statusColumn?.select : undefined} columns={c.visible} pageSize={config.pageSize} reloadToken={c.reloadToken} onRowOpen={openRow} />
      ) : (
        <>
          <GridView
            key={config.pageSize}
            entityName={definition.entity}
            columns={c.columns}
            query={c.query}
            sort={state.sort}
            defaultSort={c.defaultSort}
            onSortChange={(sort) => search({ sort })}
            pageSize={config.pageSize}
            page={state.page}
            reloadToken={c.reloadToken}
            onLoaded={c.onLoaded}
            onPageRows={c.onPageRows}
            onFailed={(message) => notify('error', message)}
            onOpen={open}
            onRowOpen={openRow}
            extraColumns={extra ? [extra] : undefined}
            pinnedTop={pinned.rows}
            pinnedBottom={totals ? [totals] : undefined}
            selectable={definition.bulkTransitions === true && !readOnly}
            onSelectionChange={setSelected}
            rowsOnPage={append ? shown : c.info.loaded ? Math.min(config.pageSize, Math.max(0, c.info.total - (state.page - 1) * config.pageSize)) : config.pageSize}
            paging={definition.paging}
            exactTotal={c.info.loaded && !c.info.totalIsLowerBound ? c.info.total : undefined}
            onReachEnd={loadMore}
            rowClick={definition.rowClick}
          />
          {c.info.loaded && c.info.total === 0 && <Empty description={t('No data')} data-testid="no-data" />}
          {append ? (
            <AppendBar shown={shown} loaded={c.info.loaded} total={c.info.total} totalIsLowerBound={c.info.totalIsLowerBound} totalEstimate={c.info.totalEstimate} onLoadMore={loadMore} />
          ) : (
            <PaginationBar page={state.page} pageSize={config.pageSize} total={c.info.total} totalIsLowerBound={c.info.totalIsLowerBound} totalEstimate={c.info.totalEstimate} onPageChange={(page) => { setExpanded([]); update({ page }); }} />
          )}
          <ExpandedRows rows={expanded} columns={c.visible} childRows={definition.childRows} />
        </>
      )}
      <TableConfigPanel open={configOpen} columns={c.columns} config={config} defaultPageSize={c.table.defaults.pageSize} saving={c.table.saving} onChange={c.table.setConfig} onSave={() => void c.table.save()} onReset={() => void c.table.reset()} onClose={() => setConfigOpen(false)} />
      <SideViewDrawer path={sidePath} readOnly={readOnly} onClose={() => setSidePath(undefined)} />
    </Card>
  );
}
