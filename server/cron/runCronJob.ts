import type { DueCronJob } from '../../engine/cron/dueCronJobs.ts';
import type { AppContext } from '../context.ts';
import { runScript } from '../scripts/runScript.ts';
import type { JsonValue, SandboxRunner } from '../scripts/runInSandbox.ts';
import { writeScriptLogs } from '../scripts/scriptLogs.ts';
import { finishCronRun } from './cronRuns.ts';

/** How a claimed run ended (also what the tick reports to tests). */
export interface CronJobOutcome {
  tenant: string;
  job: string;
  scheduledAt: Date;
  status: 'success' | 'failure';
  durationMs: number;
  error?: string;
}

export interface CronJobRun extends DueCronJob {
  tenant: string;
  /** The system user the script runs as, e.g. cron@acme. */
  username: string;
  requestId: string;
  locale: string;
  /** The scheduler's own bound on a run, beyond the sandbox deadline (a capability never answering, say). */
  guardMs: number;
}

/** Longest result text kept with a run. */
const RESULT_PREVIEW = 2000;

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Rejects after `ms` unless `work` settles first; the timer never outlives the race. */
async function bounded<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs the script of a claimed job as the tenant's system user and records the outcome in
 * cron_runs. A script error, a timeout or a missing script does not throw: it is a failed run,
 * kept in the run and in the script logs (runScript logs what fails inside the sandbox; a failure
 * before it, e.g. no such script, is logged here). Only a database failure recording it throws.
 */
export async function runCronJob(ctx: AppContext, runner: SandboxRunner, run: CronJobRun): Promise<CronJobOutcome> {
  const { tenant, job, scheduledAt } = run;
  let reachedSandbox = false;
  const tracked: SandboxRunner = {
    run: (request) => {
      reachedSandbox = true;
      return runner.run(request);
    },
    close: () => runner.close(),
  };
  const started = performance.now();
  let outcome: CronJobOutcome;
  let result: string | undefined;
  try {
    const value: JsonValue = await bounded(
      runScript(ctx, tracked, {
        name: job.script,
        tenant,
        username: run.username,
        locale: run.locale,
        requestId: run.requestId,
        method: 'POST',
        query: {},
        body: { job: job.name, cron: job.cron, scheduledAt: scheduledAt.toISOString() },
        // The tenant's own scheduled job reads what the tenant holds; writes are not a capability.
        canRead: () => true,
        canReadConfig: false,
      }),
      run.guardMs,
      `Scheduled job "${job.name}" gave no answer within ${run.guardMs} ms`,
    );
    result = JSON.stringify(value)?.slice(0, RESULT_PREVIEW);
    outcome = { tenant, job: job.name, scheduledAt, status: 'success', durationMs: performance.now() - started };
  } catch (err) {
    const error = messageOf(err);
    outcome = { tenant, job: job.name, scheduledAt, status: 'failure', durationMs: performance.now() - started, error };
    if (!reachedSandbox) {
      const line = { level: 'error' as const, output: `Scheduled job "${job.name}" (${scheduledAt.toISOString()}): ${error}` };
      await writeScriptLogs(ctx, { tenant, requestId: run.requestId, scriptName: job.script, username: run.username, durationMs: outcome.durationMs, lines: [line] }).catch(() => undefined);
    }
  }
  await ctx.db.withTenant(tenant, (q) => finishCronRun(q, { ...outcome, job: job.name, result }));
  return outcome;
}
