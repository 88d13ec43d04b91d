import useSWR from 'swr';
import { parseBreakdown } from '../../engine/lists/kpi.ts';
import { useEngine } from '../context/EngineContext.ts';

/**
 * How many rows of the current search have each value of `field` (a kanban's columns): the list's
 * `?breakdown={field}` answer, by value (rows without one under `(none)`), exact as the server
 * counts them (the row counters for a status breakdown). Undefined while asked, or when the server
 * gives no breakdown or fails: a column then counts its loaded cards only.
 */
export function useGroupTotals(entityName: string, field: string, query: Record<string, string>, reloadToken: number): Map<string, number> | undefined {
  const { data, registry } = useEngine();
  const search = new URLSearchParams({ ...query, breakdown: field, range: '0-0', count: 'false' }).toString();
  const { data: totals } = useSWR(['group-totals', entityName, search, reloadToken], async () => {
    const breakdown = parseBreakdown(await data.custom({ method: 'GET', path: `${registry.get(entityName).apiPath}?${search}` }).catch(() => undefined));
    return breakdown ? new Map(breakdown.map((c) => [c.key, c.count])) : null;
  }, { revalidateOnFocus: false });
  return totals ?? undefined;
}
