import { Table } from 'antd';
import { pivotTable, type PivotAggregate } from '../../engine/cards/pivotTable.ts';
import { useRecords } from '../cards/parts/useRecords.ts';
import { useT } from '../context/useT.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

type Row = Record<string, string | number>;

const fmt = (n: number | undefined) => (n === undefined ? '' : Number.isInteger(n) ? String(n) : n.toFixed(2));

/**
 * pivot: groups rows (`data`, or the records of `entityName` + `query`) by a `rows` field and a
 * `columns` field and aggregates `value` (`aggregate`: sum, count or avg), with totals.
 */
export function PivotElement({ element }: ElementProps) {
  const t = useT();
  const p = element.props;
  const source = typeof p.entityName === 'string' ? p.entityName : null;
  const { data: page } = useRecords(source, readProp.obj(p, 'query') as Record<string, string>, readProp.num(p, 'size', 500));
  const data = source ? (page?.records ?? []) : readProp.list(p, 'data');
  const spec = { rows: readProp.text(p, 'rows'), columns: readProp.text(p, 'columns'), value: readProp.text(p, 'value') || undefined, aggregate: (readProp.text(p, 'aggregate') || undefined) as PivotAggregate | undefined };
  const pivot = pivotTable(data, spec);
  const rows: Row[] = pivot.rowKeys.map((r) => ({ key: r, label: r, ...Object.fromEntries(pivot.columnKeys.map((c) => [c, fmt(pivot.cells[r][c])])), total: fmt(pivot.rowTotals[r]) }));
  const totals: Row = { key: '\u0000total', label: t('Total'), ...Object.fromEntries(pivot.columnKeys.map((c) => [c, fmt(pivot.columnTotals[c])])), total: fmt(pivot.total) };
  return (
    <Table<Row>
      size="small"
      pagination={false}
      dataSource={rows.length ? [...rows, totals] : []}
      columns={[
        { key: 'label', dataIndex: 'label', title: spec.rows },
        ...pivot.columnKeys.map((c) => ({ key: c, dataIndex: c, title: c, align: 'right' as const })),
        { key: 'total', dataIndex: 'total', title: t('Total'), align: 'right' as const },
      ]}
      scroll={{ x: true }}
    />
  );
}
