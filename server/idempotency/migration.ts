import { tenantPolicySql, type Migration } from '../db/migration.ts';

/**
 * Migration 124 (issue 42): the idempotency keys of the writes (docs/scaling.md#idempotent-writes).
 * A key's row is written by the first write transaction of its request (the claim: a concurrent
 * duplicate waits on the primary key until that transaction ends), `result` before its COMMIT,
 * `status`, `body` and `content_type` once the answer is known. Per tenant under row-level security.
 */
export const IDEMPOTENCY_KEYS_MIGRATION: Migration = {
  version: 124,
  name: 'idempotency-keys',
  sql: `
    CREATE TABLE idempotency_keys (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      key text NOT NULL,
      username text NOT NULL,
      method text NOT NULL,
      path text NOT NULL,
      status int,
      body text,
      content_type text,
      result jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant, key)
    );
    CREATE INDEX idempotency_keys_expiry ON idempotency_keys (tenant, created_at);
    ${tenantPolicySql('idempotency_keys')}`,
};
