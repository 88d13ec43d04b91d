import { Empty, Table } from 'antd';
import { formatNumber } from '../../engine/format/formatNumber.ts';
import { useT } from '../context/useT.ts';
import type { CardProps } from './CardProps.ts';

type Rec = Record<string, unknown>;

const cell = (v: unknown) => (typeof v === 'number' ? formatNumber(v) : v === null || v === undefined ? '' : String(v));

/**
 * Sheet: a spreadsheet view of rows: the card's `rows`, or the record's list field `field`
 * (e.g. paymentPlan), with `columns` (default: the keys of the first row) and a totals row for
 * numeric columns.
 */
export function SheetCard({ spec, record }: CardProps) {
  const t = useT();
  const field = typeof spec.props.field === 'string' ? spec.props.field : undefined;
  const rows = (Array.isArray(spec.props.rows) ? spec.props.rows : field && Array.isArray(record[field]) ? record[field] : []) as Rec[];
  if (!rows.length) return <Empty description={t('No rows')} />;
  const columns = Array.isArray(spec.props.columns) ? (spec.props.columns as string[]) : Object.keys(rows[0]);
  const numeric = columns.filter((c) => rows.every((r) => r[c] === undefined || r[c] === null || typeof r[c] === 'number'));
  const totals: Rec = { __total: true, ...Object.fromEntries(numeric.map((c) => [c, rows.reduce((total, r) => total + (typeof r[c] === 'number' ? (r[c] as number) : 0), 0)])) };
  const data = rows.length > 1 && numeric.length ? [...rows, totals] : rows;
  return (
    <Table<Rec>
      size="small"
      bordered
      rowKey={(r) => (r.__total ? 'total' : String(rows.indexOf(r)))}
      dataSource={data}
      pagination={rows.length > 24 ? { pageSize: 24 } : false}
      columns={columns.map((c, i) => ({
        key: c,
        title: c,
        align: numeric.includes(c) ? ('right' as const) : undefined,
        render: (_: unknown, r: Rec) => (r.__total && i === 0 && !numeric.includes(c) ? <strong>{t('Total')}</strong> : r.__total ? <strong>{cell(r[c])}</strong> : cell(r[c])),
      }))}
      scroll={{ x: true }}
    />
  );
}
