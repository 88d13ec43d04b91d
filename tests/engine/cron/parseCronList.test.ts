import { describe, expect, it } from 'vitest';
import { parseCronList } from '../../../engine/cron/parseCronList.ts';

describe('parseCronList', () => {
  it('reads the jobs, the script defaulting to the name and enabled only when true', () => {
    const { jobs, problems } = parseCronList([
      { name: 'purge-script-logs', cron: '0 3 * * *', description: 'Deletes old logs', enabled: false },
      { name: 'nightly', cron: ' 30 2 * * 1-5 ', script: 'nightly-billing', enabled: true },
      { name: 'unset', cron: '* * * * *' },
    ]);
    expect(problems).toEqual([]);
    const noRetry = { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false };
    expect(jobs).toEqual([
      { name: 'purge-script-logs', cron: '0 3 * * *', script: 'purge-script-logs', description: 'Deletes old logs', enabled: false, ...noRetry },
      { name: 'nightly', cron: '30 2 * * 1-5', script: 'nightly-billing', enabled: true, ...noRetry },
      { name: 'unset', cron: '* * * * *', script: 'unset', enabled: false, ...noRetry },
    ]);
  });

  it('reads the retry settings of a job, and says which ones are out of bounds', () => {
    const { jobs, problems } = parseCronList([
      { name: 'import', cron: '0 * * * *', retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true },
      { name: 'bad', cron: '0 * * * *', retryLimit: 11, retryDelaySeconds: -1 },
      { name: 'odd', cron: '0 * * * *', retryLimit: '2', retryDelaySeconds: 1.5, retryBackoff: 'yes' },
    ]);
    expect(jobs.map((j) => [j.name, j.retryLimit, j.retryDelaySeconds, j.retryBackoff])).toEqual([
      ['import', 3, 30, true],
      ['bad', 0, 60, false],
      ['odd', 0, 60, false],
    ]);
    expect(problems).toEqual([
      'cron-list job "bad": retryLimit must be a whole number from 0 to 10; it runs without retries',
      'cron-list job "bad": retryDelaySeconds must be a whole number from 0 to 3600; 60 is used',
      'cron-list job "odd": retryLimit must be a whole number from 0 to 10; it runs without retries',
      'cron-list job "odd": retryDelaySeconds must be a whole number from 0 to 3600; 60 is used',
    ]);
  });

  it('leaves out entries without a name or schedule, and repeated names, saying why', () => {
    const { jobs, problems } = parseCronList([{ name: 'a', cron: '* * * * *' }, { cron: '* * * * *' }, 'x', { name: 'a', cron: '0 * * * *' }]);
    expect(jobs.map((j) => j.cron)).toEqual(['* * * * *']);
    expect(problems).toEqual([
      'cron-list entry 2 needs a name and a cron schedule',
      'cron-list entry 3 needs a name and a cron schedule',
      'cron-list has two jobs named "a": only the first one runs',
    ]);
  });

  it('an absent item has no jobs; a value that is not an array is a problem', () => {
    expect(parseCronList(undefined)).toEqual({ jobs: [], problems: [] });
    expect(parseCronList({ name: 'a' })).toEqual({ jobs: [], problems: ['cron-list must be an array of jobs'] });
  });
});
