import { tenantPolicySql, type Migration } from '../db/migration.ts';

/**
 * The records of each batch run (docs/batches.md), per tenant under RLS: the keys the query
 * fetched, in order (`seq`), and per record its outcome, its before-image (the values of the fields
 * the run changed, as they were) and after-image (as the run wrote them), so UNDO can restore
 * them. A chunk is claimed with `SELECT ... FOR UPDATE SKIP LOCKED` inside the transaction that
 * processes it: two instances never take the same pending row, and a crash rolls the chunk back
 * to pending, so CONTINUE picks it up again.
 */
export const BATCH_ITEMS_MIGRATION: Migration = {
  version: 118,
  name: 'batch-items',
  sql: `
    CREATE TABLE batch_items (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      batch text NOT NULL,
      seq int NOT NULL,
      record_key text NOT NULL,
      state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'success', 'warning', 'error')),
      before jsonb,
      after jsonb,
      message text,
      instance text,
      processed_at timestamptz,
      undo text CHECK (undo IN ('restored', 'refused')),
      PRIMARY KEY (tenant, batch, seq)
    );
    CREATE INDEX batch_items_pending ON batch_items (tenant, batch, seq) WHERE state = 'pending';
    ${tenantPolicySql('batch_items')}`,
};
