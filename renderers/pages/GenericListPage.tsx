import { useCallback, useMemo, useRef } from 'react';
import { AgGridReact } from 'ag-grid-react';
import {
  AllCommunityModule,
  ModuleRegistry,
  type ColDef,
  type GridApi,
  type IDatasource,
  type RowClickedEvent,
} from 'ag-grid-community';
import { Button, Card, Input, Space, Tag } from 'antd';
import { fillLink, valueAt, type ListColumn } from '../../engine/lists/columns.ts';
import { useEngine } from '../context/EngineContext.ts';
import { errorText } from './errorText.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

type Rec = Record<string, unknown>;

export interface GenericListPageProps {
  entityName: string;
  title: string;
  columns: ListColumn[];
  pageSize?: number;
  /** Free-text search, kept in the URL by the app. */
  search?: string;
  onSearchChange?: (search: string) => void;
  noAdd?: boolean;
}

function toColDef(column: ListColumn): ColDef<Rec> {
  return {
    colId: column.name,
    headerName: column.title ?? column.name,
    hide: column.hidden,
    sortable: column.sortable ?? false,
    width: column.width,
    flex: column.width ? undefined : 1,
    valueGetter: (p) => (p.data ? valueAt(p.data, column.name) : undefined),
    cellRenderer: column.badge
      ? (p: { value: unknown }) => (p.value ? <Tag>{String(p.value)}</Tag> : null)
      : undefined,
  };
}

/** Every list page: a server-paged table (ag-grid infinite row model) fed by a list definition. */
export function GenericListPage(props: GenericListPageProps) {
  const { entityName, title, columns, pageSize = 20, search, onSearchChange, noAdd } = props;
  const { data, navigate, notify, registry } = useEngine();
  const apiRef = useRef<GridApi<Rec> | null>(null);
  const colDefs = useMemo(() => columns.map(toColDef), [columns]);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params) => {
        const sort = params.sortModel.map((s) => `${s.sort === 'desc' ? '-' : ''}${s.colId}`).join(',');
        data
          .getList({ entityName, offset: params.startRow, size: params.endRow - params.startRow, query: { search, sort: sort || undefined } })
          .then((page) => params.successCallback(page.records, page.continues ? -1 : page.offset + page.records.length))
          .catch((err) => {
            notify('error', errorText(err));
            params.failCallback();
          });
      },
    }),
    [data, entityName, notify, search],
  );

  const open = useCallback(
    (e: RowClickedEvent<Rec>) => {
      if (!e.data) return;
      const link = columns.find((c) => c.linkTo && c.name === 'registration')?.linkTo;
      navigate((link && fillLink(link, e.data)) ?? registry.clientRoute(entityName, String(e.data.registration)));
    },
    [columns, entityName, navigate, registry],
  );

  return (
    <Card
      title={title}
      extra={
        <Space>
          <Input.Search
            allowClear
            placeholder="Search"
            defaultValue={search}
            onSearch={(v) => onSearchChange?.(v)}
            data-testid="list-search"
            style={{ width: 260 }}
          />
          <Button onClick={() => apiRef.current?.purgeInfiniteCache()}>Reload</Button>
          {!noAdd && (
            <Button type="primary" onClick={() => navigate(registry.clientRoute(entityName))} data-testid="list-add">
              Add
            </Button>
          )}
        </Space>
      }
    >
      <div style={{ height: 'calc(100vh - 220px)', minHeight: 360 }} data-testid="list-grid">
        <AgGridReact<Rec>
          key={search ?? ''}
          rowModelType="infinite"
          datasource={datasource}
          columnDefs={colDefs}
          cacheBlockSize={pageSize}
          pagination
          paginationPageSize={pageSize}
          paginationPageSizeSelector={[5, 10, 20, 25, 50, 100]}
          onGridReady={(e) => (apiRef.current = e.api)}
          onRowClicked={open}
          rowStyle={{ cursor: 'pointer' }}
          overlayNoRowsTemplate="No data"
        />
      </div>
    </Card>
  );
}
