import type { ListQuery } from '../../engine/query/types.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { APP_ROLE, type Queryable } from '../db/Database.ts';
import { indexName } from '../db/entityIndexes.ts';
import { currentPartnerScope } from '../db/partnerScope.ts';
import type { Migration } from '../db/migration.ts';
import type { FieldResolver } from './listSql.ts';

/** The table of row counters: one delta row per tenant, collection table and status per write statement. */
export const ROW_COUNTS_TABLE = 'entity_row_counts';
/** Delta rows of one tenant and table above which a reader folds them into one row per status. */
export const COMPACT_ABOVE = 64;
/** About one write statement in this many folds its table's deltas (tables nobody counts included). */
export const FOLD_EVERY = 50;

/** The end of each counting trigger: about one write statement in {@link FOLD_EVERY} folds its table's deltas. */
const FOLD_NOW_AND_THEN = `      -- one write in ${FOLD_EVERY} folds, so the deltas of a table nobody counts stay few
      IF random() < ${1 / FOLD_EVERY} THEN PERFORM tabula_fold_counts(current_setting('app.tenant', true), TG_TABLE_NAME); END IF;`;

/**
 * Migration 119 (issue 20 item 3): per-tenant row counters of every collection table, per status.
 * Statement-level triggers (created with each table, {@link rowCounterTriggersSql}) append one
 * delta row per tenant and status a statement changed, in the writing transaction: no row is ever
 * updated in place, so concurrent writers never wait on a counter and never deadlock, and a
 * rolled-back write leaves no delta. Readers sum the deltas (and fold them now and then).
 * Row-level security holds for the app role; the owner (migrations, table creation) sees all.
 */
export const ROW_COUNTS_MIGRATION: Migration = {
  version: 119,
  name: 'entity-row-counts',
  sql: `
    CREATE TABLE ${ROW_COUNTS_TABLE} (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      tbl text NOT NULL,
      status text,
      n bigint NOT NULL
    );
    CREATE INDEX ${ROW_COUNTS_TABLE}_tenant_tbl ON ${ROW_COUNTS_TABLE} (tenant, tbl);
    ALTER TABLE ${ROW_COUNTS_TABLE} ENABLE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${ROW_COUNTS_TABLE}
      USING (tenant = current_setting('app.tenant', true))
      WITH CHECK (tenant = current_setting('app.tenant', true));
    GRANT SELECT, INSERT, DELETE ON ${ROW_COUNTS_TABLE} TO ${APP_ROLE};
    -- Folds the deltas of a tenant's table into one row per status. The DELETE takes the rows it
    -- folds (a concurrent folder skips them); the advisory lock, tried and never waited for, keeps
    -- folders of one tenant and table from queueing behind each other.
    CREATE OR REPLACE FUNCTION tabula_fold_counts(p_tenant text, p_tbl text) RETURNS void LANGUAGE plpgsql AS $f$
    BEGIN
      IF p_tenant IS NULL OR NOT pg_try_advisory_xact_lock(727274, hashtext(p_tenant || '/' || p_tbl)) THEN RETURN; END IF;
      WITH folded AS (DELETE FROM ${ROW_COUNTS_TABLE} WHERE tenant = p_tenant AND tbl = p_tbl RETURNING status, n)
      INSERT INTO ${ROW_COUNTS_TABLE} (tenant, tbl, status, n)
        SELECT p_tenant, p_tbl, status, sum(n) FROM folded GROUP BY status HAVING sum(n) <> 0;
    END $f$;
    CREATE OR REPLACE FUNCTION tabula_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      INSERT INTO ${ROW_COUNTS_TABLE} (tenant, tbl, status, n)
        SELECT tenant, TG_TABLE_NAME, status, count(*) FROM new_rows GROUP BY tenant, status;
${FOLD_NOW_AND_THEN}
      RETURN NULL;
    END $f$;
    CREATE OR REPLACE FUNCTION tabula_count_updated() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      INSERT INTO ${ROW_COUNTS_TABLE} (tenant, tbl, status, n)
        SELECT tenant, TG_TABLE_NAME, status, sum(d) FROM (
          SELECT tenant, status, 1 AS d FROM new_rows UNION ALL SELECT tenant, status, -1 FROM old_rows
        ) moved GROUP BY tenant, status HAVING sum(d) <> 0;
${FOLD_NOW_AND_THEN}
      RETURN NULL;
    END $f$;
    CREATE OR REPLACE FUNCTION tabula_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      INSERT INTO ${ROW_COUNTS_TABLE} (tenant, tbl, status, n)
        SELECT tenant, TG_TABLE_NAME, status, -count(*) FROM old_rows GROUP BY tenant, status;
${FOLD_NOW_AND_THEN}
      RETURN NULL;
    END $f$;
    CREATE OR REPLACE FUNCTION tabula_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $f$
    BEGIN
      DELETE FROM ${ROW_COUNTS_TABLE} WHERE tbl = TG_TABLE_NAME;
      RETURN NULL;
    END $f$;`,
};

/**
 * The counter triggers of one collection table, created with it (idempotent). When they are
 * created on a table that already has rows, its counters are filled in the same transaction:
 * CREATE TRIGGER locks out writers until it commits, so no write is counted twice or missed.
 * The owner reads every tenant's rows (FORCE ROW LEVEL SECURITY is lifted for that statement).
 */
export function rowCounterTriggersSql(table: string): string {
  const trigger = (suffix: string, event: string, transition: string, fn: string) =>
    `CREATE TRIGGER ${indexName(table, `count_${suffix}`)} AFTER ${event} ON ${table} ${transition} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`;
  return `
    DO $counters$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = '${table}'::regclass AND tgname = '${indexName(table, 'count_insert')}') THEN
        ${trigger('insert', 'INSERT', 'REFERENCING NEW TABLE AS new_rows', 'tabula_count_inserted')}
        ${trigger('update', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows', 'tabula_count_updated')}
        ${trigger('delete', 'DELETE', 'REFERENCING OLD TABLE AS old_rows', 'tabula_count_deleted')}
        ${trigger('truncate', 'TRUNCATE', '', 'tabula_count_truncated')}
        DELETE FROM ${ROW_COUNTS_TABLE} WHERE tbl = '${table}';
        ALTER TABLE ${table} NO FORCE ROW LEVEL SECURITY;
        INSERT INTO ${ROW_COUNTS_TABLE} (tenant, tbl, status, n) SELECT tenant, '${table}', status, count(*) FROM ${table} GROUP BY tenant, status;
        ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
      END IF;
    END $counters$;`;
}

/**
 * The statuses whose counters answer the count of a query, or undefined when counters cannot
 * answer it: no search and no condition (all rows), or one `status=` / `status=in:` condition on
 * the real status column. Never in a partner scope (server/db/partnerScope.ts).
 */
export function counterStatuses(query: ListQuery, field: FieldResolver): { all: true } | { all: false; statuses: string[] } | undefined {
  // the counters count every row of the tenant: a partner user's count is of its own rows
  if (query.search || query.after !== undefined || currentPartnerScope()) return undefined;
  if (!query.conditions.length) return { all: true };
  if (query.conditions.length !== 1) return undefined;
  const c = query.conditions[0];
  const statuses = c.op === 'eq' ? [c.value] : c.op === 'in' ? c.values : undefined;
  if (!statuses) return undefined;
  let f;
  try {
    f = field(c.field);
  } catch {
    return undefined;
  }
  if (f.column !== 'status' || f.elementPath || f.kind !== 'string') return undefined;
  return { all: false, statuses };
}

/** One row per status of a tenant's table in the counters: its count and how many deltas make it. */
export interface StatusCount {
  status: string | null;
  n: string | number;
  deltas: string | number;
}

/**
 * The counters of a tenant's table, one row per status, most rows first (then by status, nulls
 * last, in the database's order). Folds the deltas into one row per status when more than
 * {@link COMPACT_ABOVE} have piled up: the DELETE takes the rows it folds, so two readers folding
 * at once never count a delta twice.
 */
async function statusCounts(q: Queryable, tenant: string, info: EntityInfo): Promise<StatusCount[]> {
  const { rows } = await q.query<StatusCount>(`${statusCountsSql('$1', '$2')} ORDER BY 2 DESC, 1 NULLS LAST`, [tenant, info.table]);
  await foldWhenPiledUp(q, tenant, info, rows);
  return rows;
}

/** The statement reading the counters of a tenant's table, one row per status ({@link StatusCount}). */
export function statusCountsSql(tenantParam: string, tableParam: string): string {
  return `SELECT status, sum(n) AS n, count(*) AS deltas FROM ${ROW_COUNTS_TABLE} WHERE tenant = ${tenantParam} AND tbl = ${tableParam} GROUP BY status`;
}

/** Folds the deltas of a tenant's table read as `rows` when more than {@link COMPACT_ABOVE} have piled up. */
export async function foldWhenPiledUp(q: Queryable, tenant: string, info: EntityInfo, rows: readonly StatusCount[]): Promise<void> {
  const deltas = rows.reduce((s, r) => s + Number(r.deltas), 0);
  if (deltas > COMPACT_ABOVE) await q.query('SELECT tabula_fold_counts($1, $2)', [tenant, info.table]);
}

/** The rows the counters count for the statuses a query wants ({@link counterStatuses}). */
export function countOfStatuses(rows: readonly StatusCount[], wanted: NonNullable<ReturnType<typeof counterStatuses>>): number {
  const keep = wanted.all ? () => true : (s: string | null) => s !== null && wanted.statuses.includes(s);
  return rows.filter((r) => keep(r.status)).reduce((s, r) => s + Number(r.n), 0);
}

/**
 * The count of a query from the counters (exact: the deltas are written in the writing
 * transactions), or undefined when they cannot answer it.
 */
export async function countFromCounters(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver): Promise<number | undefined> {
  if (q.tenant === undefined) return undefined;
  const wanted = counterStatuses(query, field);
  if (!wanted) return undefined;
  return countOfStatuses(await statusCounts(q, q.tenant, info), wanted);
}

/**
 * The status breakdown of a query from the counters (`breakdown=status` of a KPI strip), or
 * undefined when they cannot answer it: the breakdown leaves out the conditions on the status,
 * so the counters answer when there is no search and no condition on another field. The same
 * answer as counting the rows by status: most rows first, then by status (nulls last), at most
 * `limit` statuses, none with no row.
 */
export async function breakdownFromCounters(q: Queryable, info: EntityInfo, query: ListQuery, field: FieldResolver, name: string, limit: number) {
  if (q.tenant === undefined || query.search || currentPartnerScope() || query.conditions.some((c) => c.field !== name)) return undefined;
  const f = field(name);
  if (f.column !== 'status' || f.elementPath || f.kind !== 'string') return undefined;
  const rows = await statusCounts(q, q.tenant, info);
  return rows.filter((r) => Number(r.n) > 0).slice(0, limit).map((r) => ({ value: r.status, count: Number(r.n) }));
}
