import { Spin, Table } from 'antd';
import useSWR from 'swr';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { fieldLabel } from '../../engine/lists/fieldLabel.ts';
import { fillLink } from '../../engine/lists/fillLink.ts';
import { fillUrl } from '../../engine/lists/rowActions.ts';
import { valueAt } from '../../engine/lists/valueAt.ts';
import { useEngine } from '../context/EngineContext.ts';
import { CellText } from './CellText.tsx';

type Rec = Record<string, unknown>;

/** Field of a row holding the url of its child rows (expandable tables). */
export const CHILDREN_URL_FIELD = 'childrenUrl';

/** The url of a row's children: the one the row gives, else the list definition's url filled from the row. */
export function childrenUrlOf(row: Rec, template?: string): string | undefined {
  const given = row[CHILDREN_URL_FIELD];
  if (typeof given === 'string' && given) return given;
  return template ? fillUrl(template, row) : undefined;
}

/**
 * The child rows of an expanded row, loaded from the url in the row data or filled from the list
 * definition's `childRows.url` (spinner while loading); a column with `linkTo` opens the child.
 */
export function ChildRows({ row, columns, urlTemplate }: { row: Rec; columns: readonly ColumnDefinition[]; urlTemplate?: string }) {
  const { data, navigate, t } = useEngine();
  const url = childrenUrlOf(row, urlTemplate);
  const { data: children, error, isLoading } = useSWR(url ? ['children', url] : null, () => data.custom<unknown>({ method: 'GET', path: url! }));
  if (!url) return <span>{t('No child rows')}</span>;
  if (isLoading) return <Spin size="small" />;
  if (error) return <span>{t('Could not load the child rows')}</span>;
  const rows = (Array.isArray(children) ? children : []) as Rec[];
  const cell = (c: ColumnDefinition, r: Rec) => {
    const text = <CellText value={valueAt(r, c.name)} column={c} row={r} />;
    const link = c.linkTo && fillLink(c.linkTo, r);
    if (!link) return text;
    return (
      <a href={link} onClick={(e) => { e.preventDefault(); navigate(link); }}>
        {text}
      </a>
    );
  };
  return (
    <Table<Rec>
      size="small"
      pagination={false}
      locale={{ emptyText: t('No child rows') }}
      rowKey={(r) => String(r._id ?? r.registration ?? JSON.stringify(r))}
      dataSource={rows}
      columns={columns.filter((c) => !c.hidden).map((c) => ({ key: c.name, title: t(fieldLabel(c)), render: (_: unknown, r: Rec) => cell(c, r) }))}
      data-testid="child-rows"
    />
  );
}
