import { dueCronJobs } from '../../engine/cron/dueCronJobs.ts';
import { parseCronList } from '../../engine/cron/parseCronList.ts';
import type { AppContext } from '../context.ts';
import type { JobQueue } from '../jobs/JobQueue.ts';
import type { SandboxRunner } from '../scripts/runInSandbox.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';
import { runQueuedBatchStarts, sendDueBatches, type DueBatchStart } from '../batches/startDueBatches.ts';
import { runCronJob, type CronJobData, type CronJobOutcome } from './runCronJob.ts';

export interface CronTickDeps {
  ctx: AppContext;
  runner: SandboxRunner;
  queue: JobQueue;
  /** A scheduled minute missed by less than this still runs (late). */
  graceMs: number;
  /** The scheduler's bound on one run (see runCronJob). */
  guardMs: number;
  /** Recorded with each run: which instance sent and ran it. */
  instance: string;
  /** A problem of a tenant's configuration (bad cron-list, bad schedule): the caller reports it. */
  warn: (tenant: string, problem: string) => void;
  /** True once the server is closing: no further job starts. */
  stopping: () => boolean;
}

export interface CronTickResult {
  /** Attempts this pass took from the queue and ran (its own sends, another instance's, retries now due). */
  outcomes: CronJobOutcome[];
  /** Due runs another pass or instance had sent already. */
  skipped: { tenant: string; job: string; scheduledAt: Date }[];
  /** Scheduled batches this pass started (or failed to start), docs/batches.md. */
  batches: DueBatchStart[];
}

interface TenantRow {
  name: string;
  data: Record<string, unknown> | null;
}

/** Attempts one pass takes from a queue at most (the next pass takes the others). */
const MAX_TAKEN = 100;

/** The system user a tenant's scheduled jobs run as. */
export const cronUsername = (tenant: string) => `cron@${tenant}`;

/** The queue key of a job's scheduled minute: one run per (tenant, job, minute), whichever instance sends it. */
export const cronJobKey = (tenant: string, job: string, scheduledAt: Date) => `cron\n${tenant}\n${job}\n${scheduledAt.toISOString()}`;

const localeOf = (tenant: TenantRow) => (typeof tenant.data?.locale === 'string' && tenant.data.locale ? tenant.data.locale : 'en');

/**
 * One pass of the scheduler at `now`: for every active tenant, reads its cron-list and sends each
 * enabled job due at `now` to the job queue under the key (tenant, job, scheduled minute), and
 * sends the starts of its DRAFT batches whose scheduledDate has passed; then takes the due jobs of
 * both queues (any instance's, retries included) and runs them, each taken by one instance only.
 * A started batch's processing goes on after the pass, in `batches[].processing`. A tenant's or a
 * job's failure never stops the pass.
 */
export async function runCronTick(deps: CronTickDeps, now: Date = new Date()): Promise<CronTickResult> {
  const { ctx } = deps;
  const result: CronTickResult = { outcomes: [], skipped: [], batches: [] };
  const { rows: tenants } = await ctx.db.admin((q) => q.query<TenantRow>('SELECT name, data FROM tenants ORDER BY name'));
  for (const tenant of tenants) {
    if (deps.stopping()) break;
    if (tenant.data?.isActive === false) continue;
    try {
      await sendTenantJobs(deps, tenant, now, result);
    } catch (err) {
      deps.warn(tenant.name, `scheduled jobs: ${err instanceof Error ? err.message : String(err)}`);
    }
    try {
      await sendDueBatches({ ctx, queue: deps.queue, instance: deps.instance, username: cronUsername(tenant.name), locale: localeOf(tenant) }, tenant.name, now);
    } catch (err) {
      deps.warn(tenant.name, `scheduled batches: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  await runQueuedCronJobs(deps, result);
  result.batches.push(...(await runQueuedBatchStarts({ ctx, runner: deps.runner, queue: deps.queue, instance: deps.instance, stopping: deps.stopping })));
  return result;
}

async function sendTenantJobs(deps: CronTickDeps, tenant: TenantRow, now: Date, result: CronTickResult): Promise<void> {
  const item = await deps.ctx.db.withTenant(tenant.name, (q) => readConfigItem(q, 'cron-list'));
  const list = parseCronList(item);
  const { due, problems } = dueCronJobs(list.jobs, now, deps.graceMs);
  for (const problem of [...list.problems, ...problems]) deps.warn(tenant.name, problem);
  for (const { job, scheduledAt } of due) {
    if (deps.stopping()) return;
    const data: CronJobData = {
      tenant: tenant.name,
      job: job.name,
      cron: job.cron,
      script: job.script,
      scheduledAt: scheduledAt.toISOString(),
      username: cronUsername(tenant.name),
      requestId: `cron-${crypto.randomUUID()}`,
      locale: localeOf(tenant),
      instance: deps.instance,
    };
    const retry = { limit: job.retryLimit, delaySeconds: job.retryDelaySeconds, backoff: job.retryBackoff };
    const id = await deps.queue.send('tabula_cron', { key: cronJobKey(tenant.name, job.name, scheduledAt), data: { ...data }, retry });
    if (id === null) result.skipped.push({ tenant: tenant.name, job: job.name, scheduledAt });
  }
}

/** Takes the due cron jobs one at a time and runs them, until none is due, the pass took its share, or the server closes. */
async function runQueuedCronJobs(deps: CronTickDeps, result: CronTickResult): Promise<void> {
  for (let n = 0; n < MAX_TAKEN && !deps.stopping(); n++) {
    const taken = await deps.queue.take('tabula_cron');
    if (!taken) return;
    try {
      result.outcomes.push(await runCronJob(deps, taken));
    } catch (err) {
      deps.warn(String(taken.data.tenant), `scheduled job "${String(taken.data.job)}": ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
