import { describe, expect, it } from 'vitest';
import { dueCronJobs } from '../../../engine/cron/dueCronJobs.ts';
import type { CronJob } from '../../../engine/cron/parseCronList.ts';
import { nextCronRuns } from '../../../engine/shell/nextCronRuns.ts';

const job = (name: string, cron: string, enabled = true): CronJob => ({ name, cron, script: name, enabled, retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false });
const GRACE = 5 * 60_000;
/** Local times, like the schedules (the runtime's time zone). */
const at = (s: string) => new Date(s);

describe('dueCronJobs', () => {
  it('a job is due in its scheduled minute and until the grace window has passed', () => {
    const jobs = [job('nightly', '0 3 * * *')];
    expect(dueCronJobs(jobs, at('2025-03-10T03:00:00'), GRACE).due).toEqual([{ job: jobs[0], scheduledAt: at('2025-03-10T03:00:00') }]);
    expect(dueCronJobs(jobs, at('2025-03-10T03:04:59'), GRACE).due.map((d) => d.scheduledAt)).toEqual([at('2025-03-10T03:00:00')]);
    expect(dueCronJobs(jobs, at('2025-03-10T03:05:00'), GRACE).due).toEqual([]);
    expect(dueCronJobs(jobs, at('2025-03-10T02:59:59'), GRACE).due).toEqual([]);
  });

  it('only the latest missed minute is due, never a backlog', () => {
    const { due } = dueCronJobs([job('often', '* * * * *')], at('2025-03-10T10:17:30'), GRACE);
    expect(due.map((d) => d.scheduledAt)).toEqual([at('2025-03-10T10:17:00')]);
  });

  it('skips disabled jobs and reports a bad schedule without stopping the others', () => {
    const { due, problems } = dueCronJobs(
      [job('off', '* * * * *', false), job('bad', '61 * * * *'), job('on', '*/15 * * * *')],
      at('2025-03-10T10:30:10'),
      GRACE,
    );
    expect(due.map((d) => d.job.name)).toEqual(['on']);
    expect(problems).toEqual(['cron-list job "bad": Invalid minute "61"']);
  });

  it('a nickname schedule (croner) is due like its five fields', () => {
    const { due, problems } = dueCronJobs([job('hourly', '@hourly'), job('reboot', '@reboot')], at('2025-03-10T11:02:00'), GRACE);
    expect(due.map((d) => [d.job.name, d.scheduledAt])).toEqual([['hourly', at('2025-03-10T11:00:00')]]);
    expect(problems).toEqual([expect.stringContaining('cron-list job "reboot": Invalid cron expression "@reboot"')]);
  });
});

describe('nextCronRuns until', () => {
  it('stops the search at until', () => {
    expect(nextCronRuns('0 0 31 2 *', at('2025-03-10T10:00:00'), 1, at('2025-03-10T10:05:00'))).toEqual([]);
    expect(nextCronRuns('* * * * *', at('2025-03-10T10:00:00'), 10, at('2025-03-10T10:02:30'))).toEqual([at('2025-03-10T10:01:00'), at('2025-03-10T10:02:00')]);
  });

  it('includes a run at until itself', () => {
    expect(nextCronRuns('* * * * *', at('2025-03-10T10:00:00'), 10, at('2025-03-10T10:02:00'))).toEqual([at('2025-03-10T10:01:00'), at('2025-03-10T10:02:00')]);
  });
});
