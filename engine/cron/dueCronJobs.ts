import { nextCronRuns } from '../shell/nextCronRuns.ts';
import type { CronJob } from './parseCronList.ts';

/** A job whose scheduled minute has come: the scheduler claims (job, scheduledAt) once. */
export interface DueCronJob {
  job: CronJob;
  scheduledAt: Date;
}

/**
 * The enabled jobs due at `now`: for each, its latest scheduled minute in (now - graceMs, now].
 * Older missed minutes are not caught up (a job every minute after an hour's outage runs once,
 * not sixty times); a minute is late by at most the tick interval, and still runs when the
 * scheduler comes back within `graceMs`. A bad schedule is reported, never thrown.
 */
export function dueCronJobs(jobs: readonly CronJob[], now: Date, graceMs: number): { due: DueCronJob[]; problems: string[] } {
  const due: DueCronJob[] = [];
  const problems: string[] = [];
  const from = new Date(now.getTime() - graceMs);
  const maxRuns = Math.ceil(graceMs / 60_000) + 1;
  for (const job of jobs) {
    if (!job.enabled) continue;
    try {
      const runs = nextCronRuns(job.cron, from, maxRuns, now);
      const last = runs[runs.length - 1];
      if (last) due.push({ job, scheduledAt: last });
    } catch (err) {
      problems.push(`cron-list job "${job.name}": ${(err as Error).message}`);
    }
  }
  return { due, problems };
}
