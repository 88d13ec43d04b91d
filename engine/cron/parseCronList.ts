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
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The jobs of a cron-list value (an array of `{name, cron, script?, description?, enabled?}`), and
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
    jobs.push({ name, cron, script: text(entry.script) || name, ...(description ? { description } : {}), enabled: entry.enabled === true });
  });
  return { jobs, problems };
}
