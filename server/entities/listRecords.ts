import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { Queryable } from '../db/Database.ts';
import type { CountCache } from './countCache.ts';
import { fieldText, jsonText, jsonValue } from './fieldExpr.ts';
import { orderSql, Params, whereSql, type FieldResolver } from './listSql.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from './records.ts';

/** Counts are exact up to this many rows, then reported as a lower bound ("10000+"). */
export const COUNT_CAP = 10_000;
/** Distinct values a breakdown reports at most (the most frequent first). */
export const BREAKDOWN_LIMIT = 200;
/**
 * From this offset on, a page is found by its registrations first (an index-only scan can skip
 * the offset rows without reading them from the table), then its rows are read by registration.
 */
export const DEFERRED_JOIN_OFFSET = 1_000;

export interface ListResult {
  records: Record<string, unknown>[];
  /** Undefined when the query asked for no count (`count=false`). */
  total?: number;
  totalIsLowerBound: boolean;
  continues: boolean;
}

export interface Count {
  total: number;
  totalIsLowerBound: boolean;
}

/**
 * Counts the rows of a query: exactly, or up to COUNT_CAP (then a lower bound). A capped count is
 * remembered briefly by `cache` (see {@link CountCache}) when the transaction's tenant is known.
 */
export async function countRecords(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, exact = false, cache?: CountCache): Promise<Count> {
  const p = new Params();
  const where = whereSql(info, query, field, p);
  const sql = exact
    ? `SELECT count(*) AS n FROM ${info.table} ${where}`
    : `SELECT count(*) AS n FROM (SELECT 1 FROM ${info.table} ${where} LIMIT ${COUNT_CAP + 1}) capped`;
  const cached = !exact && cache && q.tenant !== undefined ? { cache, tenant: q.tenant } : undefined;
  if (cached?.cache.isCapped(cached.tenant, sql, p.values)) return { total: COUNT_CAP, totalIsLowerBound: true };
  const { rows } = await q.query<{ n: number | string }>(sql, p.values);
  const n = Number(rows[0]?.n ?? 0);
  if (exact || n <= COUNT_CAP) return { total: n, totalIsLowerBound: false };
  cached?.cache.rememberCapped(cached.tenant, info.table, sql, p.values);
  return { total: COUNT_CAP, totalIsLowerBound: true };
}

/**
 * One page of a list query (one row more is read to know whether the list continues). The total
 * is known without counting when the page is the last one; otherwise it is counted as asked.
 */
export async function listRecords(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, cache?: CountCache): Promise<ListResult> {
  const p = new Params();
  const where = whereSql(info, query, field, p, { keyset: true });
  const order = orderSql(query, field);
  const offset = query.after === undefined ? query.offset : 0;
  const page = `${where} ${order} LIMIT ${query.size + 1}${offset ? ` OFFSET ${offset}` : ''}`;
  // A deep page: the registrations of the page first (their index holds the tenant, the sort key
  // of the default order and, for status lists, the filter), then only those rows are read.
  const sql = offset >= DEFERRED_JOIN_OFFSET
    ? `SELECT ${ROW_COLUMNS} FROM ${info.table} WHERE registration IN (SELECT registration FROM ${info.table} ${page}) ${order}`
    : `SELECT ${ROW_COLUMNS} FROM ${info.table} ${page}`;
  const { rows } = await q.query<EntityRow>(sql, p.values);
  const continues = rows.length > query.size;
  const pageRows = continues ? rows.slice(0, query.size) : rows;
  const records = pageRows.map(toRecord);
  const lastPage = !continues && (pageRows.length > 0 || offset === 0) && query.after === undefined;
  if (query.count === 'none') return { records, continues, totalIsLowerBound: false };
  if (lastPage) return { records, continues, total: offset + pageRows.length, totalIsLowerBound: false };
  return { records, continues, ...(await countRecords(q, info, query, field, query.count === 'exact', cache)) };
}

/**
 * Counts per value of one field over the rows of the query, its own filter left out (a KPI strip
 * shows every status of the filtered list): `[{value, count}]`, most frequent first.
 */
export async function breakdownRecords(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, name: string) {
  const p = new Params();
  const where = whereSql(info, query, field, p, { exceptField: name });
  const f = field(name);
  // An array-crossing field (persons.role) counts each record once per distinct element value.
  const array = f.elementPath ? jsonValue(f.path) : undefined;
  const from = array
    ? `${info.table} CROSS JOIN LATERAL (SELECT DISTINCT ${jsonText(f.elementPath ?? [], 'el')} AS v FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${array}) = 'array' THEN ${array} ELSE '[]'::jsonb END) el) els`
    : info.table;
  const expr = array ? 'els.v' : fieldText(f);
  const { rows } = await q.query<{ value: string | null; count: string | number }>(
    `SELECT ${expr} AS value, count(*) AS count FROM ${from} ${where}
     GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST LIMIT ${BREAKDOWN_LIMIT}`,
    p.values,
  );
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}
