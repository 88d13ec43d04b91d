import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { DEFAULT_EXACT_COUNT_LIMIT } from '../auth/interfaceOptions.ts';
import type { Queryable } from '../db/Database.ts';
import { currentPartnerScope } from '../db/partnerScope.ts';
import { REMEMBER_EXACT_FROM, type CountCache } from './countCache.ts';
import { plannerEstimate } from './countEstimate.ts';
import { fieldText, jsonText, jsonValue } from './fieldExpr.ts';
import { orderSql, Params, whereSql, type FieldResolver } from './listSql.ts';
import { countersColumnSql, countFromPageCounters } from './pageCounters.ts';
import { planPage, rememberPage, withCondition, type PageEdges } from './pageCursors.ts';
import { recentRowsPage } from './recentRows.ts';
import { breakdownFromCounters, countFromCounters } from './rowCounters.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from './records.ts';
import { jsonPageSql, type JsonPage, type SqlProjection } from './recordJson.ts';

/**
 * Counts are exact up to this many rows, then reported as a lower bound ("100000+"), unless the
 * tenant sets another limit (tenant-config `options.exactCountLimit`, read by EntityStore).
 */
export const COUNT_CAP = DEFAULT_EXACT_COUNT_LIMIT;
/** Distinct values a breakdown reports at most (the most frequent first). */
export const BREAKDOWN_LIMIT = 200;
/**
 * From this offset on, a page is found by its registrations first (an index-only scan can skip
 * the offset rows without reading them from the table), then its rows are read by registration.
 */
export const DEFERRED_JOIN_OFFSET = 1_000;

export interface ListResult {
  records: Record<string, unknown>[];
  /** The page as the JSON array text the database built, when asked for (`records` is then empty). */
  json?: { text: string; length: number };
  /** Undefined when the query asked for no count (`count=false`). */
  total?: number;
  totalIsLowerBound: boolean;
  /** The planner's estimate of the total, when the count stopped at the cap (the UI shows "about N"). */
  totalEstimate?: number;
  continues: boolean;
}

export interface Count {
  total: number;
  totalIsLowerBound: boolean;
  totalEstimate?: number;
}

/**
 * Counts the rows of a query: from the per-tenant row counters when they can answer (all rows, or
 * by status: exact, rowCounters.ts), else exactly, or up to `cap` rows (the tenant's exact-count
 * limit, COUNT_CAP by default; then a lower bound with the planner's estimate). Capped and costly
 * counts are remembered briefly by `cache` (see {@link CountCache}) when the transaction's tenant
 * is known; an exact count never reads it.
 */
export async function countRecords(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, exact = false, cache?: CountCache, cap = COUNT_CAP): Promise<Count> {
  const counted = await countFromCounters(q, info, query, field);
  if (counted !== undefined) return { total: counted, totalIsLowerBound: false };
  // written into the statement: a whole number only
  if (!Number.isSafeInteger(cap) || cap < 1) cap = COUNT_CAP;
  const p = new Params();
  const where = whereSql(info, query, field, p);
  const sql = exact
    ? `SELECT count(*) AS n FROM ${info.table} ${where}`
    : `SELECT count(*) AS n FROM (SELECT 1 FROM ${info.table} ${where} LIMIT ${cap + 1}) capped`;
  // a partner user counts its own rows only: never from, nor into, the tenant's remembered counts
  const cached = !exact && cache && q.tenant !== undefined && !currentPartnerScope() ? { cache, tenant: q.tenant } : undefined;
  const hit = cached?.cache.get(cached.tenant, sql, p.values);
  if (hit) return { total: hit.total, totalIsLowerBound: hit.totalIsLowerBound, ...(hit.estimate !== undefined ? { totalEstimate: hit.estimate } : {}) };
  const { rows } = await q.query<{ n: number | string }>(sql, p.values);
  const n = Number(rows[0]?.n ?? 0);
  if (exact) return { total: n, totalIsLowerBound: false };
  if (n <= cap) {
    if (n >= REMEMBER_EXACT_FROM) cached?.cache.remember(cached.tenant, info.table, sql, p.values, { total: n, totalIsLowerBound: false });
    return { total: n, totalIsLowerBound: false };
  }
  const estimate = await plannerEstimate(q, info.table, where, p.values);
  const count = { total: cap, totalIsLowerBound: true, ...(estimate !== undefined && estimate > cap ? { estimate } : {}) };
  cached?.cache.remember(cached.tenant, info.table, sql, p.values, count);
  return { total: count.total, totalIsLowerBound: true, ...(count.estimate !== undefined ? { totalEstimate: count.estimate } : {}) };
}

/**
 * One page of a list query (one row more is read to know whether the list continues). The total
 * is known without counting when the page is the last one; otherwise it is counted as asked,
 * exactly up to `cap` rows (see {@link countRecords}).
 */
export async function listRecords(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, cache?: CountCache, json?: SqlProjection, cap = COUNT_CAP): Promise<ListResult> {
  const p = new Params();
  const where = whereSql(info, query, field, p, { keyset: true });
  const order = orderSql(query, field);
  // keyset paging behind range: deep pages start from a remembered sort key (pageCursors.ts)
  // (not in a partner scope: the positions of the tenant's rows are not those of the partner's)
  const cursors = currentPartnerScope() ? undefined : cache?.cursors;
  const plan = planPage(cursors, q, info, query, field, where, p);
  const start = query.after === undefined ? query.offset : 0;
  const offset = plan.offset;
  const page = `${withCondition(where, plan)} ${order} LIMIT ${query.size + 1}${offset ? ` OFFSET ${offset}` : ''}`;
  // A deep page: the registrations of the page first (their index holds the tenant, the sort key
  // of the default order and, for status lists, the filter), then only those rows are read.
  const sql = offset >= DEFERRED_JOIN_OFFSET
    ? `SELECT ${ROW_COLUMNS} FROM ${info.table} WHERE registration IN (SELECT registration FROM ${info.table} ${page}) ${order}`
    : `SELECT ${ROW_COLUMNS} FROM ${info.table} ${page}`;
  // a pattern search looks among the newest rows first, with a statement planned once (recentRows.ts)
  const recent = !plan.condition && offset < DEFERRED_JOIN_OFFSET ? recentRowsPage(info, query, field, offset) : undefined;
  const inRecent = recent ? await readPage(q, recent.sql, recent.params, query.size, json) : undefined;
  const found = inRecent && inRecent.read > query.size ? inRecent : undefined;
  // the JSON page reads the row counters in the same statement when they answer its count (one round trip)
  const counters = json && !found ? countersColumnSql(q, info, query, field, p) : undefined;
  const { records, json: text, read, edges, counted } = found ?? (await readPage(q, sql, p, query.size, json, counters));
  await rememberPage(cursors, q, info, query, plan, edges);
  const continues = read > query.size;
  const length = Math.min(read, query.size);
  const lastPage = !continues && (length > 0 || start === 0) && query.after === undefined;
  if (query.count === 'none') return { records, json: text, continues, totalIsLowerBound: false };
  if (lastPage) return { records, json: text, continues, total: start + length, totalIsLowerBound: false };
  const fromCounters = counted === undefined ? undefined : await countFromPageCounters(q, info, query, field, counted);
  if (fromCounters !== undefined) return { records, json: text, continues, total: fromCounters, totalIsLowerBound: false };
  return { records, json: text, continues, ...(await countRecords(q, info, query, field, query.count === 'exact', cache, cap)) };
}

/**
 * The rows of a page's SELECT (`read`: how many, one more than a page when the list continues)
 * as records, or, given a projection the database can apply, as the JSON array text the database
 * builds (`records` then empty: the server sends the text as it is), with the row counters read
 * by the same statement (`counted`) when `counters` asks for them (pageCounters.ts).
 */
async function readPage(q: Queryable, sql: string, p: Params, size: number, json?: SqlProjection, counters?: string): Promise<{ records: ListResult['records']; json?: ListResult['json']; read: number; edges: PageEdges; counted?: string }> {
  if (json) {
    const { rows } = await q.query<JsonPage>(jsonPageSql(sql, size, json, p, counters), p.values);
    const read = Number(rows[0]?.n ?? 0);
    const edges = { first: rows[0]?.first_registration ?? undefined, last: rows[0]?.last_registration ?? undefined, length: Math.min(read, size) };
    return { records: [], json: { text: rows[0]?.body ?? '[]', length: Math.min(read, size) }, read, edges, counted: rows[0]?.counters ?? undefined };
  }
  const { rows } = await q.query<EntityRow>(sql, p.values);
  const pageRows = rows.length > size ? rows.slice(0, size) : rows;
  const edges = { first: pageRows[0]?.registration, last: pageRows[pageRows.length - 1]?.registration, length: pageRows.length };
  return { records: pageRows.map(toRecord), read: rows.length, edges };
}

/**
 * Counts per value of one field over the rows of the query, its own filter left out (a KPI strip
 * shows every status of the filtered list): `[{value, count}]`, most frequent first. A status
 * breakdown of all rows (or of rows filtered by status only) comes from the per-tenant row
 * counters (rowCounters.ts), the same answer without reading the rows.
 */
export async function breakdownRecords(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, name: string): Promise<BreakdownEntry[]> {
  return (await breakdownFromCounters(q, info, query, field, name, BREAKDOWN_LIMIT)) ?? groupedBreakdown(q, info, query, field, name);
}

/** One value of a breakdown and how many records have it. */
export interface BreakdownEntry {
  value: string | null;
  count: number;
}

/** A breakdown counted over the rows (GROUP BY), for any field and query. */
export async function groupedBreakdown(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, name: string): Promise<BreakdownEntry[]> {
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
