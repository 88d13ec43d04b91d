// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { IGetRowsParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import type { LoadedPage } from '../../../renderers/table/useGridDatasource.ts';
import { useGridDatasource } from '../../../renderers/table/useGridDatasource.ts';
import { fakeEnv, withEnv } from './testEnv.tsx';

const rows = Array.from({ length: 45 }, (_, i) => ({ registration: `P${String(i).padStart(3, '0')}`, status: i % 3 ? 'ACTIVE' : 'BLOCKED' }));

/** Asks one block of the grid and answers what the grid is told: the rows and the last row. */
function block(getRows: (p: IGetRowsParams) => void, startRow: number, sort: { colId: string; sort: 'asc' | 'desc' }[] = []) {
  return new Promise<{ rows: unknown[]; last: number | undefined }>((resolve, reject) =>
    getRows({ startRow, endRow: startRow + 20, sortModel: sort, filterModel: {}, context: undefined, successCallback: (r, last) => resolve({ rows: r, last }), failCallback: reject }),
  );
}

describe('useGridDatasource', () => {
  it('counts on the first block only: the next ones (any sort) ask count=false and keep the known total', async () => {
    const fake = fakeEnv(rows);
    const loaded: LoadedPage[] = [];
    const { result } = renderHook(() => useGridDatasource({ entityName: 'Person', query: { status: 'ACTIVE' }, fallbackSort: 'registration', reloadToken: 0, onLoaded: (p) => loaded.push(p), onFailed: () => undefined }), {
      wrapper: ({ children }) => withEnv(fake.env, children),
    });
    const getRows = result.current.getRows.bind(result.current);
    expect(await block(getRows, 0)).toMatchObject({ last: 30 });
    expect(fake.lists[0].query).toEqual({ status: 'ACTIVE', sort: 'registration' });
    const second = await block(getRows, 20);
    expect(second.rows).toHaveLength(10);
    expect(second.last).toBe(30);
    expect(fake.lists[1].query).toEqual({ status: 'ACTIVE', sort: 'registration', count: 'false' });
    // the page shown says the total although the server did not count it
    expect(loaded[1].page.total).toBe(30);
    await block(getRows, 0, [{ colId: 'registration', sort: 'desc' }]);
    expect(fake.lists[2].query).toEqual({ status: 'ACTIVE', sort: '-registration', count: 'false' });
  });

  it('counts again for a new query or a reload', async () => {
    const fake = fakeEnv(rows);
    const options = { entityName: 'Person', query: { status: 'ACTIVE' }, fallbackSort: 'registration', reloadToken: 0, onLoaded: () => undefined, onFailed: () => undefined };
    const { result, rerender } = renderHook((o: typeof options) => useGridDatasource(o), { initialProps: options, wrapper: ({ children }) => withEnv(fake.env, children) });
    await block(result.current.getRows.bind(result.current), 0);
    rerender({ ...options, reloadToken: 1 });
    expect(await block(result.current.getRows.bind(result.current), 20)).toMatchObject({ last: 30 });
    expect(fake.lists[1].query).not.toHaveProperty('count');
    rerender({ ...options, reloadToken: 1, query: { status: 'BLOCKED' } });
    expect(await block(result.current.getRows.bind(result.current), 0)).toMatchObject({ last: 15 });
    expect(fake.lists[2].query).toEqual({ status: 'BLOCKED', sort: 'registration' });
  });
});
