import type { AppContext } from '../context.ts';
import type { JobQueue, TakenJob } from '../jobs/JobQueue.ts';
import { runScript } from '../scripts/runScript.ts';
import type { JsonValue, SandboxRunner } from '../scripts/runInSandbox.ts';
import { writeScriptLogs } from '../scripts/scriptLogs.ts';

/** How a claimed run ended (also what the tick reports to tests). */
export interface CronJobOutcome {
  tenant: string;
  job: string;
  scheduledAt: Date;
  status: 'success' | 'failure';
  durationMs: number;
  error?: string;
}

/** What a cron job carries in the queue: all a run needs, whichever instance takes it. */
export interface CronJobData {
  tenant: string;
  job: string;
  cron: string;
  script: string;
  /** ISO time of the scheduled minute. */
  scheduledAt: string;
  /** The system user the script runs as, e.g. cron@acme. */
  username: string;
  requestId: string;
  locale: string;
  /** The instance that sent it. */
  instance: string;
}

/** How this instance runs a taken job. */
export interface CronJobRunner {
  ctx: AppContext;
  runner: SandboxRunner;
  queue: JobQueue;
  instance: string;
  /** The scheduler's own bound on a run, beyond the sandbox deadline (a capability never answering, say). */
  guardMs: number;
}

/** Longest result text kept with a run. */
const RESULT_PREVIEW = 2000;

/** Longest error text kept with a run. */
const MAX_ERROR = 2000;
const clip = (text: string) => text.slice(0, MAX_ERROR);

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
 * Runs the script of a job taken from the queue as the tenant's system user and records the
 * outcome in the queue: completed, or a failed attempt (tried again by the job's retry policy, or
 * dead-lettered after its last one). A script error, a timeout or a missing script does not throw:
 * it is a failed attempt, kept in the run and in the script logs (runScript logs what fails inside
 * the sandbox; a failure before it, e.g. no such script, is logged here). Only a database failure
 * recording it throws (the job then stays active until the queue's maintenance expires it).
 */
export async function runCronJob(deps: CronJobRunner, taken: TakenJob): Promise<CronJobOutcome> {
  const { ctx, runner } = deps;
  const run = taken.data as unknown as CronJobData;
  const tenant = run.tenant;
  const job = { name: run.job, cron: run.cron, script: run.script };
  const scheduledAt = new Date(run.scheduledAt);
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
        body: { job: job.name, cron: job.cron, scheduledAt: scheduledAt.toISOString(), attempt: taken.retryCount + 1 },
        // The tenant's own scheduled job reads what the tenant holds; writes are not a capability.
        canRead: () => true,
        canReadConfig: false,
      }),
      deps.guardMs,
      `Scheduled job "${job.name}" gave no answer within ${deps.guardMs} ms`,
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
  const durationMs = Math.round(outcome.durationMs);
  if (outcome.status === 'success') await deps.queue.complete('tabula_cron', taken.id, { instance: deps.instance, durationMs, result });
  else await deps.queue.fail('tabula_cron', taken.id, { message: clip(outcome.error ?? 'Failed'), instance: deps.instance, durationMs });
  return outcome;
}
