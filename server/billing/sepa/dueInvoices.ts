import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';

type Rec = Record<string, unknown>;

/** Invoice statuses a direct debit collects (server/defaults/workflows/invoice.ts). */
export const COLLECTABLE_STATUSES = ['VALIDATED', 'SENT'];

/** The balance still due of an invoice: `totalBalance`, or the amount incl. tax while no payment was recorded. */
export const BALANCE_SQL = `COALESCE(CASE WHEN jsonb_typeof(i.data -> 'totalBalance') = 'number' THEN (i.data ->> 'totalBalance')::numeric END,
  CASE WHEN jsonb_typeof(i.data -> 'amountInclTax') = 'number' THEN (i.data ->> 'amountInclTax')::numeric END)`;

/** The balance still due of an invoice record (same rule as {@link BALANCE_SQL}). */
export function balanceOf(invoice: Rec): unknown {
  return typeof invoice.totalBalance === 'number' ? invoice.totalBalance : invoice.amountInclTax;
}

/** Which invoices a payment file settles: receivable (R) or payable (P), and by which payment modes. */
interface PaymentDirection {
  pr: 'R' | 'P';
  /** The payment mode of an invoice that names none. */
  defaultMode: string;
  /** The payment modes the file settles ('' included: a blank mode is the default one). */
  modes: string[];
}

/**
 * The invoices of `direction` due by the execution date: status VALIDATED or SENT, a settled payment
 * mode, a balance above zero, and not already in a payment file line unless that line or its file
 * was rejected (an invoice is never collected or paid twice). Oldest due first.
 */
export async function dueInvoicesOf(ctx: AppContext, q: Queryable, executionDate: string, direction: PaymentDirection): Promise<Rec[]> {
  const invoices = ctx.registry.get('Invoice').table;
  const lines = ctx.registry.get('PaymentFileLine').table;
  const files = ctx.registry.get('PaymentFile').table;
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS.split(', ')
      .map((c) => `i.${c}`)
      .join(', ')} FROM ${invoices} i
      WHERE i.status = ANY($1) AND (i.data ->> 'pr') = $3
        AND (i.data ->> 'dueDate') <= $2
        AND coalesce(i.data ->> 'paymentMode', $4) = ANY($5)
        AND ${BALANCE_SQL} > 0
        AND NOT EXISTS (
          SELECT 1 FROM ${lines} l LEFT JOIN ${files} f ON f.registration = (l.data ->> 'paymentFileRegistration')
           WHERE (l.data ->> 'invoiceRegistration') = i.registration
             AND l.status IS DISTINCT FROM 'REJECTED' AND f.status IS DISTINCT FROM 'REJECTED')
      ORDER BY (i.data ->> 'dueDate'), i.registration`,
    [COLLECTABLE_STATUSES, executionDate, direction.pr, direction.defaultMode, direction.modes],
  );
  return rows.map(toRecord);
}

/**
 * The receivable invoices a direct debit may collect (see {@link dueInvoicesOf}): paid by direct
 * debit (payment mode SDD or none: a client paying by transfer, cheque or card is not debited).
 */
export const dueInvoices = (ctx: AppContext, q: Queryable, executionDate: string): Promise<Rec[]> =>
  dueInvoicesOf(ctx, q, executionDate, { pr: 'R', defaultMode: 'SDD', modes: ['', 'SDD'] });

/** Mandate references already collected by a file that was not rejected (their next collection is recurrent). */
export async function collectedMandates(
  ctx: AppContext,
  q: Queryable,
  mandates: string[],
): Promise<Set<string>> {
  if (!mandates.length) return new Set();
  const lines = ctx.registry.get('PaymentFileLine').table;
  const files = ctx.registry.get('PaymentFile').table;
  const { rows } = await q.query<{ mandate: string }>(
    `SELECT DISTINCT (l.data ->> 'rumReference') AS mandate FROM ${lines} l LEFT JOIN ${files} f ON f.registration = (l.data ->> 'paymentFileRegistration')
      WHERE (l.data ->> 'rumReference') = ANY($1) AND l.status IS DISTINCT FROM 'REJECTED' AND f.status IS DISTINCT FROM 'REJECTED'`,
    [mandates],
  );
  return new Set(rows.map((r) => r.mandate));
}
