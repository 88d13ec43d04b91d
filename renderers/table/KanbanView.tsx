import { Button, Card, Empty, Flex, Spin, theme } from 'antd';
import type { ColumnDefinition } from '../../schemas/generated/meta.ts';
import { columnCountLabel, groupForKanban, KANBAN_NONE } from '../../engine/lists/kanban.ts';
import { totalLabel } from '../../engine/lists/pagination.ts';
import { KanbanCard } from './KanbanCard.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { selectLabel } from '../../engine/lists/selectLabel.ts';
import { useAppendingList } from './useAppendingList.ts';
import { useGroupTotals } from './useGroupTotals.ts';
import { useLookupList } from '../widgets/useLookupList.ts';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';
import { useUserLocale } from '../context/useUserLocale.ts';
import { Clipped } from '../elements/Clipped.tsx';

type Rec = Record<string, unknown>;

export interface KanbanViewProps {
  entityName: string;
  query: Record<string, string>;
  field: string;
  /** Lookup list of the grouping field's values, so empty columns show too. */
  statusList?: string;
  columns: readonly ColumnDefinition[];
  pageSize: number;
  reloadToken: number;
  onRowOpen: (row: Rec) => void;
}

/**
 * The kanban view: a column per status, a card per row; "Load more" appends the next page. A column's
 * header counts its cards and, when the search has more rows of its status, their total (useGroupTotals). Columns
 * keep their width and the board scrolls sideways (never cut off, whatever the page width); their
 * background is the theme's, so the dark scheme covers them.
 */
export function KanbanView(props: KanbanViewProps) {
  const { entityName, query, field, statusList, columns, pageSize, reloadToken, onRowOpen } = props;
  const t = useT();
  const locale = useUserLocale();
  const { token } = theme.useToken();
  const { options } = useLookupList(statusList);
  const statuses = options.map((o) => String(o.value));
  const list = useAppendingList(entityName, query, Math.max(pageSize, 50), reloadToken);
  const groups = groupForKanban(list.records, field, statuses);
  const totals = useGroupTotals(entityName, field, query, reloadToken);
  return (
    <div data-testid="kanban" style={{ minWidth: 0, maxWidth: '100%' }}>
      <Flex gap={12} align="flex-start" style={{ overflowX: 'auto', maxWidth: '100%', paddingBottom: 8 }} data-testid="kanban-board">
        {groups.map((group) => (
          <Card key={group.key} size="small" style={{ flex: '0 0 260px', width: 260, background: token.colorFillAlter }} title={<StatusBadge entityName={field === 'status' ? entityName : undefined} value={group.key} label={selectLabel(options, group.key) ?? (group.key === KANBAN_NONE ? t('No status') : group.key)} />} extra={<Clipped text={columnCountLabel(group.records.length, totals?.get(group.key) ?? (totals ? 0 : undefined), locale)} ltr />} data-testid="kanban-column">
            {group.records.map((row) => (
              <KanbanCard key={String(row._id ?? row.registration)} row={row} columns={columns} onOpen={onRowOpen} />
            ))}
          </Card>
        ))}
        {!groups.length && !list.loading && <Empty description={t('No data')} />}
      </Flex>
      <Flex justify="space-between" align="center">
        <span>
          {fillText(t('{{shown}} / {{count}} rows'), { shown: list.records.length, count: totalLabel({ ...list, total: list.total ?? list.records.length }, t, locale) })}
        </span>
        {list.loading ? <Spin size="small" /> : list.continues && <Button onClick={list.loadMore} data-testid="kanban-more">{t('Load more')}</Button>}
      </Flex>
    </div>
  );
}
