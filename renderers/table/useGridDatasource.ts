import { useMemo, useRef } from 'react';
import type { IDatasource } from 'ag-grid-community';
import type { ListPage } from '../../engine/data/DataProvider.ts';
import { limitBlock } from '../../engine/lists/appendPaging.ts';
import { sortValueOf } from '../../engine/lists/sortCycle.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from '../pages/errorText.ts';

export interface LoadedPage {
  page: ListPage;
  startRow: number;
}

interface DatasourceOptions {
  entityName: string;
  /** Filters and free text, without sort or paging. */
  query: Record<string, string>;
  /** Sort used when the grid has none of its own (selector on a non-column field, or the default). */
  fallbackSort: string;
  reloadToken: number;
  /** Appending paging: the grid holds at most this many rows (pages 1 to N), read at each block. */
  rowLimit?: number;
  onLoaded: (loaded: LoadedPage) => void;
  onFailed: (message: string) => void;
}

/**
 * The Infinite Row Model datasource: each block is one `range` call of the list; the grid's sort
 * (header clicks, cycling asc/desc/off) wins over the fallback sort. A new query, fallback sort or
 * reload token gives a new datasource, so the grid starts again from the first page. Once a block
 * has given the exact total, the next blocks (any sort) ask for no count (`count=false`):
 * the server reads the page only, and the total already known is used. With a row limit (appending
 * paging) the grid's row count stops at the rows shown, the next ones coming with a larger limit.
 */
export function useGridDatasource(options: DatasourceOptions): IDatasource {
  const { data } = useEngine();
  const { entityName, query, fallbackSort, reloadToken } = options;
  const latest = useRef(options);
  latest.current = options;
  const queryKey = JSON.stringify(query);
  return useMemo<IDatasource>(() => {
    // the exact total of this query (a sort changes the order, not the total)
    let known: number | undefined;
    return {
      getRows: (params) => {
        const { onLoaded, onFailed, rowLimit } = latest.current;
        const sort = sortValueOf(params.sortModel) || fallbackSort;
        const size = params.endRow - params.startRow;
        const total = known;
        const query: Record<string, string> = {
          ...JSON.parse(queryKey),
          ...(sort ? { sort } : {}),
          ...(total === undefined ? {} : { count: 'false' }),
        };
        data
          .getList({ entityName, offset: params.startRow, size, query })
          .then((answered) => {
            const page = total === undefined ? answered : { ...answered, total, totalIsLowerBound: false };
            const exact = page.total !== undefined && !page.totalIsLowerBound;
            if (exact) known = page.total;
            if (rowLimit !== undefined) {
              const block = limitBlock(page.records, params.startRow, rowLimit, exact ? page.total : undefined, page.continues);
              params.successCallback(block.rows, block.lastRow);
            } else {
              const last = exact ? page.total! : page.continues ? -1 : params.startRow + page.records.length;
              params.successCallback(page.records, last);
            }
            onLoaded({ page, startRow: params.startRow });
          })
          .catch((err: unknown) => {
            params.failCallback();
            onFailed(errorText(err));
          });
      },
    };
  }, [data, entityName, queryKey, fallbackSort, reloadToken]);
}
