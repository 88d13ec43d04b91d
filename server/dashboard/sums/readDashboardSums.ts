import { IN_FORCE_STATUSES, NEW_BUSINESS_MONTHS, monthsEndingAt, type CountedAmounts, type MonthFigures } from '../../../engine/dashboard/dashboardFigures.ts';
import type { Queryable } from '../../db/Database.ts';
import { currencyAmounts } from '../sqlFigures.ts';
import { NEW_BUSINESS, OPEN_INVOICES, OPEN_TASKS, PLANNED_CASHFLOWS } from './dashboardFigureDefs.ts';
import { DASHBOARD_SUMS_TABLE } from './dashboardSumsMigration.ts';

/** Deltas of a figure above which a reader folds them: twice its keys, plus this many. */
const FOLD_MARGIN = 64;

type SumRow = { currency: string | null; count: string; amount: string | null };

/**
 * The sums of grouped delta rows as the dashboard's own queries give them: the rows counted, and
 * per currency the sum of the amounts that are numbers (none when no row of that currency has one).
 * `trim_scale` writes a sum as its value, whatever deltas of other scales made it.
 */
const SUMS = `sum(n) AS count, CASE WHEN sum(na) > 0 THEN trim_scale(sum(amount))::text END AS amount`;

function counted(rows: SumRow[]): CountedAmounts {
  return { count: rows.reduce((n, r) => n + Number(r.count), 0), amounts: currencyAmounts(rows) };
}

/**
 * Folds the tenant's figures whose deltas piled up (more than twice their keys plus
 * {@link FOLD_MARGIN}): one statement to look, one per figure folded.
 */
export async function foldDashboardSums(q: Queryable, tenant: string): Promise<void> {
  const { rows } = await q.query<{ figure: string; deltas: string; keys: string }>(
    `SELECT figure, count(*) AS deltas, count(DISTINCT (k1, k2, k3)) AS keys FROM ${DASHBOARD_SUMS_TABLE} WHERE tenant = $1 GROUP BY figure`,
    [tenant],
  );
  for (const r of rows) if (Number(r.deltas) > 2 * Number(r.keys) + FOLD_MARGIN) await q.query('SELECT tabula_fold_dashboard($1, $2)', [tenant, r.figure]);
}

/** New business of the twelve months ending with today's, from the sums. */
export async function newBusinessFromSums(q: Queryable, tenant: string, today: string): Promise<MonthFigures[]> {
  const months = monthsEndingAt(today, NEW_BUSINESS_MONTHS);
  const { rows } = await q.query<SumRow & { month: string }>(
    `SELECT k1 AS month, k2 AS currency, ${SUMS} FROM ${DASHBOARD_SUMS_TABLE}
      WHERE tenant = $1 AND figure = $2 AND k1 >= $3 AND k1 <= $4 GROUP BY 1, 2 HAVING sum(n) <> 0`,
    [tenant, NEW_BUSINESS.figure, months[0], months[months.length - 1]],
  );
  return months.map((month) => ({ month, ...counted(rows.filter((r) => r.month === month)) }));
}

/** The planned cashflows of the contracts in force, per currency, from the sums. */
export async function plannedFromSums(q: Queryable, tenant: string): Promise<SumRow[]> {
  const { rows } = await q.query<SumRow>(
    `SELECT k2 AS currency, ${SUMS} FROM ${DASHBOARD_SUMS_TABLE}
      WHERE tenant = $1 AND figure = $2 AND k1 = ANY ($3) GROUP BY 1 HAVING sum(n) <> 0`,
    [tenant, PLANNED_CASHFLOWS.figure, IN_FORCE_STATUSES],
  );
  return rows;
}

/** The open receivable invoices due from today and overdue, from the sums. */
export async function invoicesFromSums(q: Queryable, tenant: string, today: string): Promise<{ due: CountedAmounts; overdue: CountedAmounts }> {
  const { rows } = await q.query<SumRow & { overdue: boolean }>(
    `SELECT k1 < $3 AS overdue, k2 AS currency, ${SUMS} FROM ${DASHBOARD_SUMS_TABLE}
      WHERE tenant = $1 AND figure = $2 GROUP BY 1, 2 HAVING sum(n) <> 0`,
    [tenant, OPEN_INVOICES.figure, today],
  );
  return { due: counted(rows.filter((r) => !r.overdue)), overdue: counted(rows.filter((r) => r.overdue)) };
}

/** A user's open tasks and those past their due day, from the sums. */
export async function tasksFromSums(q: Queryable, tenant: string, username: string, today: string): Promise<{ open: number; late: number }> {
  const { rows } = await q.query<{ open: string | null; late: string | null }>(
    `SELECT sum(n) AS open, sum(n) FILTER (WHERE k2 < $4) AS late FROM ${DASHBOARD_SUMS_TABLE}
      WHERE tenant = $1 AND figure = $2 AND k1 = $3`,
    [tenant, OPEN_TASKS.figure, username, today],
  );
  return { open: Number(rows[0]?.open ?? 0), late: Number(rows[0]?.late ?? 0) };
}
