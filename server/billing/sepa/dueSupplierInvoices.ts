import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';
import { BALANCE_SQL, COLLECTABLE_STATUSES } from './dueInvoices.ts';

type Rec = Record<string, unknown>;

/**
 * The payable (supplier) invoices due by the execution date that a credit transfer pays: `pr` P,
 * status VALIDATED or SENT, paid by transfer (payment mode SCT, TRANSFER or none), a balance above
 * zero, and not already in a payment file line unless that line or its file was rejected (a
 * supplier is never paid twice). Oldest due first.
 */
export async function dueSupplierInvoices(ctx: AppContext, q: Queryable, executionDate: string): Promise<Rec[]> {
  const invoices = ctx.registry.get('Invoice').table;
  const lines = ctx.registry.get('PaymentFileLine').table;
  const files = ctx.registry.get('PaymentFile').table;
  const { rows } = await q.query<EntityRow>(
    `SELECT ${ROW_COLUMNS.split(', ')
      .map((c) => `i.${c}`)
      .join(', ')} FROM ${invoices} i
      WHERE i.status = ANY($1) AND (i.data ->> 'pr') = 'P'
        AND (i.data ->> 'dueDate') <= $2
        AND coalesce(i.data ->> 'paymentMode', 'SCT') IN ('', 'SCT', 'TRANSFER')
        AND ${BALANCE_SQL} > 0
        AND NOT EXISTS (
          SELECT 1 FROM ${lines} l LEFT JOIN ${files} f ON f.registration = (l.data ->> 'paymentFileRegistration')
           WHERE (l.data ->> 'invoiceRegistration') = i.registration
             AND l.status IS DISTINCT FROM 'REJECTED' AND f.status IS DISTINCT FROM 'REJECTED')
      ORDER BY (i.data ->> 'dueDate'), i.registration`,
    [COLLECTABLE_STATUSES, executionDate],
  );
  return rows.map(toRecord);
}
