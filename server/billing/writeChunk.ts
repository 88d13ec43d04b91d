import { AppError } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { RUN_BILLING_SCRIPT } from './billingOptions.ts';
import { BILLED_CONTRACT_STATUSES, UNBILLED_CASHFLOW, WITHIN_CONTRACT_LIFE } from './dueContracts.ts';
import type { InvoiceDraft } from './invoiceDrafts.ts';

type Rec = Record<string, unknown>;

/** The cashflow status of a billed cashflow (list cashflowStatus). */
export const INVOICED = 'INVOICED';

/** What one chunk wrote: the invoices created, and the drafts left to another run (their cashflows were taken meanwhile). */
export interface ChunkWrite {
  created: Rec[];
  skipped: number;
}

export interface ChunkWriter {
  tenant: string;
  username: string;
  batchRegistration: string;
}

/**
 * Locks the cashflows of the drafts that are still to bill (planned, uninvoiced, of a contract of a
 * billed status, within its life) and not locked by another run: SKIP LOCKED, so two runs never wait for each other and
 * never both take a cashflow. Answers each locked cashflow's version.
 */
async function lockCashflows(ctx: AppContext, q: Queryable, registrations: string[]): Promise<Map<string, number>> {
  const { rows } = await q.query<{ registration: string; version: number }>(
    `SELECT cf.registration, cf.version FROM ${ctx.registry.get('Cashflow').table} cf
      WHERE cf.registration = ANY($1) AND ${UNBILLED_CASHFLOW}
        AND EXISTS (SELECT 1 FROM ${ctx.registry.get('Contract').table} c WHERE c.registration = (cf.data ->> 'contractRegistration') AND c.status = ANY($2) AND ${WITHIN_CONTRACT_LIFE})
      FOR UPDATE OF cf SKIP LOCKED`,
    [registrations, BILLED_CONTRACT_STATUSES],
  );
  return new Map(rows.map((r) => [r.registration, Number(r.version)]));
}

/** One statement marks the billed cashflows INVOICED with their invoice; only rows still unbilled change. */
async function markInvoiced(ctx: AppContext, q: Queryable, billed: { registration: string; invoice: string }[], username: string): Promise<number> {
  const { rows } = await q.query(
    `UPDATE ${ctx.registry.get('Cashflow').table} cf
        SET status = '${INVOICED}',
            data = cf.data || jsonb_build_object('status', '${INVOICED}', 'invoiceRegistration', m.invoice),
            version = cf.version + 1, updated_at = now(), updated_by = $2
       FROM jsonb_to_recordset($1::jsonb) AS m(registration text, invoice text)
      WHERE cf.registration = m.registration AND ${UNBILLED_CASHFLOW}
      RETURNING cf.registration`,
    [JSON.stringify(billed), username],
  );
  return rows.length;
}

/** A draft the invoice validation refuses is the script's fault: 400 BILLING_INVALID_INVOICE with the reason. */
function invalidDraft(err: unknown): unknown {
  if (!(err instanceof AppError) || err.status !== 400) return err;
  const wrapped = new AppError('BILLING_INVALID_INVOICE', [RUN_BILLING_SCRIPT, err.message], err.errors);
  wrapped.cause = err;
  return wrapped;
}

/**
 * Writes one chunk in the caller's transaction: locks its cashflows, creates the invoices through
 * the EntityStore (validation, write hooks, History) and marks their cashflows INVOICED. A draft
 * whose cashflows are gone (billed or locked by another run, changed since they were read, or
 * whose contract left the billed statuses) is skipped whole. Any error rolls the whole chunk back.
 */
export async function writeChunk(ctx: AppContext, q: Queryable, drafts: InvoiceDraft[], versions: ReadonlyMap<string, number>, writer: ChunkWriter): Promise<ChunkWrite> {
  const locked = await lockCashflows(ctx, q, drafts.flatMap((d) => d.cashflows));
  const invoice = ctx.registry.get('Invoice');
  const created: Rec[] = [];
  const billed: { registration: string; invoice: string }[] = [];
  let skipped = 0;
  for (const draft of drafts) {
    if (!draft.cashflows.every((c) => locked.get(c) === versions.get(c))) {
      skipped += 1;
      continue;
    }
    const record = await ctx.store
      .create(q, invoice, { ...draft.record, batchRegistration: writer.batchRegistration }, { username: writer.username, tenant: writer.tenant })
      .catch((err: unknown) => Promise.reject(invalidDraft(err)));
    created.push(record);
    for (const c of draft.cashflows) billed.push({ registration: c, invoice: String(record.registration) });
  }
  if (billed.length && (await markInvoiced(ctx, q, billed, writer.username)) !== billed.length) {
    // cannot happen under the row locks above; refuse the chunk rather than bill a cashflow twice
    throw new Error('run billing: a locked cashflow changed before it was marked invoiced');
  }
  return { created, skipped };
}
