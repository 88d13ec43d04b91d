import { AppError, type ErrorBody } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { RUN_BILLING_SCRIPT, STALE_RUN_MS } from './billingOptions.ts';
import type { BillingScope } from './billingQuery.ts';

type Rec = Record<string, unknown>;

/** The state of a billing run as the API reports it. */
export type BillingRunStatus = 'RUNNING' | 'DONE' | 'CANCELLED' | 'FAILED';

/** GET /api/billing/runs/{runId}: how far a run is. `done` and `nbTotal` count contracts, `created` invoices. */
export interface BillingProgress {
  runId: string;
  status: BillingRunStatus;
  done: number;
  nbTotal: number;
  created: number;
  errors: ErrorBody[];
  date: string | null;
  organizations: string[];
  startDate: string | null;
  endDate: string | null;
}

/** Batch statuses (list batchStatus) of a run, and what the API calls them. */
const REPORTED: Record<string, BillingRunStatus> = { PROCESSING: 'RUNNING', SUCCESS: 'DONE', WARNING: 'DONE', STOPPED: 'CANCELLED', ERROR: 'FAILED' };
export type BatchEnd = 'SUCCESS' | 'STOPPED' | 'ERROR';

const BATCH_TYPE = 'BILLING';

const batchTable = (ctx: AppContext) => ctx.registry.get('Batch').table;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** Creates the Batch record of a run (type BILLING, status PROCESSING) and answers its registration, the run id. */
export async function createRun(ctx: AppContext, tenant: string, scope: BillingScope, nbTotal: number, username: string): Promise<string> {
  const record = await ctx.db.withTenant(tenant, (q) =>
    ctx.store.create(
      q,
      ctx.registry.get('Batch'),
      {
        name: `Billing ${scope.date}`,
        type: BATCH_TYPE,
        status: 'PROCESSING',
        scriptName: RUN_BILLING_SCRIPT,
        parameters: { date: scope.date, organizations: scope.organizations },
        startDate: new Date().toISOString(),
        nbTotal,
        nbDone: 0,
        nbSuccess: 0,
        nbError: 0,
        progress: 0,
        errors: [],
      },
      { username, tenant },
    ),
  );
  return String(record.registration);
}

/**
 * Changes a run's Batch record in one statement (a machine record: no History entry per chunk).
 * `status` is applied only while the run is PROCESSING, so a cancel is never overwritten.
 */
async function updateRun(ctx: AppContext, tenant: string, runId: string, patch: Rec, username: string, status?: BatchEnd): Promise<void> {
  await ctx.db.withTenant(tenant, (q) =>
    q.query(
      `UPDATE ${batchTable(ctx)} SET
          status = CASE WHEN status = 'PROCESSING' AND $4::text IS NOT NULL THEN $4::text ELSE status END,
          data = data || $2::jsonb || jsonb_build_object('status', CASE WHEN status = 'PROCESSING' AND $4::text IS NOT NULL THEN $4::text ELSE status END),
          version = version + 1, updated_at = now(), updated_by = $3
        WHERE registration = $1`,
      [runId, JSON.stringify(patch), username, status ?? null],
    ),
  );
}

/** Counters after a chunk: contracts done, invoices created. */
export function reportProgress(ctx: AppContext, tenant: string, runId: string, counts: { done: number; created: number; nbTotal: number }, username: string): Promise<void> {
  const progress = counts.nbTotal ? Math.min(1, counts.done / counts.nbTotal) : 1;
  return updateRun(ctx, tenant, runId, { nbDone: counts.done, nbSuccess: counts.created, progress }, username);
}

/** The end of a run: its final status (unless cancelled meanwhile), end date and errors. */
export function finishRun(ctx: AppContext, tenant: string, runId: string, end: BatchEnd, errors: ErrorBody[], username: string): Promise<void> {
  const patch: Rec = { endDate: new Date().toISOString(), nbError: errors.length, errors };
  return updateRun(ctx, tenant, runId, patch, username, end);
}

/** Whether a cancel was asked for (by any instance: the state is in the database). */
export async function isCancelled(ctx: AppContext, tenant: string, runId: string): Promise<boolean> {
  const { rows } = await ctx.db.withTenant(tenant, (q) => q.query<{ status: string }>(`SELECT status FROM ${batchTable(ctx)} WHERE registration = $1`, [runId]));
  return rows[0]?.status === 'STOPPED';
}

async function findRun(ctx: AppContext, q: Queryable, runId: string) {
  const { rows } = await q.query<{ status: string | null; data: Rec; updated_at: Date | string }>(
    `SELECT status, data, updated_at FROM ${batchTable(ctx)} WHERE registration = $1 AND (data ->> 'type') = '${BATCH_TYPE}'`,
    [runId],
  );
  if (!rows[0]) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['Billing run', runId]);
  return rows[0];
}

function progressOf(runId: string, row: { status: string | null; data: Rec; updated_at: Date | string }): BillingProgress {
  const { data } = row;
  const parameters = (data.parameters ?? {}) as Rec;
  const errors = Array.isArray(data.errors) ? (data.errors as ErrorBody[]) : [];
  let status = REPORTED[String(row.status)] ?? 'FAILED';
  // a run whose server stopped reports nothing more: after a while it is reported failed
  if (status === 'RUNNING' && Date.now() - new Date(row.updated_at).getTime() > STALE_RUN_MS) {
    status = 'FAILED';
    errors.push(new AppError('BILLING_RUN_INTERRUPTED', [runId, 'no progress for a long time']).toBody());
  }
  return {
    runId,
    status,
    done: num(data.nbDone),
    nbTotal: num(data.nbTotal),
    created: num(data.nbSuccess),
    errors,
    date: typeof parameters.date === 'string' ? parameters.date : null,
    organizations: Array.isArray(parameters.organizations) ? parameters.organizations.map(String) : [],
    startDate: typeof data.startDate === 'string' ? data.startDate : null,
    endDate: typeof data.endDate === 'string' ? data.endDate : null,
  };
}

/** The progress of a run (404 ENTITY_REGISTRATION_NOT_FOUND for an unknown one). */
export async function readRun(ctx: AppContext, tenant: string, runId: string): Promise<BillingProgress> {
  return progressOf(runId, await ctx.db.withTenant(tenant, (q) => findRun(ctx, q, runId)));
}

/** Asks a running run to stop (it does between two chunks) and answers its progress; a finished run is left as it is. */
export async function cancelRun(ctx: AppContext, tenant: string, runId: string, username: string): Promise<BillingProgress> {
  const row = await ctx.db.withTenant(tenant, async (q) => {
    await findRun(ctx, q, runId);
    await q.query(
      `UPDATE ${batchTable(ctx)} SET status = 'STOPPED', data = data || jsonb_build_object('status', 'STOPPED'),
          version = version + 1, updated_at = now(), updated_by = $2
        WHERE registration = $1 AND status = 'PROCESSING'`,
      [runId, username],
    );
    return findRun(ctx, q, runId);
  });
  return progressOf(runId, row);
}
