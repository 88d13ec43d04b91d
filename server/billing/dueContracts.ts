import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import type { BillingScope } from './billingQuery.ts';

/**
 * The contract statuses whose cashflows are billed: in force (a suspended contract's instalments
 * still fall due), and terminated, for what fell due up to its end date ({@link WITHIN_CONTRACT_LIFE}).
 */
export const BILLED_CONTRACT_STATUSES: readonly string[] = ['ACTIVE', 'SUSPENDED', 'TERMINATED'];

/** SQL condition (aliases `cf`, `c`): the cashflow falls due within its contract's life (a terminated one ends on its end date). */
export const WITHIN_CONTRACT_LIFE = `(c.status <> 'TERMINATED' OR (cf.data ->> 'dueDate') <= coalesce(c.data ->> 'endDate', '9999-12-31'))`;

/** SQL condition of a cashflow still to bill (alias `cf`): planned, with no invoice yet. */
export const UNBILLED_CASHFLOW = `cf.status = 'PLANNED' AND coalesce(cf.data ->> 'invoiceRegistration', '') = ''`;

/**
 * The registrations of the contracts that have something to bill in the scope, in registration
 * order: contracts of a billed status (of the organizations, when given) with a PLANNED cashflow
 * due on or before the date, within the contract's life, and not invoiced yet.
 */
export async function dueContracts(ctx: AppContext, q: Queryable, scope: BillingScope): Promise<string[]> {
  const cashflows = ctx.registry.get('Cashflow').table;
  const contracts = ctx.registry.get('Contract').table;
  const params: unknown[] = [scope.date, BILLED_CONTRACT_STATUSES];
  const byOrganization = scope.organizations.length ? `AND (c.data ->> 'orgaRegistration') = ANY($3)` : '';
  if (scope.organizations.length) params.push(scope.organizations);
  const { rows } = await q.query<{ registration: string }>(
    `SELECT DISTINCT c.registration
       FROM ${cashflows} cf JOIN ${contracts} c ON c.registration = (cf.data ->> 'contractRegistration')
      WHERE ${UNBILLED_CASHFLOW} AND (cf.data ->> 'dueDate') <= $1 AND c.status = ANY($2) AND ${WITHIN_CONTRACT_LIFE} ${byOrganization}
      ORDER BY c.registration`,
    params,
  );
  return rows.map((r) => r.registration);
}
