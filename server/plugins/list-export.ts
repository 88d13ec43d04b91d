import { AppError } from '../../engine/errors/AppError.ts';
import { parseListQuery } from '../../engine/query/parseListQuery.ts';
import type { FieldPath } from '../../engine/query/resolveField.ts';
import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import { dynoCatalog } from '../dyno/dynoCatalog.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../entities/records.ts';
import { conditionSql, Params, searchSql } from '../entities/sqlWhere.ts';

type Rec = Record<string, unknown>;

/** Rows read per transaction while exporting: big enough to be fast, small enough to bound memory. */
export const EXPORT_PAGE_SIZE = 5000;

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

/** A list export: the entity, its parsed query, how many rows, and the rows chunk by chunk. */
export interface ListExport {
  info: EntityInfo;
  query: ListQuery;
  rows: number;
  pages(): AsyncGenerator<Rec[]>;
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

function orderSql(ctx: AppContext, info: EntityInfo, query: ListQuery, p: Params): string {
  const keys = query.sort.map(({ field, desc }) => {
    const f = ctx.store.field(info, field)!;
    const expr = f.column ?? `(data #>> ${p.add(f.path)}::text[])`;
    const typed = f.kind === 'number' || f.kind === 'integer' ? `(${expr})::numeric` : expr;
    return `${typed} ${desc ? 'DESC' : 'ASC'} NULLS LAST`;
  });
  keys.push(query.sort.length ? 'registration ASC' : 'registration DESC');
  return `ORDER BY ${keys.join(', ')}`;
}

/**
 * Every row matching a list query of the user's tenant, in the list's order, in two steps: one query
 * reads the ordered ids of all matching rows (a single scan and sort, about 100 bytes a row), then
 * the rows are read by id, a chunk at a time, each chunk in its own tenant transaction (row-level
 * security holds, and other requests are not blocked for the whole export). Deep OFFSET paging and
 * keyset re-scans, both quadratic on an embedded database with stale statistics, are avoided.
 */
export async function createListExport(ctx: AppContext, tenant: string, entityName: string, raw: Record<string, string>, keys?: readonly string[]): Promise<ListExport> {
  // the entity as the tenant extends it: added fields can be filtered, sorted and exported
  // a dyno entity is the tenant's own (404 for a name it does not declare)
  const base = entityName.startsWith('dyno') ? await dynoCatalog(ctx).entity(tenant, entityName, ['POST', entityName]) : ctx.registry.get(entityName);
  const info = await ctx.db.withTenant(tenant, (q) => ctx.extensions.entity(q, base));
  const query = parseListQuery({ ...raw, range: undefined }, (name) => !!ctx.store.field(info, name));
  const ids = await ctx.db.withTenant(tenant, async (q) => {
    const p = new Params();
    const where = whereSql(ctx, info, query, p);
    const order = orderSql(ctx, info, query, p);
    const { rows } = await q.query<{ id: string }>(`SELECT id::text AS id FROM ${info.table} ${where} ${order} LIMIT ${EXPORT_MAX_ROWS}`, p.values);
    return rows.map((r) => r.id);
  });
  const { sql, read } = selection(keys);
  return {
    info,
    query,
    rows: ids.length,
    async *pages() {
      for (let i = 0; i < ids.length; i += EXPORT_PAGE_SIZE) {
        const chunk = ids.slice(i, i + EXPORT_PAGE_SIZE);
        const rows = await ctx.db.withTenant(tenant, async (q) =>
          (await q.query<EntityRow & { export_id: string }>(`SELECT id::text AS export_id, ${sql} FROM ${info.table} WHERE id = ANY($1::uuid[])`, [chunk])).rows,
        );
        const byId = new Map(rows.map((r) => [r.export_id, r]));
        // Rows deleted since the ids were read are skipped; the others keep the list's order.
        yield chunk.flatMap((id) => (byId.has(id) ? [read(byId.get(id)!)] : []));
      }
    },
  };
}
