import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';
import { BALANCE_SQL, COLLECTABLE_STATUSES } from '../sepa/dueInvoices.ts';

type Rec = Record<string, unknown>;

/** How many overdue invoices a reminder lists at most (a letter, not an export). */
export const REMINDER_MAX_INVOICES = 500;

/**
 * The overdue invoices of a client: receivable (`pr` R, or none), VALIDATED or SENT (a draft is not
 * owed, a paid, disputed or cancelled one is not dunned), where the person is the PAYER, due before
 * `date`, with a balance above zero (`totalBalance`, else the amount incl. tax); of one
 * organization when given. Oldest due first.
 */
export async function overdueInvoices(ctx: AppContext, q: Queryable, person: string, date: string, organization?: string): Promise<Rec[]> {
  const table = ctx.registry.get('Invoice').table;
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS.split(', ')
      .map((c) => `i.${c}`)
      .join(', ')} FROM ${table} i
      WHERE i.status = ANY($1) AND coalesce(i.data ->> 'pr', 'R') IN ('', 'R')
        AND (i.data -> 'persons') @> $2::jsonb
        AND (i.data ->> 'dueDate') < $3
        AND ${BALANCE_SQL} > 0
        AND ($4::text IS NULL OR (i.data ->> 'orgaRegistration') = $4)
      ORDER BY (i.data ->> 'dueDate'), i.registration
      LIMIT ${REMINDER_MAX_INVOICES}`,
    [COLLECTABLE_STATUSES, JSON.stringify([{ role: 'PAYER', personRegistration: person }]), date, organization ?? null],
  );
  return rows.map(toRecord);
}
