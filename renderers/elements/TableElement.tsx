import { Table } from 'antd';
import { valueAt } from '../../engine/lists/valueAt.ts';
import { useRecords } from '../cards/parts/useRecords.ts';
import { readProp } from './readProp.ts';
import type { ElementProps } from './ElementProps.ts';

type Rec = Record<string, unknown>;

const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/**
 * table: rows `data` (or the records of `entityName` matching `query`) with `columns:
 * [{name, title}]` (paths such as `organization.name` allowed); without columns, the keys of the
 * first row.
 */
export function TableElement({ element }: ElementProps) {
  const p = element.props;
  const source = typeof p.entityName === 'string' ? p.entityName : null;
  const { data: page, isLoading } = useRecords(source, readProp.obj(p, 'query') as Record<string, string>, readProp.num(p, 'size', 20));
  const rows: Rec[] = source ? (page?.records ?? []) : readProp.list(p, 'data');
  const columns = readProp.list<{ name: string; title?: string }>(p, 'columns');
  const cols = columns.length ? columns : Object.keys(rows[0] ?? {}).filter((k) => !k.startsWith('_')).map((name) => ({ name, title: name }));
  return (
    <Table<Rec>
      size="small"
      loading={source !== null && isLoading}
      rowKey={(r) => String(r._id ?? r.registration ?? rows.indexOf(r))}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      columns={cols.map((c) => ({ key: c.name, title: c.title ?? c.name, render: (_: unknown, r: Rec) => text(valueAt(r, c.name)) }))}
      scroll={{ x: true }}
    />
  );
}
