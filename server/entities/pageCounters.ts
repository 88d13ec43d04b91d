import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import type { FieldResolver, Params } from './listSql.ts';
import { counterStatuses, countOfStatuses, foldWhenPiledUp, statusCountsSql, type StatusCount } from './rowCounters.ts';

/**
 * A column of a list page's statement (recordJson.ts `jsonPageSql`) that reads the tenant's row
 * counters of the table with the page (issue 20 item 1: one statement, so one round trip, instead
 * of the page and then the counters): their rows as a JSON text, or undefined when the counters
 * cannot answer the query's count (rowCounters.ts `counterStatuses`) or none is asked for.
 */
export function countersColumnSql(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, p: Params): string | undefined {
  if (q.tenant === undefined || query.count === 'none' || !counterStatuses(query, field)) return undefined;
  return `(SELECT COALESCE(json_agg(json_build_array(c.status, c.n, c.deltas))::text, '[]') FROM (
      ${statusCountsSql(p.add(q.tenant), p.add(info.table))}) c)`;
}

/**
 * The count of the query from the counters the page's statement read (`text`, see
 * {@link countersColumnSql}), as rowCounters.ts `countFromCounters` counts it; folds the tenant's
 * deltas of the table when too many have piled up ({@link foldWhenPiledUp}), as it does.
 */
export async function countFromPageCounters(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, text: string): Promise<number | undefined> {
  const wanted = counterStatuses(query, field);
  if (!wanted || q.tenant === undefined) return undefined;
  const rows = (JSON.parse(text) as [string | null, number | string, number | string][]).map(([status, n, deltas]): StatusCount => ({ status, n, deltas }));
  await foldWhenPiledUp(q, q.tenant, info, rows);
  return countOfStatuses(rows, wanted);
}
