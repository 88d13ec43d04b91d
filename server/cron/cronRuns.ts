import type { Queryable } from '../db/Database.ts';

/** A run of a scheduled job, as GET /api/core/crons/runs answers it. */
export interface CronRun {
  job: string;
  scheduledAt: string;
  script: string;
  /** queued: sent, not taken yet; retry: failed, waiting for its next attempt (`nextAttemptAt`). */
  status: 'queued' | 'running' | 'retry' | 'success' | 'failure';
  username: string;
  requestId: string;
  instance: string | null;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  error: string | null;
  result: string | null;
  /** Attempts made before the current or last one. */
  attempts: number;
  retryLimit: number;
  nextAttemptAt: string | null;
  /** Failed after its last attempt and copied to the dead-letter queue. */
  deadLettered: boolean;
}

interface Row {
  job: string;
  scheduled_at: Date | string;
  script: string;
  status: CronRun['status'];
  username: string;
  request_id: string;
  instance: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
  duration_ms: number | null;
  error: string | null;
  result: string | null;
  attempts_before: number;
  retry_limit: number;
  next_attempt_at: Date | string | null;
  dead_lettered: boolean;
}

const COLUMNS =
  'job, scheduled_at, script, status, username, request_id, instance, started_at, finished_at, duration_ms, error, result, attempts_before, retry_limit, next_attempt_at, dead_lettered';
const iso = (v: Date | string) => new Date(v).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

function toRun(r: Row): CronRun {
  return {
    job: r.job,
    scheduledAt: iso(r.scheduled_at),
    script: r.script,
    status: r.status,
    username: r.username,
    requestId: r.request_id,
    instance: r.instance,
    startedAt: iso(r.started_at),
    finishedAt: isoOrNull(r.finished_at),
    durationMs: r.duration_ms,
    error: r.error,
    result: r.result,
    attempts: r.attempts_before,
    retryLimit: r.retry_limit,
    nextAttemptAt: isoOrNull(r.next_attempt_at),
    deadLettered: r.dead_lettered,
  };
}

/**
 * The runs of the current tenant, newest scheduled first (of one job, or the latest of each job),
 * read from the `cron_runs` view over the job queue's tables (server/jobs/migration.ts).
 */
export async function listCronRuns(q: Queryable, opts: { job?: string; latest?: boolean; offset: number; size: number }): Promise<CronRun[]> {
  const params: unknown[] = [];
  const where = opts.job ? `WHERE job = $${params.push(opts.job)}` : '';
  const source = opts.latest ? `(SELECT DISTINCT ON (job) ${COLUMNS} FROM cron_runs ${where} ORDER BY job, scheduled_at DESC) latest` : `cron_runs ${where}`;
  const { rows } = await q.query<Row>(
    `SELECT ${COLUMNS} FROM ${source} ORDER BY scheduled_at DESC, job LIMIT $${params.push(opts.size)} OFFSET $${params.push(opts.offset)}`,
    params,
  );
  return rows.map(toRun);
}
