import { Card, Flex, Statistic } from 'antd';
import { totalLabel } from '../../engine/lists/pagination.ts';
import { useLookupList } from '../widgets/useLookupList.ts';
import { useKpiCounts } from './useKpiCounts.ts';
import { useT } from '../context/useT.ts';
import { useUserLocale } from '../context/useUserLocale.ts';
import { Clipped } from '../elements/Clipped.tsx';

export interface KpiStripProps {
  name: string;
  entityName: string;
  field: string;
  statusList?: string;
  query: Record<string, string>;
  /** The value of the KPI field filtered now, highlighted. */
  active?: string;
  reloadToken: number;
  onSelect: (value: string | undefined) => void;
}

/**
 * The KPI strip above a list (invoices-kpi...): the total and a tile per status; a click filters by
 * it. Counts read as in the grid: exact, or "about N" for a capped count the server estimated. A
 * label too long for its tile ends with an ellipsis (the whole label as its tooltip); counts are
 * left-to-right islands (`100,000+` stays so in Arabic).
 */
export function KpiStrip({ name, entityName, field, statusList, query, active, reloadToken, onSelect }: KpiStripProps) {
  const state = useKpiCounts(entityName, field, statusList, query, reloadToken, true);
  const { options, loading } = useLookupList(statusList);
  const t = useT();
  const locale = useUserLocale();
  // users see the status labels, never the codes; rows without a status count under 'No status'
  const label = (key: string) => (key === '(none)' ? t('No status') : String(options.find((o) => String(o.value) === key)?.label ?? key));
  const tile = (key: string | undefined, title: string, value: string) => (
    <Card
      key={key ?? '__all'}
      size="small"
      hoverable
      styles={{ body: { padding: '6px 12px' } }}
      style={{ minWidth: 110, maxWidth: 240, borderColor: active === key || (key === '(none)' && active === 'null') ? '#1677ff' : undefined }}
      onClick={() => onSelect(key === '(none)' ? 'null' : key)}
      data-testid={`kpi-${key ?? 'all'}`}
    >
      <Statistic title={<Clipped text={title} display="block" />} value={value} formatter={() => <Clipped text={value} ltr display="block" />} styles={{ content: { fontSize: 18 } }} />
    </Card>
  );
  return (
    <Flex gap={8} wrap style={{ marginBottom: 12 }} data-testid={name}>
      {tile(undefined, t('All'), state?.total === undefined ? '…' : totalLabel({ ...state, total: state.total }, t, locale))}
      {/* a list without a column for the counted field (users have no status) shows its total alone */}
      {/* the status tiles wait for their labels: a code is never shown, even for a moment */}
      {(statusList && !loading ? (state?.counts ?? []) : []).map((c) => tile(c.key, label(c.key), totalLabel({ ...c, total: c.count }, t, locale)))}
    </Flex>
  );
}
