// The paint benchmark page: the real GridView of the list pages fed by an in-memory data provider
// (50 rows x 30 columns); it records when the data is handed to the grid and when the rows are painted.
import { createRoot } from 'react-dom/client';
import { App as AntApp } from 'antd';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import type { DataProvider } from '../../engine/data/DataProvider.ts';
import { createDefaultRegistry } from '../../engine/registry/defaultRegistry.ts';
import { EngineContext } from '../../renderers/context/EngineContext.ts';
import { GridView } from '../../renderers/table/GridView.tsx';

const ROWS = 50;
const COLS = 30;
const types: ColumnDefinition['type'][] = [undefined, 'currency', 'date', 'percentage', undefined];
const columns: ColumnDefinition[] = Array.from({ length: COLS }, (_, c) => ({ name: `f${c}`, title: `Field ${c}`, type: types[c % types.length], currency: 'EUR', width: 110, badge: c === 1 }));
const rows = Array.from({ length: ROWS }, (_, r) =>
  Object.fromEntries([['registration', `REG${r}`], ...columns.map((col, c) => [col.name, col.type === 'date' ? '2024-05-06' : col.type ? r * 10.5 + c : `text ${r}.${c}`])]),
);

const marks: { dataAt?: number; paintedAt?: number } = {};
(window as unknown as { benchMarks: typeof marks }).benchMarks = marks;

const data: DataProvider = {
  getList: async ({ offset, size }) => {
    await new Promise((r) => setTimeout(r, 50));
    marks.dataAt = performance.now();
    return { records: rows.slice(offset, offset + size), offset, size, continues: false, total: ROWS };
  },
  getOne: async () => ({}),
  create: async (p) => p.data,
  update: async (p) => p.data,
  delete: async () => undefined,
  custom: async <T,>() => [] as T,
};

function painted(): boolean {
  const shown = document.querySelectorAll('.ag-center-cols-container .ag-row');
  return shown.length > 0 && [...shown].every((row) => row.querySelector('.ag-cell')?.textContent);
}

const watch = () => {
  if (marks.dataAt !== undefined && painted()) {
    requestAnimationFrame(() => requestAnimationFrame(() => (marks.paintedAt = performance.now())));
    return;
  }
  requestAnimationFrame(watch);
};
requestAnimationFrame(watch);

const env = { registry: createDefaultRegistry(), shapes: [], data, notify: () => {}, navigate: () => {}, t: (k: string) => k };
createRoot(document.getElementById('root')!).render(
  <AntApp>
    <EngineContext.Provider value={env}>
      <GridView
        entityName="Invoice" columns={columns} query={{}} sort="" defaultSort="" onSortChange={() => {}} pageSize={ROWS} page={1}
        reloadToken={0} onLoaded={() => {}} onFailed={() => {}} onOpen={() => {}} onRowOpen={() => {}} rowsOnPage={ROWS}
      />
    </EngineContext.Provider>
  </AntApp>,
);
