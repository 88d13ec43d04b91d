import { tenantPolicySql, type Migration } from '../db/migration.ts';

/**
 * Runs of scheduled jobs (cron-list), per tenant under RLS, as the scheduler claimed them before
 * the job queue: migration 121 (server/jobs/migration.ts) drops this table for a view of the same
 * name over the queue's tables. Kept because applied migrations never change.
 */
export const CRON_RUNS_MIGRATION: Migration = {
  version: 100,
  name: 'cron-runs',
  sql: `
    CREATE TABLE cron_runs (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      job text NOT NULL,
      scheduled_at timestamptz NOT NULL,
      script text NOT NULL,
      status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'success', 'failure')),
      username text NOT NULL,
      request_id text NOT NULL,
      instance text,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      duration_ms int,
      error text,
      result text,
      PRIMARY KEY (tenant, job, scheduled_at)
    );
    CREATE INDEX cron_runs_recent ON cron_runs (tenant, scheduled_at DESC);
    CREATE INDEX cron_runs_running ON cron_runs (started_at) WHERE status = 'running';
    ${tenantPolicySql('cron_runs')}`,
};
