import { createHash } from 'node:crypto';
import type { EntityInfo } from '../../../engine/registry/types.ts';
import { DASHBOARD_SUMS_TABLE } from './dashboardSumsMigration.ts';
import { PLANNED_CASHFLOWS, ROW_FIGURES, type RowFigure } from './dashboardFigureDefs.ts';

type Side = 'new' | 'old';
const SIGN: Record<Side, number> = { new: 1, old: -1 };
/** The transition tables an event gives a statement-level trigger. */
const SIDES: Record<'INSERT' | 'UPDATE' | 'DELETE', Side[]> = { INSERT: ['new'], UPDATE: ['new', 'old'], DELETE: ['old'] };
const TRANSITIONS: Record<keyof typeof SIDES, string> = {
  INSERT: 'REFERENCING NEW TABLE AS new_rows',
  UPDATE: 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
  DELETE: 'REFERENCING OLD TABLE AS old_rows',
};

/** Signed delta rows `(tenant, k1, k2, k3, a, s)` grouped into the sums' rows of `figure`. */
function insertDeltas(figure: string, deltas: string): string {
  return `INSERT INTO ${DASHBOARD_SUMS_TABLE} (tenant, figure, k1, k2, k3, n, na, amount)
        SELECT tenant, '${figure}', k1, k2, k3, sum(s), sum(CASE WHEN a IS NULL THEN 0 ELSE s END), sum(s * a)
          FROM (${deltas}) d GROUP BY tenant, k1, k2, k3
          HAVING sum(s) <> 0 OR sum(CASE WHEN a IS NULL THEN 0 ELSE s END) <> 0 OR sum(s * a) <> 0;`;
}

/** The deltas a statement's transition tables make to a row figure. */
function rowFigureDeltas(f: RowFigure, sides: Side[]): string {
  const [k1, k2 = 'NULL::text', k3 = 'NULL::text'] = f.keys;
  const part = (side: Side) =>
    `SELECT r.tenant, ${k1} AS k1, ${k2} AS k2, ${k3} AS k3, ${f.amount ?? 'NULL::numeric'} AS a, ${SIGN[side]} AS s FROM ${side}_rows r WHERE ${f.where}`;
  return insertDeltas(f.figure, sides.map(part).join('\n          UNION ALL '));
}

/**
 * The planned cashflows a statement on the cashflows' table adds or removes, under their
 * contract's status. The contracts are locked first (FOR NO KEY UPDATE, in registration order), so
 * a concurrent change of a contract's status waits for this transaction, and the status read is
 * the latest: its own trigger then sees these cashflows and carries them along.
 */
function plannedCashflowDeltas(contracts: string, sides: Side[]): string {
  const p = PLANNED_CASHFLOWS;
  const named = sides.map((side) => `SELECT r.tenant, ${p.contractOf} FROM ${side}_rows r WHERE ${p.where}`).join(' UNION ');
  const part = (side: Side) =>
    `SELECT r.tenant, c.status AS k1, ${p.currency} AS k2, NULL::text AS k3, ${p.amount} AS a, ${SIGN[side]} AS s
            FROM ${side}_rows r LEFT JOIN ${contracts} c ON c.tenant = r.tenant AND c.registration = ${p.contractOf} WHERE ${p.where}`;
  return `PERFORM 1 FROM ${contracts} c WHERE (c.tenant, c.registration) IN (${named}) ORDER BY c.tenant, c.registration FOR NO KEY UPDATE OF c;
      ${insertDeltas(p.figure, sides.map(part).join('\n          UNION ALL '))}`;
}

/**
 * What a statement on the contracts' table moves of the planned cashflows' sums: a contract leaves
 * (deleted, or its status or registration changed) from its old status to "no contract", one
 * arrives from "no contract" to its new status; each move carries the sums of the planned
 * cashflows naming that registration.
 */
function contractMoveDeltas(cashflows: string, sides: Side[]): string {
  const p = PLANNED_CASHFLOWS;
  const changed = sides.length === 2 ? ' WHERE (o.registration, o.status) IS DISTINCT FROM (n.registration, n.status)' : '';
  const moves = sides.length === 2
    ? `SELECT o.tenant, o.registration, o.status AS from_status, NULL::text AS to_status FROM old_rows o JOIN new_rows n ON n.tenant = o.tenant AND n.id = o.id${changed}
          UNION ALL SELECT n.tenant, n.registration, NULL::text, n.status FROM old_rows o JOIN new_rows n ON n.tenant = o.tenant AND n.id = o.id${changed}`
    : sides[0] === 'new'
      ? 'SELECT tenant, registration, NULL::text AS from_status, status AS to_status FROM new_rows'
      : 'SELECT tenant, registration, status AS from_status, NULL::text AS to_status FROM old_rows';
  const planned = `SELECT m.tenant, m.from_status, m.to_status, ${p.currency} AS k2, ${p.amount} AS a
            FROM (${moves}) m JOIN ${cashflows} r ON r.tenant = m.tenant AND ${p.contractOf} = m.registration WHERE ${p.where}`;
  return insertDeltas(
    p.figure,
    `WITH planned AS (${planned})
          SELECT tenant, from_status AS k1, k2, NULL::text AS k3, a, -1 AS s FROM planned
          UNION ALL SELECT tenant, to_status, k2, NULL::text, a, 1 FROM planned`,
  );
}

/** A figure's sums recomputed from the rows (the first creation of the triggers, a TRUNCATE). */
function rebuildSql(figures: RowFigure[], tableOf: (entity: string) => string, planned: { contracts: string; cashflows: string } | undefined): string {
  const rowSums = figures.map((f) => {
    const [k1, k2 = 'NULL::text', k3 = 'NULL::text'] = f.keys;
    const a = f.amount ?? 'NULL::numeric';
    return `INSERT INTO ${DASHBOARD_SUMS_TABLE} (tenant, figure, k1, k2, k3, n, na, amount)
        SELECT r.tenant, '${f.figure}', ${k1}, ${k2}, ${k3}, count(*), count(${a}), sum(${a}) FROM ${tableOf(f.entity)} r WHERE ${f.where} GROUP BY 1, 3, 4, 5;`;
  });
  const p = PLANNED_CASHFLOWS;
  const plannedSums = planned
    ? [
        `INSERT INTO ${DASHBOARD_SUMS_TABLE} (tenant, figure, k1, k2, k3, n, na, amount)
        SELECT r.tenant, '${p.figure}', c.status, ${p.currency}, NULL, count(*), count(${p.amount}), sum(${p.amount})
          FROM ${planned.cashflows} r LEFT JOIN ${planned.contracts} c ON c.tenant = r.tenant AND c.registration = ${p.contractOf}
         WHERE ${p.where} GROUP BY 1, 3, 4;`,
      ]
    : [];
  return [`DELETE FROM ${DASHBOARD_SUMS_TABLE};`, ...rowSums, ...plannedSums].join('\n      ');
}

/**
 * The DDL keeping the dashboard's sums (migration 126) for the tables of `entities` that hold its
 * figures: one trigger function per table and event (SECURITY DEFINER: it reads and writes rows of
 * the writing transaction's tenant only, whatever the writer's own row policies, e.g. a partner's),
 * statement-level triggers named after a digest of that DDL, and a rebuild function. Run with the
 * entity tables (entityTables.ts, under their advisory lock): when the triggers of the current
 * digest are missing, the older ones are dropped and the sums are recomputed from the rows in the
 * same transaction (CREATE TRIGGER locks out writers until it commits: nothing is counted twice or
 * missed). Empty when the registry has none of the entities.
 */
export function dashboardTriggersSql(entities: readonly EntityInfo[]): string {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const figures = ROW_FIGURES.filter((f) => byName.has(f.entity));
  const contract = byName.get('Contract');
  const cashflow = byName.get('Cashflow');
  const planned = contract && cashflow ? { contracts: contract.table, cashflows: cashflow.table } : undefined;
  const tables = new Map<string, string[][]>();
  const add = (table: string, event: keyof typeof SIDES, sql: string) => {
    const list = tables.get(table) ?? [];
    list.push([event, sql]);
    tables.set(table, list);
  };
  for (const event of Object.keys(SIDES) as (keyof typeof SIDES)[]) {
    for (const f of figures) add(byName.get(f.entity)!.table, event, rowFigureDeltas(f, SIDES[event]));
    if (planned) {
      add(planned.cashflows, event, plannedCashflowDeltas(planned.contracts, SIDES[event]));
      add(planned.contracts, event, contractMoveDeltas(planned.cashflows, SIDES[event]));
    }
  }
  if (!tables.size) return '';
  const rebuild = rebuildSql(figures, (entity) => byName.get(entity)!.table, planned);
  const functions = [...tables].flatMap(([table, statements]) =>
    (Object.keys(SIDES) as (keyof typeof SIDES)[]).map(
      (event) => `CREATE OR REPLACE FUNCTION tabula_dash_${event.toLowerCase()}_${table}() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $f$
    BEGIN
      ${statements.filter(([e]) => e === event).map(([, sql]) => sql).join('\n      ')}
      RETURN NULL;
    END $f$;`,
    ),
  );
  const body = `${functions.join('\n    ')}
    CREATE OR REPLACE FUNCTION tabula_dash_rebuild() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $f$
    BEGIN
      ${rebuild}
      RETURN NULL;
    END $f$;`;
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const trigger = `tabula_dash_${digest}`;
  const create = [...tables.keys()].flatMap((table) => [
    ...(Object.keys(SIDES) as (keyof typeof SIDES)[]).map(
      (event) => `CREATE TRIGGER ${trigger}_${event.toLowerCase()} AFTER ${event} ON ${table} ${TRANSITIONS[event]} FOR EACH STATEMENT EXECUTE FUNCTION tabula_dash_${event.toLowerCase()}_${table}();`,
    ),
    `CREATE TRIGGER ${trigger}_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION tabula_dash_rebuild();`,
  ]);
  const names = [...tables.keys()].map((t) => `'${t}'::regclass`).join(', ');
  return `
    ${body}
    DO $dash$ DECLARE old record; BEGIN
      IF (SELECT count(*) FROM pg_trigger WHERE tgname = '${trigger}_insert' AND tgrelid IN (${names})) < ${tables.size} THEN
        FOR old IN SELECT tgname, tgrelid::regclass AS tbl FROM pg_trigger WHERE tgname LIKE 'tabula\\_dash\\_%' AND tgrelid IN (${names}) LOOP
          EXECUTE format('DROP TRIGGER %I ON %s', old.tgname, old.tbl);
        END LOOP;
        ${create.join('\n        ')}
        ${[...tables.keys()].map((t) => `ALTER TABLE ${t} NO FORCE ROW LEVEL SECURITY;`).join(' ')}
        ${rebuild}
        ${[...tables.keys()].map((t) => `ALTER TABLE ${t} FORCE ROW LEVEL SECURITY;`).join(' ')}
      END IF;
    END $dash$;`;
}
