import PgBoss from 'pg-boss';
import type { Database } from '../db/Database.ts';
import { bossSql } from './bossSql.ts';
import { jobKeyId } from './jobKeyId.ts';
import { DEAD_LETTER_QUEUE, type JobQueue } from './JobQueue.ts';

/** The schema of pg-boss's tables (created by migration 121, server/jobs/migration.ts). */
export const BOSS_SCHEMA = 'pgboss';
/** Days a finished job is kept in the queue before the archive: its key is refused again that long. */
export const KEEP_DAYS = 30;
/** An active job older than this lost its instance (script deadlines are at most 60 s): failed by the maintenance. */
export const EXPIRE_SECONDS = 15 * 60;

export interface JobQueueOptions {
  /** pg-boss's maintenance (expiry of lost jobs, archive, deletion): on in a running server, off in tests. */
  maintenance: boolean;
}

interface StateRow {
  state: string;
  retry_count: number;
  start_after: Date | string;
}

/**
 * The job queue on pg-boss 10 (docs/decisions.md: it runs on PGlite too, through its `db` option),
 * over the server's database. Its schema comes with the migrations, so start() only checks it.
 * Jobs are taken by take() (the scheduler's pass), not by pg-boss's polling workers.
 */
export function pgBossQueue(db: Database, opts: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: bossSql(db) as PgBoss.Db,
    schema: BOSS_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: opts.maintenance,
    archiveCompletedAfterSeconds: KEEP_DAYS * 86_400,
    archiveFailedAfterSeconds: KEEP_DAYS * 86_400,
    deleteAfterDays: KEEP_DAYS,
  });
  // maintenance errors (a database restart) are retried at the next interval; nothing to crash for
  boss.on('error', () => undefined);
  return {
    async send(queue, job) {
      const data = { ...job.data, key: job.key };
      return boss.send(queue, data, {
        // PGlite's clock counts whole milliseconds: a job due at now() is not taken (start_after < now())
        // by a take in the same millisecond; due a millisecond earlier it is (docs/decisions.md)
        ...(db.kind === 'pglite' ? { startAfter: new Date(Date.now() - 1) } : {}),
        id: jobKeyId(job.key),
        singletonKey: job.key,
        retryLimit: job.retry.limit,
        retryDelay: job.retry.delaySeconds,
        retryBackoff: job.retry.backoff,
        expireInSeconds: EXPIRE_SECONDS,
        deadLetter: DEAD_LETTER_QUEUE,
      });
    },
    async take(queue) {
      const [job] = await boss.fetch<Record<string, unknown>>(queue, { batchSize: 1, includeMetadata: true });
      if (!job) return undefined;
      return { id: job.id, key: String(job.data.key), data: job.data, retryCount: job.retryCount };
    },
    async complete(queue, id, output) {
      await boss.complete(queue, id, output);
    },
    async fail(queue, id, output) {
      await boss.fail(queue, id, output);
    },
    async state(queue, key) {
      const { rows } = await db.admin((q) =>
        queue === DEAD_LETTER_QUEUE
          ? q.query<StateRow>(`SELECT state, retry_count, start_after FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND data->>'key' = $2`, [queue, key])
          : q.query<StateRow>(`SELECT state, retry_count, start_after FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND id = $2`, [queue, jobKeyId(key)]),
      );
      const row = rows[0];
      return row && { state: row.state, retryCount: row.retry_count, startAfter: new Date(row.start_after) };
    },
    async start() {
      await boss.start();
    },
    async stop() {
      await boss.stop({ graceful: false, close: false, wait: true });
    },
  };
}
