import useSWR from 'swr';
import { orderCounts, parseBreakdown, type KpiCounts } from '../../engine/lists/kpi.ts';
import { useEngine } from '../context/EngineContext.ts';
import { useLookupList } from '../widgets/useLookupList.ts';

interface KpiState {
  total?: number;
  totalIsLowerBound?: boolean;
  /** The server's estimate of a capped total ("about N"). */
  totalEstimate?: number;
  counts: KpiCounts;
}

const queryString = (query: Record<string, string>) => new URLSearchParams(query).toString();

/**
 * Counts of the KPI strip for the current search (without its own status filter): the list's
 * `?breakdown=status` answer when the server gives one (exact: the row counters answer it for a
 * whole collection), else one counted call per value of the status list (a capped count keeps its
 * lower bound and estimate, shown as "about N"). Without a status list the strip shows the total alone.
 */
export function useKpiCounts(entityName: string, field: string, statusList: string | undefined, query: Record<string, string>, reloadToken: number, enabled: boolean): KpiState | undefined {
  const { data, registry } = useEngine();
  const { options } = useLookupList(enabled ? statusList : undefined);
  const statuses = options.map((o) => String(o.value));
  const base = Object.fromEntries(Object.entries(query).filter(([k]) => k !== field));
  const key = enabled ? ['kpi', entityName, field, JSON.stringify(base), statuses.join(','), reloadToken] : null;
  const { data: state } = useSWR(key, async (): Promise<KpiState> => {
    const path = `${registry.get(entityName).apiPath}?${queryString({ ...base, breakdown: field, range: '0-0', count: 'false' })}`;
    const breakdown = parseBreakdown(await data.custom({ method: 'GET', path }).catch(() => undefined));
    if (breakdown) return { total: breakdown.reduce((sum, c) => sum + c.count, 0), counts: orderCounts(breakdown, statuses) };
    const count = (extra: Record<string, string>) => data.getList({ entityName, offset: 0, size: 1, query: { ...base, ...extra } });
    const all = await count({});
    const counts = await Promise.all(statuses.map(async (s) => {
      const page = await count({ [field]: s });
      return { key: s, count: page.total ?? 0, totalIsLowerBound: page.totalIsLowerBound, totalEstimate: page.totalEstimate };
    }));
    return { total: all.total, totalIsLowerBound: all.totalIsLowerBound, totalEstimate: all.totalEstimate, counts };
  }, { revalidateOnFocus: false });
  return state;
}
