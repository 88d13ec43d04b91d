import { Button, Space, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { LocaleSettings } from '../../engine/format/index.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import type { NumbersTable } from '../../schemas/generated/shapes.ts';
import { useT } from '../context/useT.ts';
import { NumbersTableCell } from './NumbersTableCell.tsx';
import { clipboardGrid, pasteGrid, type CellFormat, type NumbersColumn } from './numbersTableValues.ts';

type Cell = number | null;
type Row = { key: number; cells: Cell[] };

/**
 * The numbers table editor (seed 002 §2.7) for rates, coefficients and cost tables: one input per
 * cell, rows added or removed, columns added; pasting lines and tabs from a spreadsheet fills the
 * table from the cell pasted into (NULL -> empty, numbers coerced per column format).
 */
export function NumbersTableEditor(props: { value: NumbersTable; defaultFormat: CellFormat; locale: LocaleSettings; readOnly: boolean; onChange: (value: NumbersTable) => void }) {
  const { value, defaultFormat, locale, readOnly, onChange } = props;
  const t = useT();
  const columns: NumbersColumn[] = (value.columns?.length ? value.columns : [{ name: 'value' }]).map((c) => ({ ...c, format: c.format ?? defaultFormat }));
  const rows = (value.rows ?? []).map((r) => columns.map((_c, i) => r[i] ?? null));
  const store = (next: Cell[][], nextColumns: NumbersColumn[] = columns) => onChange({ ...value, columns: nextColumns, rows: next });
  const setCell = (r: number, c: number, cell: Cell) => store(rows.map((row, i) => (i === r ? row.map((old, j) => (j === c ? cell : old)) : row)));
  const tableColumns = [
    ...columns.map((column, c) => ({
      key: column.name,
      title: column.title ?? column.name,
      render: (_v: unknown, row: Row) => (
        <NumbersTableCell value={row.cells[c]} column={column} locale={locale} readOnly={readOnly} label={`${column.title ?? column.name} ${row.key + 1}`}
          onChange={(cell) => setCell(row.key, c, cell)} onPasteGrid={(text) => store(pasteGrid(rows, { row: row.key, col: c }, clipboardGrid(text), columns, locale))} />
      ),
    })),
    ...(readOnly ? [] : [{
      key: 'actions', title: '', width: 40,
      render: (_v: unknown, row: Row) => <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={fillText(t('Delete row {{n}}'), { n: row.key + 1 })} onClick={() => store(rows.filter((_r, i) => i !== row.key))} />,
    }]),
  ];
  const addColumn = () => store(rows.map((r) => [...r, null]), [...columns, { name: `column${columns.length + 1}`, format: defaultFormat }]);
  return (
    <div className="tabula-numbers-table">
      <Table<Row> size="small" pagination={false} rowKey="key" columns={tableColumns} dataSource={rows.map((cells, key) => ({ key, cells }))} scroll={{ x: true }} />
      {readOnly ? null : (
        <Space style={{ marginTop: 4 }}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => store([...rows, columns.map(() => null)])}>{t('Add row')}</Button>
          <Button size="small" icon={<PlusOutlined />} onClick={addColumn}>{t('Add column')}</Button>
        </Space>
      )}
    </div>
  );
}
