import { Spin, Table } from 'antd';
import useSWR from 'swr';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { valueAt } from '../../engine/lists/valueAt.ts';
import { useEngine } from '../context/EngineContext.ts';
import { CellText } from './CellText.tsx';

type Rec = Record<string, unknown>;

/** Field of a row holding the url of its child rows (expandable tables). */
export const CHILDREN_URL_FIELD = 'childrenUrl';

/** The child rows of an expanded row, loaded from the url in the row data (spinner while loading). */
export function ChildRows({ row, columns }: { row: Rec; columns: readonly ColumnDefinition[] }) {
  const { data, t } = useEngine();
  const url = typeof row[CHILDREN_URL_FIELD] === 'string' ? (row[CHILDREN_URL_FIELD] as string) : undefined;
  const { data: children, error, isLoading } = useSWR(url ? ['children', url] : null, () => data.custom<unknown>({ method: 'GET', path: url! }));
  if (!url) return <span>{t('No child rows')}</span>;
  if (isLoading) return <Spin size="small" />;
  if (error) return <span>{t('Could not load the child rows')}</span>;
  const rows = (Array.isArray(children) ? children : []) as Rec[];
  return (
    <Table<Rec>
      size="small"
      pagination={false}
      rowKey={(r) => String(r._id ?? r.registration ?? JSON.stringify(r))}
      dataSource={rows}
      columns={columns.filter((c) => !c.hidden).map((c) => ({ key: c.name, title: t(fieldLabel(c)), render: (_: unknown, r: Rec) => <CellText value={valueAt(r, c.name)} column={c} row={r} /> }))}
    />
  );
}
