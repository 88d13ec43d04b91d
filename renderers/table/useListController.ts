import { useCallback, useMemo, useState } from 'react';
import type { ListDefinition } from '../../schemas/generated/meta.ts';
import { foundOnHiddenFields } from '../../engine/lists/hiddenMatch.ts';
import { listIncludes } from '../../engine/lists/listIncludes.ts';
import { advancedSearchInModal, definitionPageSize } from '../../engine/lists/listDefaults.ts';
import { listQueryOf } from '../../engine/lists/listUrlState.ts';
import { clampPage, pageCount } from '../../engine/lists/pagination.ts';
import { decodeSearch } from '../../engine/lists/searchEncoding.ts';
import { orderedColumns } from '../../engine/lists/tableConfig.ts';
import { usePreferences } from './usePreferences.ts';
import { useListUrl, type UrlQueryChange } from './useListUrl.ts';
import { useTableConfig } from './useTableConfig.ts';
import type { LoadedPage } from './useGridDatasource.ts';

type Rec = Record<string, unknown>;

export interface PageInfo {
  total: number;
  totalIsLowerBound: boolean;
  /** The server's estimate of the total when it capped the count. */
  totalEstimate?: number;
  records: Rec[];
  loaded: boolean;
}

/**
 * The state of a list page without its views: URL state (search, filters, sort, page), preferences
 * and table configuration, columns in configured order, the list query, reload, and what the last
 * page load said (rows count, 'found on fields not displayed', page reset when beyond the last).
 */
export function useListController(definition: ListDefinition, urlQuery: Record<string, string>, onUrlQueryChange: UrlQueryChange, username?: string) {
  const url = useListUrl(urlQuery, onUrlQueryChange);
  const { state, update } = url;
  const prefs = usePreferences(username);
  const allColumns = useMemo(() => definition.columns ?? [], [definition.columns]);
  const defaultPageSize = definitionPageSize(definition);
  const table = useTableConfig(definition.route, allColumns, defaultPageSize, advancedSearchInModal(definition), prefs);
  const columns = useMemo(() => orderedColumns(allColumns, table.config), [allColumns, table.config]);
  const visible = useMemo(() => columns.filter((c) => !c.hidden), [columns]);
  const fields = useMemo(() => definition.searchFields ?? [], [definition.searchFields]);
  const values = useMemo(() => decodeSearch(fields, state.filters), [fields, state.filters]);
  const include = useMemo(() => listIncludes(definition.include, visible).join(','), [definition.include, visible]);
  const fixed = useMemo(() => ({ ...definition.defaultQuery, ...(include ? { include } : {}) }), [definition.defaultQuery, include]);
  const query = useMemo(() => listQueryOf({ ...state, sort: '' }, fixed), [state, fixed]);
  const defaultSort = (definition.sort ?? []).join(',');
  const [reloadToken, setReloadToken] = useState(0);
  const reload = useCallback(() => setReloadToken((n) => n + 1), []);
  const [info, setInfo] = useState<PageInfo>({ total: 0, totalIsLowerBound: false, records: [], loaded: false });

  const onLoaded = useCallback(
    ({ page, startRow }: LoadedPage) => {
      const total = page.total ?? startRow + page.records.length;
      setInfo({ total, totalIsLowerBound: Boolean(page.totalIsLowerBound), totalEstimate: page.totalEstimate, records: page.records, loaded: true });
      if (!page.totalIsLowerBound && clampPage(state.page, pageCount(total, table.config.pageSize)) !== state.page) update({ page: 1 });
    },
    [state.page, table.config.pageSize, update],
  );

  const onPageRows = useCallback((records: Rec[]) => setInfo((i) => (i.records === records ? i : { ...i, records })), []);

  return {
    url,
    prefs,
    table,
    columns,
    visible,
    fields,
    values,
    query,
    sort: state.sort,
    defaultSort,
    reloadToken,
    reload,
    info,
    onLoaded,
    onPageRows,
    hiddenMatch: foundOnHiddenFields(info.records, visible, state.filter),
  };
}
