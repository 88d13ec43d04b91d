import PgBoss from 'pg-boss';
import { APP_ROLE } from '../db/Database.ts';
import type { Migration } from '../db/migration.ts';
import { unlocked } from './bossSql.ts';
import { DEAD_LETTER_QUEUE } from './JobQueue.ts';
import { BOSS_SCHEMA } from './pgBossQueue.ts';

const QUEUES = [DEAD_LETTER_QUEUE, 'tabula_cron', 'tabula_batch_start'];

/** The columns of a job as a run of the history (the job table and its archive have them all). */
const RUN_COLUMNS = `
  data->>'tenant' AS tenant,
  data->>'job' AS job,
  (data->>'scheduledAt')::timestamptz AS scheduled_at,
  data->>'script' AS script,
  CASE state WHEN 'completed' THEN 'success' WHEN 'failed' THEN 'failure' WHEN 'cancelled' THEN 'failure'
    WHEN 'retry' THEN 'retry' WHEN 'created' THEN 'queued' ELSE 'running' END AS status,
  data->>'username' AS username,
  data->>'requestId' AS request_id,
  COALESCE(output->>'instance', data->>'instance') AS instance,
  COALESCE(started_on, created_on) AS started_at,
  completed_on AS finished_at,
  (output->>'durationMs')::int AS duration_ms,
  CASE WHEN state IN ('retry', 'failed', 'cancelled') THEN COALESCE(output->>'message', 'Failed') END AS error,
  CASE WHEN state = 'completed' THEN output->>'result' END AS result,
  retry_count AS attempts_before,
  retry_limit,
  CASE WHEN state = 'retry' THEN start_after END AS next_attempt_at,
  (state = 'failed' AND dead_letter IS NOT NULL) AS dead_lettered`;

/**
 * The job queue (issue 40): pg-boss's schema (its construction plan, run here so that a database
 * made by the migrations, the test template included, is ready without pg-boss migrating at each
 * start), the queues, and `cron_runs` as a view over the queue's job table and archive instead of
 * the table the scheduler claimed runs in (migration 100). The view keeps the tenant's own runs
 * only (`app.tenant`): the app role reads it, never pg-boss's tables.
 */
export const JOB_QUEUE_MIGRATION: Migration = {
  version: 121,
  name: 'job-queue',
  sql: `
    ${unlocked(PgBoss.getConstructionPlans(BOSS_SCHEMA))};
    ${QUEUES.map((q) => `SELECT ${BOSS_SCHEMA}.create_queue('${q}', '{"policy": "standard"${q === DEAD_LETTER_QUEUE ? '' : `, "deadLetter": "${DEAD_LETTER_QUEUE}"`}}');`).join('\n')}
    DROP TABLE cron_runs;
    CREATE VIEW cron_runs WITH (security_barrier) AS
      SELECT * FROM (
        SELECT ${RUN_COLUMNS} FROM ${BOSS_SCHEMA}.job WHERE name IN ('tabula_cron', 'tabula_batch_start')
        UNION ALL
        SELECT ${RUN_COLUMNS} FROM ${BOSS_SCHEMA}.archive WHERE name IN ('tabula_cron', 'tabula_batch_start')
      ) runs
      WHERE tenant = current_setting('app.tenant', true);
    GRANT SELECT ON cron_runs TO ${APP_ROLE};`,
};
