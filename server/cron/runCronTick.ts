import { dueCronJobs } from '../../engine/cron/dueCronJobs.ts';
import { parseCronList } from '../../engine/cron/parseCronList.ts';
import type { AppContext } from '../context.ts';
import type { SandboxRunner } from '../scripts/runInSandbox.ts';
import { readConfigItem } from '../scripts/configItems.ts';
import { startDueBatches, type DueBatchStart } from '../batches/startDueBatches.ts';
import { claimCronRun } from './cronRuns.ts';
import { runCronJob, type CronJobOutcome } from './runCronJob.ts';

export interface CronTickDeps {
  ctx: AppContext;
  runner: SandboxRunner;
  /** A scheduled minute missed by less than this still runs (late). */
  graceMs: number;
  /** The scheduler's bound on one run (see runCronJob). */
  guardMs: number;
  /** Recorded with each run: which instance ran it. */
  instance: string;
  /** A problem of a tenant's configuration (bad cron-list, bad schedule): the caller reports it. */
  warn: (tenant: string, problem: string) => void;
  /** True once the server is closing: no further job starts. */
  stopping: () => boolean;
}

export interface CronTickResult {
  /** Runs this tick claimed and ran. */
  outcomes: CronJobOutcome[];
  /** Due runs another tick or instance had claimed already. */
  skipped: { tenant: string; job: string; scheduledAt: Date }[];
  /** Scheduled batches this tick started (or failed to start), docs/batches.md. */
  batches: DueBatchStart[];
}

interface TenantRow {
  name: string;
  data: Record<string, unknown> | null;
}

/** The system user a tenant's scheduled jobs run as. */
export const cronUsername = (tenant: string) => `cron@${tenant}`;

/**
 * One pass of the scheduler at `now`: for every active tenant, reads its cron-list, and for each
 * enabled job due at `now` claims (tenant, job, scheduled minute) in cron_runs and, when the claim
 * is ours, runs the job's script; then starts the tenant's DRAFT batches whose scheduledDate has
 * passed (server/batches/startDueBatches.ts; their processing goes on after the pass, in
 * `batches[].processing`). A tenant's or a job's failure never stops the pass.
 */
export async function runCronTick(deps: CronTickDeps, now: Date = new Date()): Promise<CronTickResult> {
  const { ctx } = deps;
  const result: CronTickResult = { outcomes: [], skipped: [], batches: [] };
  const { rows: tenants } = await ctx.db.admin((q) => q.query<TenantRow>('SELECT name, data FROM tenants ORDER BY name'));
  for (const tenant of tenants) {
    if (deps.stopping()) break;
    if (tenant.data?.isActive === false) continue;
    try {
      await tickTenant(deps, tenant, now, result);
    } catch (err) {
      deps.warn(tenant.name, `scheduled jobs: ${err instanceof Error ? err.message : String(err)}`);
    }
    try {
      const locale = typeof tenant.data?.locale === 'string' && tenant.data.locale ? tenant.data.locale : 'en';
      const batchDeps = { ctx, runner: deps.runner, instance: deps.instance, username: cronUsername(tenant.name), locale, stopping: deps.stopping };
      result.batches.push(...(await startDueBatches(batchDeps, tenant.name, now)));
    } catch (err) {
      deps.warn(tenant.name, `scheduled batches: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return result;
}

async function tickTenant(deps: CronTickDeps, tenant: TenantRow, now: Date, result: CronTickResult): Promise<void> {
  const { ctx } = deps;
  const item = await ctx.db.withTenant(tenant.name, (q) => readConfigItem(q, 'cron-list'));
  const list = parseCronList(item);
  const { due, problems } = dueCronJobs(list.jobs, now, deps.graceMs);
  for (const problem of [...list.problems, ...problems]) deps.warn(tenant.name, problem);
  const locale = typeof tenant.data?.locale === 'string' && tenant.data.locale ? tenant.data.locale : 'en';
  for (const { job, scheduledAt } of due) {
    if (deps.stopping()) return;
    const username = cronUsername(tenant.name);
    const requestId = `cron-${crypto.randomUUID()}`;
    const claim = { job: job.name, scheduledAt, script: job.script, username, requestId, instance: deps.instance };
    const claimed = await ctx.db.withTenant(tenant.name, (q) => claimCronRun(q, claim));
    if (!claimed) {
      result.skipped.push({ tenant: tenant.name, job: job.name, scheduledAt });
      continue;
    }
    try {
      result.outcomes.push(await runCronJob(ctx, deps.runner, { tenant: tenant.name, job, scheduledAt, username, requestId, locale, guardMs: deps.guardMs }));
    } catch (err) {
      deps.warn(tenant.name, `scheduled job "${job.name}": ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
