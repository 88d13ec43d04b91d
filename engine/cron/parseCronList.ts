/** A job of the cron-list configuration item, as the scheduler runs it. */
export interface CronJob {
  /** Unique within the tenant's list: runs are recorded under it. */
  name: string;
  /** Cron expression, five fields or a nickname, read by croner (engine/shell/nextCronRuns.ts). */
  cron: string;
  /** The script to run: `script`, else the job's name. */
  script: string;
  description?: string;
  /** Only `enabled: true` runs; absent counts as disabled, as the /crons page shows it. */
  enabled: boolean;
  /** Attempts after a failed run (`retryLimit`, 0 to 10; default 0). */
  retryLimit: number;
  /** Seconds before the next attempt (`retryDelaySeconds`, 0 to 3600; default 60). */
  retryDelaySeconds: number;
  /** With `retryBackoff: true` the delay doubles at each attempt (with jitter). */
  retryBackoff: boolean;
}

/** Bounds of the retry settings of a job. */
export const MAX_RETRY_LIMIT = 10;
export const MAX_RETRY_DELAY_SECONDS = 3600;
const DEFAULT_RETRY_DELAY_SECONDS = 60;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** An integer setting of an entry in [0, max], the default when absent, undefined when invalid. */
function bounded(v: unknown, max: number, fallback: number): number | undefined {
  if (v === undefined || v === null) return fallback;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max ? v : undefined;
}

/**
 * The jobs of a cron-list value (an array of `{name, cron, script?, description?, enabled?, retryLimit?, retryDelaySeconds?, retryBackoff?}`), and
 * what is wrong with the entries left out (not an object, no name or schedule, a repeated name).
 * The schedules themselves are checked when they are computed.
 */
export function parseCronList(value: unknown): { jobs: CronJob[]; problems: string[] } {
  if (value === undefined || value === null) return { jobs: [], problems: [] };
  if (!Array.isArray(value)) return { jobs: [], problems: ['cron-list must be an array of jobs'] };
  const jobs: CronJob[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  value.forEach((entry: unknown, index) => {
    const name = isObject(entry) ? text(entry.name) : '';
    const cron = isObject(entry) ? text(entry.cron) : '';
    if (!isObject(entry) || !name || !cron) {
      problems.push(`cron-list entry ${index + 1} needs a name and a cron schedule`);
      return;
    }
    if (seen.has(name)) {
      problems.push(`cron-list has two jobs named "${name}": only the first one runs`);
      return;
    }
    seen.add(name);
    const description = text(entry.description);
    const retryLimit = bounded(entry.retryLimit, MAX_RETRY_LIMIT, 0);
    const retryDelaySeconds = bounded(entry.retryDelaySeconds, MAX_RETRY_DELAY_SECONDS, DEFAULT_RETRY_DELAY_SECONDS);
    if (retryLimit === undefined) problems.push(`cron-list job "${name}": retryLimit must be a whole number from 0 to ${MAX_RETRY_LIMIT}; it runs without retries`);
    if (retryDelaySeconds === undefined) problems.push(`cron-list job "${name}": retryDelaySeconds must be a whole number from 0 to ${MAX_RETRY_DELAY_SECONDS}; ${DEFAULT_RETRY_DELAY_SECONDS} is used`);
    jobs.push({
      name,
      cron,
      script: text(entry.script) || name,
      ...(description ? { description } : {}),
      enabled: entry.enabled === true,
      retryLimit: retryLimit ?? 0,
      retryDelaySeconds: retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: entry.retryBackoff === true,
    });
  });
  return { jobs, problems };
}
