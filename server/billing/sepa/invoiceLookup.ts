import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/Database.ts';
import { ROW_COLUMNS, toRecord, type EntityRow } from '../../entities/records.ts';
import { fromCents } from './cents.ts';
import { BALANCE_SQL } from './dueInvoices.ts';

type Rec = Record<string, unknown>;

/** Invoice statuses a payment may settle (the `pay` transition leaves from SENT and DISPUTED; VALIDATED ones may be collected). */
export const PAYABLE_STATUSES = ['VALIDATED', 'SENT', 'DISPUTED'];

/**
 * Which invoices an entry may settle: a credit entry pays a receivable (`R`, money in), a debit
 * entry a payable (`P`, a supplier paid).
 */
export type InvoiceDirection = 'R' | 'P';

const COLUMNS = ROW_COLUMNS.split(', ')
  .map((c) => `i.${c}`)
  .join(', ');

/** The keys an entry may quote: the registration, the invoice number, and for a supplier's invoice its own number (externalReference). */
const KEYS_SQL = (pr: InvoiceDirection) =>
  `(i.registration = ANY($1) OR (i.data ->> 'invoiceNumber') = ANY($1)${pr === 'P' ? ` OR (i.data ->> 'externalReference') = ANY($1)` : ''})`;

/** Invoices of the direction whose registration or invoice number (a payable's external reference too) is one of the keys (any status). */
export async function invoicesByKeys(
  ctx: AppContext,
  q: Queryable,
  keys: string[],
  pr: InvoiceDirection = 'R',
): Promise<Rec[]> {
  if (!keys.length) return [];
  const { rows } = await q.query<EntityRow>(
    `SELECT ${COLUMNS} FROM ${ctx.registry.get('Invoice').table} i
      WHERE ${KEYS_SQL(pr)} AND (i.data ->> 'pr') = $2
      ORDER BY i.registration LIMIT 50`,
    [keys, pr],
  );
  return rows.map(toRecord);
}

/** The invoice of the direction a payment file line holds under an end-to-end id (a direct debit, a credit transfer), if any. */
export async function invoiceOfEndToEndId(
  ctx: AppContext,
  q: Queryable,
  endToEndId: string,
  pr: InvoiceDirection = 'R',
): Promise<Rec | undefined> {
  const lines = ctx.registry.get('PaymentFileLine').table;
  const { rows } = await q.query<EntityRow>(
    `SELECT ${COLUMNS} FROM ${ctx.registry.get('Invoice').table} i
      WHERE (i.data ->> 'pr') = $2 AND i.registration = (
        SELECT l.data ->> 'invoiceRegistration' FROM ${lines} l
          JOIN ${ctx.registry.get('Invoice').table} li ON li.registration = (l.data ->> 'invoiceRegistration') AND (li.data ->> 'pr') = $2
         WHERE (l.data ->> 'endToEndId') = $1 ORDER BY l.created_at DESC LIMIT 1)`,
    [endToEndId, pr],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
}

/** Open invoices of the direction whose balance due is exactly the amount. */
export async function openInvoicesWithBalance(
  ctx: AppContext,
  q: Queryable,
  cents: number,
  pr: InvoiceDirection = 'R',
): Promise<Rec[]> {
  const { rows } = await q.query<EntityRow>(
    `SELECT ${COLUMNS} FROM ${ctx.registry.get('Invoice').table} i
      WHERE i.status = ANY($1) AND (i.data ->> 'pr') = $3 AND ${BALANCE_SQL} > 0 AND ${BALANCE_SQL} = $2::numeric
      ORDER BY i.registration LIMIT 50`,
    [PAYABLE_STATUSES, String(fromCents(cents)), pr],
  );
  return rows.map(toRecord);
}
