import {
  IN_FORCE_STATUSES,
  NEW_BUSINESS_MONTHS,
  OPEN_INVOICE_STATUSES,
  OPEN_TASK_STATUSES,
  STARTED_STATUSES,
  monthsEndingAt,
  type CountedAmounts,
  type DashboardFigures,
  type MonthFigures,
  type StatusCount,
} from '../../engine/dashboard/dashboardFigures.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import { statusKinds } from '../../engine/workflow/statusKinds.ts';
import type { AppContext } from '../context.ts';
import type { Queryable, TenantOptions } from '../db/Database.ts';
import { readLookupLists } from '../scripts/lookupLists.ts';
import { loadWorkflow } from '../workflow/loadWorkflow.ts';
import { currentPartnerScope } from '../db/partnerScope.ts';
import { foldWhenPiledUp, statusCountsSql, type StatusCount as CounterRow } from '../entities/rowCounters.ts';
import { currencyAmounts, isoDate, num } from './sqlFigures.ts';
import { foldDashboardSums, invoicesFromSums, newBusinessFromSums, plannedFromSums, tasksFromSums } from './sums/readDashboardSums.ts';

/** Who asks: the figures of the entities it may read only. */
export interface DashboardViewer {
  username: string;
  /** The language of the labels (the user's interface locale). */
  locale: string;
  canRead(info: EntityInfo): boolean;
}

type AmountRow = { currency: string | null; count: string; amount: string | null };

/** Counts and per-currency sums of grouped rows (one row per currency); a group without amounts has none. */
function countedAmounts(rows: AmountRow[]): CountedAmounts {
  return { count: rows.reduce((n, r) => n + Number(r.count), 0), amounts: currencyAmounts(rows) };
}

/** The status list of an entity (contractStatus...), its labels in the viewer's language as lists show them. */
async function statusLabels(ctx: AppContext, q: Queryable, info: EntityInfo, locale: string): Promise<Map<string, string>> {
  const [items] = await readLookupLists(ctx, q, [info.statusList], locale);
  return new Map((items ?? []).map((i) => [String(i.value), String(i.label)]));
}

/** Contracts per status: from the row counters (server/entities/rowCounters.ts), or counted over the rows when `scan`. */
async function statusCounts(q: Queryable, info: EntityInfo, scan: boolean): Promise<{ status: string | null; count: string }[]> {
  if (scan) return (await q.query<{ status: string | null; count: string }>(`SELECT status, count(*) AS count FROM ${info.table} GROUP BY status`)).rows;
  const tenant = q.tenant as string;
  const { rows } = await q.query<CounterRow>(statusCountsSql('$1', '$2'), [tenant, info.table]);
  await foldWhenPiledUp(q, tenant, info, rows);
  return rows.filter((r) => Number(r.n) !== 0).map((r) => ({ status: r.status, count: String(r.n) }));
}

async function contractsByStatus(ctx: AppContext, q: Queryable, info: EntityInfo, locale: string, scan: boolean): Promise<StatusCount[]> {
  const rows = await statusCounts(q, info, scan);
  const labels = await statusLabels(ctx, q, info, locale);
  const workflow = await loadWorkflow(ctx, q, info).catch(() => null);
  const kinds = workflow ? statusKinds(workflow) : {};
  const order = workflow?.statuses.map((s) => s.code) ?? [];
  const rank = (s: string | null) => (s === null ? Number.MAX_SAFE_INTEGER : order.indexOf(s) < 0 ? order.length : order.indexOf(s));
  return rows
    .map((r) => ({
      status: r.status,
      label: (r.status && labels.get(r.status)) || workflow?.statuses.find((s) => s.code === r.status)?.label || r.status || 'No status',
      ...(r.status && kinds[r.status] ? { kind: kinds[r.status] } : {}),
      count: Number(r.count),
    }))
    .sort((a, b) => rank(a.status) - rank(b.status) || String(a.status).localeCompare(String(b.status)));
}

async function newBusiness(q: Queryable, info: EntityInfo, today: string): Promise<MonthFigures[]> {
  const months = monthsEndingAt(today, NEW_BUSINESS_MONTHS);
  const start = isoDate(`data->>'startDate'`);
  const { rows } = await q.query<AmountRow & { month: string }>(
    `SELECT substr(${start}, 1, 7) AS month, data->>'currency' AS currency, count(*) AS count,
            trim_scale(sum(${num(`data->'quotations'->0->'financedAmountExclTax'`)}))::text AS amount
       FROM ${info.table}
      WHERE status = ANY($1) AND ${start} >= $2 AND ${start} < $3
      GROUP BY 1, 2`,
    [STARTED_STATUSES, `${months[0]}-01`, `${months[months.length - 1]}-32`],
  );
  return months.map((month) => ({ month, ...countedAmounts(rows.filter((r) => r.month === month)) }));
}

async function outstanding(q: Queryable, contracts: EntityInfo, cashflows: EntityInfo, byStatus: StatusCount[], scan: boolean): Promise<CountedAmounts> {
  const count = byStatus.filter((s) => (IN_FORCE_STATUSES as readonly (string | null)[]).includes(s.status)).reduce((n, s) => n + s.count, 0);
  if (!scan) return { count, amounts: currencyAmounts(await plannedFromSums(q, q.tenant as string)) };
  const { rows } = await q.query<{ currency: string | null; amount: string | null }>(
    `SELECT f.data->>'currency' AS currency, trim_scale(sum(${num(`f.data->'amountInclTax'`)}))::text AS amount
       FROM ${cashflows.table} f JOIN ${contracts.table} c ON c.tenant = f.tenant AND c.registration = f.data->>'contractRegistration'
      WHERE c.status = ANY($1) AND f.status = 'PLANNED'
      GROUP BY 1`,
    [IN_FORCE_STATUSES],
  );
  return { count, amounts: currencyAmounts(rows) };
}

async function invoices(q: Queryable, info: EntityInfo, today: string): Promise<{ due: CountedAmounts; overdue: CountedAmounts }> {
  const due = isoDate(`data->>'dueDate'`);
  const balance = `COALESCE(${num(`data->'totalBalance'`)}, ${num(`data->'amountInclTax'`)})`;
  const { rows } = await q.query<AmountRow & { overdue: boolean }>(
    `SELECT ${due} < $2 AS overdue, data->>'currency' AS currency, count(*) AS count, trim_scale(sum(${balance}))::text AS amount
       FROM ${info.table}
      WHERE status = ANY($1) AND ${due} IS NOT NULL AND (data->>'pr') IS DISTINCT FROM 'P'
      GROUP BY 1, 2`,
    [OPEN_INVOICE_STATUSES, today],
  );
  return { due: countedAmounts(rows.filter((r) => !r.overdue)), overdue: countedAmounts(rows.filter((r) => r.overdue)) };
}

async function myTasks(q: Queryable, info: EntityInfo, username: string, today: string): Promise<{ open: number; late: number }> {
  const due = isoDate(`data->>'dueDate'`);
  const { rows } = await q.query<{ open: string; late: string }>(
    `SELECT count(*) AS open, count(*) FILTER (WHERE ${due} < $3) AS late
       FROM ${info.table} WHERE data->>'assignee' = $1 AND status = ANY($2)`,
    [username, OPEN_TASK_STATUSES, today],
  );
  return { open: Number(rows[0]?.open ?? 0), late: Number(rows[0]?.late ?? 0) };
}

/** Where the figures are read from: the running sums (dashboard_sums, the row counters) or the rows themselves. */
export type FiguresSource = 'sums' | 'rows';

/**
 * The figures of the home dashboard for one user of one tenant (docs/dashboard.md), in one
 * transaction: only those of the entities the viewer may read; sums made by PostgreSQL in numeric;
 * status labels from the entity's status list in the viewer's language, else its workflow's.
 * They are read from the running sums kept by the tables' triggers (server/dashboard/sums/: a few
 * rows per figure, whatever the number of contracts), except in a partner scope, whose figures
 * are those of its own rows (the sums are the tenant's): they are then counted over the rows it
 * sees, as `source: 'rows'` does.
 * @param today the day of the figures (UTC, YYYY-MM-DD), the server's `today` of list filters
 * @param replica given, a read replica may answer (readReplica.ts)
 */
export async function dashboardFigures(ctx: AppContext, tenant: string, viewer: DashboardViewer, today: string, replica?: TenantOptions['replica'], source?: FiguresSource): Promise<DashboardFigures> {
  const entity = (name: string) => (ctx.registry.has(name) && viewer.canRead(ctx.registry.get(name)) ? ctx.registry.get(name) : undefined);
  const contracts = entity('Contract');
  const cashflows = entity('Cashflow');
  const invoice = entity('Invoice');
  const task = entity('Task');
  const scan = (source ?? (currentPartnerScope() ? 'rows' : 'sums')) === 'rows';
  return ctx.db.withTenant(tenant, async (q) => {
    const figures: DashboardFigures = { asOf: today, username: viewer.username };
    if (!scan) await foldDashboardSums(q, tenant);
    if (contracts) {
      const byStatus = await contractsByStatus(ctx, q, contracts, viewer.locale, scan);
      figures.contractsByStatus = byStatus;
      figures.newBusiness = scan ? await newBusiness(q, contracts, today) : await newBusinessFromSums(q, tenant, today);
      if (cashflows) figures.outstanding = await outstanding(q, contracts, cashflows, byStatus, scan);
    }
    if (invoice) figures.invoices = scan ? await invoices(q, invoice, today) : await invoicesFromSums(q, tenant, today);
    if (task) figures.myTasks = scan ? await myTasks(q, task, viewer.username, today) : await tasksFromSums(q, tenant, viewer.username, today);
    return figures;
  }, replica ? { replica } : undefined);
}
