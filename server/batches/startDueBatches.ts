import { AppError } from '../../engine/errors/AppError.ts';
import type { AppContext } from '../context.ts';
import { claimCronRun, finishCronRun } from '../cron/cronRuns.ts';
import type { SandboxRunner } from '../scripts/runInSandbox.ts';
import { applyBatchAction } from './applyBatchAction.ts';
import { batchTable, updateBatch } from './batchRecord.ts';

/** The cron_runs job name of a batch's scheduled start: one claim per (batch, scheduled date). */
export const scheduledBatchJob = (registration: string) => `batch:${registration}`;

/** Due DRAFT batches started by one pass, at most (the next pass takes the others). */
const MAX_PER_PASS = 20;

export interface DueBatchDeps {
  ctx: AppContext;
  runner: SandboxRunner;
  instance: string;
  /** The system user that starts the batches (the tenant's cron user). */
  username: string;
  locale: string;
  /** True once the server is closing: no further batch starts, a run stops between two chunks. */
  stopping: () => boolean;
}

/** A scheduled batch this pass claimed: started (its processing goes on in `processing`) or refused. */
export interface DueBatchStart {
  tenant: string;
  registration: string;
  scheduledAt: Date;
  status: 'success' | 'failure';
  error?: string;
  /** The records' processing, after the start (a started batch only): resolves, with the error of a run that failed (the batch is ERROR). */
  processing?: Promise<Error | undefined>;
}

interface Row {
  registration: string;
  scheduled: string;
}

/**
 * Starts the DRAFT batches of `tenant` whose scheduledDate has passed at `now` (docs/batches.md,
 * Scheduling), through the DO action. Each start is first claimed in cron_runs under
 * (batch:{registration}, scheduledDate), so several instances never start it twice for one date,
 * and DO itself holds the batch's row and refuses a batch no longer DRAFT. A start refused (bad
 * parameters, a deleted script) is a failed run of the claim; the batch stays DRAFT.
 */
export async function startDueBatches(deps: DueBatchDeps, tenant: string, now: Date): Promise<DueBatchStart[]> {
  const { ctx } = deps;
  if (!ctx.registry.has('Batch')) return [];
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
  const started: DueBatchStart[] = [];
  for (const { registration, scheduledAt } of due) {
    if (deps.stopping()) break;
    const job = scheduledBatchJob(registration);
    const requestId = `batch-${crypto.randomUUID()}`;
    const claim = { job, scheduledAt, script: 'batch', username: deps.username, requestId, instance: deps.instance };
    const claimed = await ctx.db.withTenant(tenant, (q) => claimCronRun(q, claim));
    if (!claimed) continue;
    const began = performance.now();
    const finish = (status: 'success' | 'failure', error?: string) =>
      ctx.db.withTenant(tenant, (q) => finishCronRun(q, { job, scheduledAt, status, durationMs: performance.now() - began, error, result: status === 'success' ? registration : undefined }));
    try {
      const outcome = await applyBatchAction(
        { ctx, runner: deps.runner, tenant, username: deps.username, locale: deps.locale, interrupted: deps.stopping },
        registration,
        'DO',
      );
      await finish('success');
      const processing = outcome.background?.().then(
        () => undefined,
        (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
      );
      started.push({ tenant, registration, scheduledAt, status: 'success', processing });
    } catch (err) {
      if (!(err instanceof AppError)) {
        await finish('failure', err instanceof Error ? err.message : String(err));
        throw err;
      }
      const error = err.message;
      await finish('failure', error);
      // the reason shows on the batch page; the batch stays DRAFT
      await ctx.db.withTenant(tenant, (q) => updateBatch(ctx, q, registration, { patch: { errors: [err.toBody()] }, onlyIf: ['DRAFT'] }, deps.username));
      started.push({ tenant, registration, scheduledAt, status: 'failure', error });
    }
  }
  return started;
}
