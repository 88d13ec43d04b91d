import { IN_FORCE_STATUSES, OPEN_INVOICE_STATUSES, type CountedAmounts, type CurrencyAmount } from '../../engine/dashboard/dashboardFigures.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { currencyAmounts, isoDate, num } from '../dashboard/sqlFigures.ts';

/** What a set of persons owes and will owe (docs/persons.md#exposure); parts the caller may not read are absent. */
export interface ExposureFigures {
  /** Contracts whose CLIENT is one of the persons, and how many of them are in force. */
  contracts?: { count: number; inForce: number };
  /** Instalments still to invoice of the contracts in force (incl. tax), per currency. */
  outstanding?: CurrencyAmount[];
  /** Open invoices (validated, sent, disputed) whose PAYER is one of the persons: their balance. */
  openBalance?: CountedAmounts;
  /** The open invoices past their due date. */
  overdue?: CountedAmounts;
}

/** Which figures the caller may see. */
export interface ExposureAccess {
  contracts?: EntityInfo;
  cashflows?: EntityInfo;
  invoices?: EntityInfo;
}

const inRole = (alias: string, role: string) =>
  `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${alias}.data->'persons') = 'array' THEN ${alias}.data->'persons' ELSE '[]'::jsonb END) e
            WHERE e->>'role' = '${role}' AND e->>'personRegistration' = ANY($1))`;

/**
 * The exposure of a set of persons (one person, or its group): their contracts as client, the
 * instalments still to invoice of those in force, the balance of their open invoices as payer and
 * its overdue part on `today`. Sums made by PostgreSQL in numeric, per currency, never mixed.
 */
export async function exposureOf(q: Queryable, persons: string[], access: ExposureAccess, today: string): Promise<ExposureFigures> {
  const figures: ExposureFigures = {};
  if (access.contracts) {
    // the persons' contracts first (few), then their cashflows by contract: no join over every cashflow
    const { rows } = await q.query<{ registration: string; status: string | null }>(
      `SELECT c.registration, c.status FROM ${access.contracts.table} c WHERE ${inRole('c', 'CLIENT')}`,
      [persons],
    );
    const inForce = rows.filter((r) => (IN_FORCE_STATUSES as readonly (string | null)[]).includes(r.status)).map((r) => r.registration);
    figures.contracts = { count: rows.length, inForce: inForce.length };
    if (access.cashflows) {
      const { rows: planned } = inForce.length
        ? await q.query<{ currency: string | null; amount: string | null }>(
            `SELECT f.data->>'currency' AS currency, sum(${num(`f.data->'amountInclTax'`)})::text AS amount
               FROM ${access.cashflows.table} f
              WHERE f.data->>'contractRegistration' = ANY($1) AND f.status = 'PLANNED'
              GROUP BY 1`,
            [inForce],
          )
        : { rows: [] };
      figures.outstanding = currencyAmounts(planned);
    }
  }
  if (access.invoices) {
    const balance = `COALESCE(${num(`i.data->'totalBalance'`)}, ${num(`i.data->'amountInclTax'`)})`;
    const late = `coalesce(${isoDate(`i.data->>'dueDate'`)} < $3, false)`;
    const { rows } = await q.query<{ currency: string | null; count: string; amount: string | null; late_count: string; late_amount: string | null }>(
      `SELECT i.data->>'currency' AS currency, count(*) AS count, sum(${balance})::text AS amount,
              count(*) FILTER (WHERE ${late}) AS late_count, (sum(${balance}) FILTER (WHERE ${late}))::text AS late_amount
         FROM ${access.invoices.table} i
        WHERE i.status = ANY($2) AND ${inRole('i', 'PAYER')}
        GROUP BY 1`,
      [persons, OPEN_INVOICE_STATUSES, today],
    );
    const count = (key: 'count' | 'late_count') => rows.reduce((n, r) => n + Number(r[key]), 0);
    figures.openBalance = { count: count('count'), amounts: currencyAmounts(rows) };
    figures.overdue = { count: count('late_count'), amounts: currencyAmounts(rows.map((r) => ({ currency: r.currency, amount: r.late_amount }))) };
  }
  return figures;
}

/** The figures a caller may read: each entity only with its read permission. */
export function exposureAccess(ctx: AppContext, canRead: (info: EntityInfo) => boolean): ExposureAccess {
  const entity = (name: string) => (ctx.registry.has(name) && canRead(ctx.registry.get(name)) ? ctx.registry.get(name) : undefined);
  return { contracts: entity('Contract'), cashflows: entity('Cashflow'), invoices: entity('Invoice') };
}
