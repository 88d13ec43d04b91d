import type { ReactNode } from 'react';
import { Alert, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useEngine } from '../../context/EngineContext.ts';
import { Clipped } from '../../elements/Clipped.tsx';
import { errorText } from '../../pages/errorText.ts';
import { fillText } from '../../../engine/i18n/fillText.ts';
import { StatusCell } from '../../table/StatusCell.tsx';
import { CellText } from '../../table/CellText.tsx';
import { fieldColumn } from '../../../engine/lists/fieldColumn.ts';
import { useLookupList } from '../../widgets/useLookupList.ts';
import { useRecords } from './useRecords.ts';

type Rec = Record<string, unknown>;
type Query = Record<string, string | undefined>;

export interface RelatedColumn {
  name: string;
  title: string;
  render?: (value: unknown, record: Rec) => ReactNode;
}

interface Props {
  entityName: string;
  query: Query;
  columns: RelatedColumn[];
  size?: number;
  empty?: string;
  rowSelection?: TableProps<Rec>['rowSelection'];
  footer?: (records: Rec[]) => ReactNode;
  /** Field used as row key (default `_id`); selections hold these values. */
  rowKey?: string;
  /** A new value reloads the records. */
  reloadKey?: unknown;
}

/** Rows a related table shows (one page, no paging). */
export const RELATED_PAGE_SIZE = 20;



/**
 * Records of another entity related to the page's record, in a compact table; the registration
 * links to the record's page.
 */
export function RelatedTable({ entityName, query, columns, size = RELATED_PAGE_SIZE, empty, rowSelection, footer, reloadKey, rowKey }: Props) {
  const { registry, navigate, t } = useEngine();
  const { data: page, error, isLoading } = useRecords(entityName, query, size, reloadKey);
  // the status labels are asked beside the records, not once the rows are drawn
  const statusList = registry.has(entityName) && columns.some((c) => c.name === 'status' && !c.render) ? registry.get(entityName).statusList : undefined;
  const statuses = useLookupList(statusList);
  if (error) return <Alert type="error" title={errorText(error)} />;
  const records = page?.records ?? [];
  const link = (reg: unknown) => (
    <Typography.Link onClick={() => navigate(registry.clientRoute(entityName, String(reg)))}><Clipped text={String(reg)} ltr /></Typography.Link>
  );
  // with row selection the table scrolls in a box of its own: antd's width-measuring row (aria-hidden)
  // would hold a copy of the select-all checkbox, a focusable control hidden from assistive technology
  const ownScroll = records.length > 0 && rowSelection !== undefined;
  const table = (
    <Table<Rec>
      size="small"
      rowKey={(r) => String(rowKey ? r[rowKey] : (r._id ?? r.registration))}
      loading={isLoading}
      dataSource={records}
      pagination={false}
      rowSelection={rowSelection}
      locale={{ emptyText: empty ?? fillText(t('No {{entity}} found'), { entity: t(entityName) }) }}
      columns={columns.map((c) => ({
        key: c.name,
        title: c.title,
        dataIndex: c.name,
        // a side card is narrow: cells keep their text on one line and the table scrolls sideways;
        // an empty one does not scroll (below), so its headings wrap to fit the card instead;
        // numbers and codes are left-to-right islands (Clipped)
        onHeaderCell: () => ({ style: { whiteSpace: records.length ? 'nowrap' : 'normal' } }),
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        render: (v: unknown, r: Rec) =>
          c.render ? c.render(v, r) : c.name === 'registration' ? link(v) : c.name === 'status' ? <StatusCell options={statuses.options} loading={statuses.loading} value={v} entityName={entityName} /> : <CellText value={v} column={fieldColumn(registry, entityName, c.name, c.title)} row={r} />,
      }))}
      footer={footer && records.length ? () => footer(records) : undefined}
      // an empty table has nothing to scroll to: no scroll region a keyboard could not reach (WCAG 2.1.1)
      scroll={records.length && !ownScroll ? { x: true } : undefined}
    />
  );
  return ownScroll ? <div style={{ overflowX: 'auto' }}>{table}</div> : table;
}
