import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import type { FieldResolver, Params } from './listSql.ts';
import { COMPACT_ABOVE, counterStatuses, ROW_COUNTS_TABLE } from './rowCounters.ts';

/** One status of a tenant's table in the counters, as the page's statement reads it. */
interface CounterRow {
  status: string | null;
  n: number;
  deltas: number;
}

/**
 * A column of a list page's statement (recordJson.ts `jsonPageSql`) that reads the tenant's row
 * counters of the table with the page (issue 20 item 1: one statement, so one round trip, instead
 * of the page and then the counters): their rows as a JSON text, or undefined when the counters
 * cannot answer the query's count (rowCounters.ts `counterStatuses`) or none is asked for.
 */
export function countersColumnSql(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, p: Params): string | undefined {
  if (q.tenant === undefined || query.count === 'none' || !counterStatuses(query, field)) return undefined;
  return `(SELECT COALESCE(json_agg(json_build_array(c.status, c.n, c.deltas))::text, '[]') FROM (
      SELECT status, sum(n) AS n, count(*) AS deltas FROM ${ROW_COUNTS_TABLE} WHERE tenant = ${p.add(q.tenant)} AND tbl = ${p.add(info.table)} GROUP BY status) c)`;
}

/**
 * The count of the query from the counters the page's statement read (`text`, see
 * {@link countersColumnSql}), as rowCounters.ts `countFromCounters` counts it; folds the tenant's
 * deltas of the table when more than {@link COMPACT_ABOVE} have piled up, as it does.
 */
export async function countFromPageCounters(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, text: string): Promise<number | undefined> {
  const wanted = counterStatuses(query, field);
  if (!wanted || q.tenant === undefined) return undefined;
  const rows = (JSON.parse(text) as [string | null, number | string, number | string][]).map(([status, n, deltas]): CounterRow => ({ status, n: Number(n), deltas: Number(deltas) }));
  const deltas = rows.reduce((s, r) => s + r.deltas, 0);
  if (deltas > COMPACT_ABOVE) await q.query('SELECT tabula_fold_counts($1, $2)', [q.tenant, info.table]);
  const keep = wanted.all ? () => true : (s: string | null) => s !== null && wanted.statuses.includes(s);
  return rows.filter((r) => keep(r.status)).reduce((s, r) => s + r.n, 0);
}
