import { OPEN_INVOICE_STATUSES, OPEN_TASK_STATUSES, STARTED_STATUSES } from '../../../engine/dashboard/dashboardFigures.ts';
import { isoDate, num } from '../sqlFigures.ts';

/**
 * A figure of the home dashboard kept as running sums over the rows of one entity's table
 * (dashboardTriggers.ts): the rows `where` keeps, grouped by up to three keys, counted, and their
 * `amount` summed. Every expression reads the row as `r`, exactly as the dashboard's own queries
 * (dashboardFigures.ts) read it, so both answer the same.
 */
export interface RowFigure {
  figure: string;
  entity: string;
  where: string;
  keys: [string, string?, string?];
  amount?: string;
}

const list = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

/** The contracts started (new business), by month of their start and currency, with the financed amount. */
export const NEW_BUSINESS: RowFigure = {
  figure: 'new_business',
  entity: 'Contract',
  where: `r.status = ANY (${list(STARTED_STATUSES)})`,
  keys: [`substr(${isoDate(`r.data->>'startDate'`)}, 1, 7)`, `r.data->>'currency'`],
  amount: num(`r.data->'quotations'->0->'financedAmountExclTax'`),
};

/** The open receivable invoices, by due day and currency, with their balance (else their amount incl. tax). */
export const OPEN_INVOICES: RowFigure = {
  figure: 'open_invoices',
  entity: 'Invoice',
  where: `r.status = ANY (${list(OPEN_INVOICE_STATUSES)}) AND ${isoDate(`r.data->>'dueDate'`)} IS NOT NULL AND (r.data->>'pr') IS DISTINCT FROM 'P'`,
  keys: [isoDate(`r.data->>'dueDate'`), `r.data->>'currency'`],
  amount: `COALESCE(${num(`r.data->'totalBalance'`)}, ${num(`r.data->'amountInclTax'`)})`,
};

/** The open tasks, by assignee and due day. */
export const OPEN_TASKS: RowFigure = {
  figure: 'open_tasks',
  entity: 'Task',
  where: `r.status = ANY (${list(OPEN_TASK_STATUSES)})`,
  keys: [`r.data->>'assignee'`, isoDate(`r.data->>'dueDate'`)],
};

export const ROW_FIGURES: readonly RowFigure[] = [NEW_BUSINESS, OPEN_INVOICES, OPEN_TASKS];

/**
 * The planned cashflows, by the status of their contract (none: the contract is missing or has no
 * status) and currency, with their amount incl. tax. Kept by the cashflows' triggers and by the
 * contracts' (a contract whose status or registration changes carries its planned cashflows'
 * sums from one status to the other).
 */
export const PLANNED_CASHFLOWS = {
  figure: 'planned_cashflows',
  where: `r.status = 'PLANNED'`,
  contractOf: `r.data->>'contractRegistration'`,
  currency: `r.data->>'currency'`,
  amount: num(`r.data->'amountInclTax'`),
} as const;
