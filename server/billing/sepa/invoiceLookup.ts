import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';
import { fromCents } from './cents.ts';
import { BALANCE_SQL } from './dueInvoices.ts';

type Rec = Record<string, unknown>;

/** Invoice statuses a payment may settle (the `pay` transition leaves from SENT and DISPUTED; VALIDATED ones may be collected). */
export const PAYABLE_STATUSES = ['VALIDATED', 'SENT', 'DISPUTED'];

const COLUMNS = ROW_COLUMNS.split(', ')
  .map((c) => `i.${c}`)
  .join(', ');
const OPEN_SQL = `i.status = ANY($1) AND (i.data ->> 'pr') = 'R' AND ${BALANCE_SQL} > 0`;

/** Receivable invoices whose registration or invoice number is one of the keys (any status). */
export async function invoicesByKeys(ctx: AppContext, q: Queryable, keys: string[]): Promise<Rec[]> {
  if (!keys.length) return [];
  const { rows } = await q.query<EntityRow>(
    `SELECT ${COLUMNS} FROM ${ctx.registry.get('Invoice').table} i
      WHERE (i.registration = ANY($1) OR (i.data ->> 'invoiceNumber') = ANY($1)) AND (i.data ->> 'pr') = 'R'
      ORDER BY i.registration LIMIT 50`,
    [keys],
  );
  return rows.map(toRecord);
}

/** The invoice a direct debit collected under an end-to-end id (its payment file line), if any. */
export async function invoiceOfEndToEndId(
  ctx: AppContext,
  q: Queryable,
  endToEndId: string,
): Promise<Rec | undefined> {
  const lines = ctx.registry.get('PaymentFileLine').table;
  const { rows } = await q.query<EntityRow>(
    `SELECT ${COLUMNS} FROM ${ctx.registry.get('Invoice').table} i
      WHERE i.registration = (SELECT l.data ->> 'invoiceRegistration' FROM ${lines} l WHERE (l.data ->> 'endToEndId') = $1 ORDER BY l.created_at DESC LIMIT 1)`,
    [endToEndId],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** Open receivable invoices whose balance due is exactly the amount. */
export async function openInvoicesWithBalance(ctx: AppContext, q: Queryable, cents: number): Promise<Rec[]> {
  const { rows } = await q.query<EntityRow>(
    `SELECT ${COLUMNS} FROM ${ctx.registry.get('Invoice').table} i WHERE ${OPEN_SQL} AND ${BALANCE_SQL} = $2::numeric ORDER BY i.registration LIMIT 50`,
    [PAYABLE_STATUSES, String(fromCents(cents))],
  );
  return rows.map(toRecord);
}
