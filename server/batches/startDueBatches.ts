import { AppError } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import type { JobQueue, TakenJob } from '../jobs/JobQueue.ts';
import type { SandboxRunner } from '../scripts/runInSandbox.ts';
import { applyBatchAction } from './applyBatchAction.ts';
import { batchTable, updateBatch } from './batchRecord.ts';

/** The run history's job name of a batch's scheduled start: one start per (batch, scheduled date). */
export const scheduledBatchJob = (registration: string) => `batch:${registration}`;

/** Due DRAFT batches sent by one pass per tenant, and starts taken by one pass, at most (the next pass takes the others). */
const MAX_PER_PASS = 20;

/** A start is not tried again: a refused DO (bad parameters) refuses again until the batch is edited. */
const NO_RETRY = { limit: 0, delaySeconds: 0, backoff: false };

export interface DueBatchDeps {
  ctx: AppContext;
  queue: JobQueue;
  instance: string;
  /** The system user that starts the batches (the tenant's cron user). */
  username: string;
  locale: string;
}

export interface BatchStartDeps {
  ctx: AppContext;
  runner: SandboxRunner;
  queue: JobQueue;
  instance: string;
  /** True once the server is closing: no further batch starts, a run stops between two chunks. */
  stopping: () => boolean;
}

/** A scheduled batch this pass started (its processing goes on in `processing`) or could not start. */
export interface DueBatchStart {
  tenant: string;
  registration: string;
  scheduledAt: Date;
  status: 'success' | 'failure';
  error?: string;
  /** The records' processing, after the start (a started batch only): resolves, with the error of a run that failed (the batch is ERROR). */
  processing?: Promise<Error | undefined>;
}

/** What a batch start carries in the queue. */
interface BatchStartData {
  tenant: string;
  job: string;
  registration: string;
  scheduledAt: string;
  script: string;
  username: string;
  requestId: string;
  locale: string;
  instance: string;
}

interface Row {
  registration: string;
  scheduled: string;
}

/**
 * Sends the starts of the DRAFT batches of `tenant` whose scheduledDate has passed at `now`
 * (docs/batches.md, Scheduling) to the job queue, keyed by (tenant, batch, scheduledDate): several
 * instances never start a batch twice for one date.
 */
export async function sendDueBatches(deps: DueBatchDeps, tenant: string, now: Date): Promise<void> {
  const { ctx } = deps;
  if (!ctx.registry.has('Batch')) return;
  const { rows } = await ctx.db.withTenant(tenant, (q) =>
    q.query<Row>(
      `SELECT registration, data->>'scheduledDate' AS scheduled FROM ${batchTable(ctx)}
       WHERE COALESCE(status, 'DRAFT') = 'DRAFT' AND COALESCE(data->>'scheduledDate', '') <> ''
       ORDER BY registration`,
    ),
  );
  const due = rows
    .map((r) => ({ registration: r.registration, scheduledAt: new Date(r.scheduled) }))
    .filter((r) => !Number.isNaN(r.scheduledAt.getTime()) && r.scheduledAt.getTime() <= now.getTime())
    .slice(0, MAX_PER_PASS);
  for (const { registration, scheduledAt } of due) {
    const job = scheduledBatchJob(registration);
    const data: BatchStartData = {
      tenant,
      job,
      registration,
      scheduledAt: scheduledAt.toISOString(),
      script: 'batch',
      username: deps.username,
      requestId: `batch-${crypto.randomUUID()}`,
      locale: deps.locale,
      instance: deps.instance,
    };
    await deps.queue.send('tabula_batch_start', { key: `batch\n${tenant}\n${registration}\n${data.scheduledAt}`, data: { ...data }, retry: NO_RETRY });
  }
}

/**
 * Takes the due batch starts from the queue and starts each batch through the DO action (which
 * holds the batch's row and refuses a batch no longer DRAFT). A start refused (bad parameters, a
 * deleted script) is a failed job with the reason; the batch stays DRAFT with the reason in its errors.
 */
export async function runQueuedBatchStarts(deps: BatchStartDeps): Promise<DueBatchStart[]> {
  const started: DueBatchStart[] = [];
  for (let n = 0; n < MAX_PER_PASS && !deps.stopping(); n++) {
    const taken = await deps.queue.take('tabula_batch_start');
    if (!taken) break;
    started.push(await startBatch(deps, taken));
  }
  return started;
}

async function startBatch(deps: BatchStartDeps, taken: TakenJob): Promise<DueBatchStart> {
  const { ctx, queue } = deps;
  const start = taken.data as unknown as BatchStartData;
  const { tenant, registration } = start;
  const scheduledAt = new Date(start.scheduledAt);
  const began = performance.now();
  const durationMs = () => Math.round(performance.now() - began);
  try {
    const outcome = await applyBatchAction(
      { ctx, runner: deps.runner, tenant, username: start.username, locale: start.locale, interrupted: deps.stopping },
      registration,
      'DO',
    );
    await queue.complete('tabula_batch_start', taken.id, { instance: deps.instance, durationMs: durationMs(), result: registration });
    const processing = outcome.background?.().then(
      () => undefined,
      (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
    );
    return { tenant, registration, scheduledAt, status: 'success', processing };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await queue.fail('tabula_batch_start', taken.id, { message: error, instance: deps.instance, durationMs: durationMs() });
    // a failure of the server (the database) is the job's failure alone; the batch is not touched
    if (!(err instanceof AppError)) return { tenant, registration, scheduledAt, status: 'failure', error };
    // the reason shows on the batch page; the batch stays DRAFT
    await ctx.db.withTenant(tenant, (q) => updateBatch(ctx, q, registration, { patch: { errors: [err.toBody()] }, onlyIf: ['DRAFT'] }, start.username));
    return { tenant, registration, scheduledAt, status: 'failure', error };
  }
}
