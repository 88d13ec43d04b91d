import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';

/** Contract statuses whose contracts never ran: nothing of their plan will ever be invoiced. */
export const DEAD_CONTRACT_STATUSES = ['REJECTED', 'CANCELLED'];

/**
 * The contract hook plans cashflows for every contract not yet active (the plan preview); those of
 * rejected and cancelled contracts are set CANCELLED, so billing never invoices them. One
 * statement, in the caller's transaction (row-level security keeps it to its tenant).
 */
export async function cancelDeadCashflows(ctx: AppContext, q: Queryable): Promise<number> {
  if (!ctx.registry.has('Cashflow') || !ctx.registry.has('Contract')) return 0;
  const cashflows = ctx.registry.get('Cashflow').table;
  const contracts = ctx.registry.get('Contract').table;
  const { rows } = await q.query<{ n: string }>(
    `WITH cancelled AS (
       UPDATE ${cashflows} f SET status = 'CANCELLED', data = jsonb_set(f.data, '{status}', '"CANCELLED"'), version = f.version + 1, updated_at = now()
         FROM ${contracts} c
        WHERE c.registration = f.data ->> 'contractRegistration' AND c.status = ANY($1) AND f.status = 'PLANNED'
       RETURNING 1)
     SELECT count(*) AS n FROM cancelled`,
    [DEAD_CONTRACT_STATUSES],
  );
  return Number(rows[0].n);
}
