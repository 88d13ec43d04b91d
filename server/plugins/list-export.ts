import { AppError } from '../../engine/errors/AppError.ts';
import { parseListQuery } from '../../engine/query/parseListQuery.ts';
import type { FieldPath } from '../../engine/query/resolveField.ts';
import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable, TenantOptions } from '../db/Database.ts';
import { dynoCatalog } from '../dyno/dynoCatalog.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../entities/records.ts';
import { conditionSql, Params, searchSql } from '../entities/sqlWhere.ts';

type Rec = Record<string, unknown>;

/** Rows read per transaction while exporting: big enough to be fast, small enough to bound memory. */
export const EXPORT_PAGE_SIZE = 5000;
/** Rows a chunk when the list is sorted by a field: each chunk scans the matching rows again, so fewer, bigger chunks. */
export const EXPORT_SORTED_PAGE_SIZE = 20_000;

/** Row columns of the system fields a report may show, read only when a column asks for them. */
const SYSTEM_SQL: Record<string, string> = {
  _id: 'id::text AS id',
  _version: 'version',
  _insertDate: `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`,
  _updateDate: `to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`,
  _insertUser: 'created_by',
  _updateUser: 'updated_by',
};
const ROW_FIELDS: Record<string, keyof EntityRow> = {
  _id: 'id', _version: 'version', _insertDate: 'created_at', _updateDate: 'updated_at', _insertUser: 'created_by', _updateUser: 'updated_by',
};

/**
 * What to read for the report columns: the hot columns always, a system column only when a report
 * column shows it, `data` only when a column reads a business field. Reading less is most of the
 * export time on the embedded database (dates and jsonb are decoded row by row).
 */
function selection(keys: readonly string[] | undefined): { sql: string; read: (row: EntityRow) => Rec } {
  if (!keys) return { sql: ROW_COLUMNS, read: toRecord };
  const tops = new Set(keys.map((k) => k.split(/[.[]/)[0]));
  const system = Object.keys(SYSTEM_SQL).filter((f) => tops.has(f));
  const withData = [...tops].some((f) => !(f in SYSTEM_SQL) && f !== 'registration' && f !== 'status');
  const sql = ['registration', 'name', 'status', ...(withData ? ['data'] : []), ...system.map((f) => SYSTEM_SQL[f])].join(', ');
  const read = (row: EntityRow): Rec => {
    const data = row.data ?? {};
    const out: Rec = { ...data, registration: row.registration, name: row.name ?? data.name ?? null, status: row.status ?? data.status ?? null };
    for (const f of system) out[f] = row[ROW_FIELDS[f]];
    return out;
  };
  return { sql, read };
}

/** Most rows one export writes (Excel's own limit is 1,048,576 rows a sheet). */
export const EXPORT_MAX_ROWS = 1_000_000;

/** Reads what a chunk's rows need besides themselves (the names they refer to), in the chunk's transaction. */
export type ChunkReader = (q: Queryable, rows: Rec[]) => Promise<void>;

/**
 * A list export: the entity, its parsed query, how many rows, and the rows chunk by chunk; `withChunk`
 * runs in each chunk's own tenant transaction, after its rows are read and before they are yielded.
 */
export interface ListExport {
  info: EntityInfo;
  query: ListQuery;
  rows: number;
  pages(withChunk?: ChunkReader): AsyncGenerator<Rec[]>;
}

function whereSql(ctx: AppContext, info: EntityInfo, query: ListQuery, p: Params, extra: string[] = []): string {
  const field = (name: string): FieldPath => {
    const f = ctx.store.field(info, name);
    if (!f) throw new AppError('INVALID_FIELD_IN_QUERY', [name, 'unknown field']);
    return f;
  };
  const parts = query.conditions.map((c) => conditionSql(c, field(c.field), p));
  if (query.search) {
    const fields = info.searchFields.map((f) => ctx.store.field(info, f)).filter((f): f is FieldPath => !!f);
    parts.push(searchSql(query.search, fields, p));
  }
  parts.push(...extra);
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

/** One key of the export's order: the SQL expression, its direction, and the alias it is read back as. */
interface OrderKey {
  expr: string;
  desc: boolean;
  alias: string;
}

/** The list's order as keys: the sort fields (nulls last), then the registration, unique per tenant. */
function orderKeys(ctx: AppContext, info: EntityInfo, query: ListQuery, p: Params): OrderKey[] {
  const keys = query.sort.map(({ field, desc }, i): OrderKey => {
    const f = ctx.store.field(info, field)!;
    const expr = f.column ?? `(data #>> ${p.add(f.path)}::text[])`;
    return { expr: f.kind === 'number' || f.kind === 'integer' ? `(${expr})::numeric` : expr, desc, alias: `export_k${i}` };
  });
  keys.push({ expr: 'registration', desc: !query.sort.length, alias: 'export_k' });
  return keys;
}

function orderSql(keys: readonly OrderKey[]): string {
  // the registration is never null: no NULLS clause for it, so its index serves ORDER BY ... DESC too
  return `ORDER BY ${keys.map((k, i) => `${k.expr} ${k.desc ? 'DESC' : 'ASC'}${i < keys.length - 1 ? ' NULLS LAST' : ''}`).join(', ')}`;
}

/**
 * The rows strictly after `last` (the key values of the previous chunk's last row, as text) in the
 * order of `keys`, nulls last. A value goes back as an untyped parameter, so the database reads it as
 * the type of the expression it is compared with (text, numeric, timestamp, uuid).
 */
function afterSql(keys: readonly OrderKey[], last: readonly (string | null)[], p: Params, i = 0): string {
  const { expr, desc } = keys[i];
  const value = last[i];
  if (i === keys.length - 1) return `${expr} ${desc ? '<' : '>'} ${p.add(value)}`;
  if (value === null) return `(${expr} IS NULL AND ${afterSql(keys, last, p, i + 1)})`;
  const v = p.add(value);
  return `(${expr} ${desc ? '<' : '>'} ${v} OR ${expr} IS NULL OR (${expr} = ${v} AND ${afterSql(keys, last, p, i + 1)}))`;
}

/**
 * Every row matching a list query of the user's tenant, in the list's order, by keyset: each chunk
 * is one short tenant transaction that reads the next `pageSize` rows (by default
 * {@link EXPORT_PAGE_SIZE}, or {@link EXPORT_SORTED_PAGE_SIZE} for a sorted list) after the last row of the
 * previous chunk (its sort values and registration), so memory holds one chunk whatever the row
 * count, row-level security holds, and the database (PGlite's single connection) serves other
 * requests between chunks. Without a sort, a chunk is a range of the (tenant, registration) index;
 * with a sort on a business field, each chunk scans the matching rows again (a top-N sort).
 * A row written while the export runs: rows not changed are exported once, in order (no duplicates,
 * no skips); a row created, deleted or re-sorted meanwhile appears or not depending on whether its
 * place is before or after the chunk being read: acceptable for a back office export.
 */
export async function createListExport(
  ctx: AppContext,
  tenant: string,
  entityName: string,
  raw: Record<string, string>,
  keys?: readonly string[],
  pageSize?: number,
  replica?: TenantOptions['replica'],
): Promise<ListExport> {
  // given, a read replica may answer the count and the pages (readReplica.ts)
  const reads = replica ? { replica } : undefined;
  // the entity as the tenant extends it: added fields can be filtered, sorted and exported
  // a dyno entity is the tenant's own (404 for a name it does not declare)
  const base = entityName.startsWith('dyno') ? await dynoCatalog(ctx).entity(tenant, entityName, ['POST', entityName]) : ctx.registry.get(entityName);
  const info = await ctx.db.withTenant(tenant, (q) => ctx.extensions.entity(q, base));
  const query = parseListQuery({ ...raw, range: undefined }, (name) => !!ctx.store.field(info, name));
  const rows = await ctx.db.withTenant(tenant, async (q) => {
    const p = new Params();
    const where = whereSql(ctx, info, query, p);
    const { rows } = await q.query<{ n: string | number }>(`SELECT count(*) AS n FROM (SELECT 1 FROM ${info.table} ${where} LIMIT ${EXPORT_MAX_ROWS}) matching`, p.values);
    return Number(rows[0].n);
  }, reads);
  const { sql, read: readRow } = selection(keys);
  return {
    info,
    query,
    rows,
    async *pages(withChunk?: ChunkReader) {
      if (!rows) return;
      let last: (string | null)[] | undefined;
      let done = 0;
      while (done < EXPORT_MAX_ROWS) {
        const after = last;
        const size = Math.min(pageSize ?? (query.sort.length ? EXPORT_SORTED_PAGE_SIZE : EXPORT_PAGE_SIZE), EXPORT_MAX_ROWS - done);
        const chunk = await ctx.db.withTenant(tenant, async (q) => {
          const p = new Params();
          const order = orderKeys(ctx, info, query, p);
          const where = whereSql(ctx, info, query, p, after ? [afterSql(order, after, p)] : []);
          const read = order.map((k) => `(${k.expr})::text AS ${k.alias}`).join(', ');
          const rows = (await q.query<EntityRow & Record<string, string | null>>(`SELECT ${sql}, ${read} FROM ${info.table} ${where} ${orderSql(order)} LIMIT ${size}`, p.values)).rows;
          const records = rows.map(readRow);
          if (withChunk && records.length) await withChunk(q, records);
          // the last row's sort values: where the next chunk starts (the rows themselves are not kept)
          const end = rows[rows.length - 1];
          return { records, last: end ? [...query.sort.map((_, i) => end[`export_k${i}`]), end.export_k] : undefined };
        }, reads);
        if (!chunk.records.length) return;
        last = chunk.last;
        done += chunk.records.length;
        yield chunk.records;
        if (chunk.records.length < size) return;
      }
    },
  };
}
