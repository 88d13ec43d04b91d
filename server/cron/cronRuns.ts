import type { Queryable } from '../db/Database.ts';

/** A run of a scheduled job, as GET /api/core/crons/runs answers it. */
export interface CronRun {
  job: string;
  scheduledAt: string;
  script: string;
  status: 'running' | 'success' | 'failure';
  username: string;
  requestId: string;
  instance: string | null;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  error: string | null;
  result: string | null;
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
}

/** Longest error or result text kept per run. */
const MAX_TEXT = 2000;
const COLUMNS = 'job, scheduled_at, script, status, username, request_id, instance, started_at, finished_at, duration_ms, error, result';
const iso = (v: Date | string) => new Date(v).toISOString();
const clip = (v: string | undefined) => (v === undefined ? null : v.slice(0, MAX_TEXT));

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
    finishedAt: r.finished_at === null ? null : iso(r.finished_at),
    durationMs: r.duration_ms,
    error: r.error,
    result: r.result,
  };
}

export interface CronClaim {
  job: string;
  scheduledAt: Date;
  script: string;
  username: string;
  requestId: string;
  instance: string;
}

/**
 * Claims a job's scheduled minute for this instance (inside the tenant's transaction): true when
 * the row was inserted, false when another tick or instance holds it already. The insert waits
 * for a concurrent claimer's transaction, so exactly one of them gets true.
 */
export async function claimCronRun(q: Queryable, claim: CronClaim): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO cron_runs (job, scheduled_at, script, username, request_id, instance) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (tenant, job, scheduled_at) DO NOTHING RETURNING job`,
    [claim.job, claim.scheduledAt, claim.script, claim.username, claim.requestId, claim.instance],
  );
  return rows.length === 1;
}

/** Records how a claimed run ended. */
export async function finishCronRun(
  q: Queryable,
  run: { job: string; scheduledAt: Date; status: 'success' | 'failure'; durationMs: number; error?: string; result?: string },
): Promise<void> {
  await q.query(
    `UPDATE cron_runs SET status = $3, finished_at = now(), duration_ms = $4, error = $5, result = $6 WHERE job = $1 AND scheduled_at = $2`,
    [run.job, run.scheduledAt, run.status, Math.round(run.durationMs), clip(run.error), clip(run.result)],
  );
}

/** The runs of the current tenant, newest scheduled first (of one job, or the latest of each job). */
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

/**
 * Housekeeping for every tenant (owner session): a run still "running" long after any script's
 * deadline belonged to an instance that stopped mid-run, so it is marked failed; runs older than
 * `keepDays` are deleted, by when they were claimed (`started_at`), not by the date they were for:
 * a claim taken today for a long-past scheduled date (a batch scheduled weeks ago, started now) is
 * what keeps a second instance from starting it again, so a concurrent clean-up must not drop it.
 */
export async function cleanUpCronRuns(q: Queryable, opts: { staleMs: number; keepDays: number }): Promise<void> {
  await q.query(
    `UPDATE cron_runs SET status = 'failure', finished_at = now(), error = 'Interrupted: the instance running it stopped'
     WHERE status = 'running' AND started_at < now() - make_interval(secs => $1)`,
    [opts.staleMs / 1000],
  );
  await q.query(`DELETE FROM cron_runs WHERE started_at < now() - make_interval(days => $1)`, [opts.keepDays]);
}
