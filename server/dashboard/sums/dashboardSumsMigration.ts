import { APP_ROLE } from '../../db/Database.ts';
import type { Migration } from '../../db/migration.ts';
import { ROW_COUNTS_TABLE } from '../../entities/rowCounters.ts';

/** The table of the home dashboard's running sums: delta rows per tenant, figure and key. */
export const DASHBOARD_SUMS_TABLE = 'dashboard_sums';

/**
 * Migration 126 (issue 43 item 4): the home dashboard's figures kept as running sums. Triggers on
 * the contracts, cashflows, invoices and tasks tables (dashboardTriggers.ts) append one delta row
 * per tenant, figure and key a write statement changed, in the writing transaction, as the row
 * counters do (server/entities/rowCounters.ts): no row is updated in place, so writers never wait
 * on a sum, and a rolled-back write leaves nothing. `n` counts rows, `na` the rows whose amount is
 * a number, `amount` sums those amounts (numeric, never a float). Readers sum the deltas and fold
 * them now and then (`tabula_fold_dashboard`).
 */
export const DASHBOARD_SUMS_MIGRATION: Migration = {
  version: 126,
  name: 'dashboard-sums',
  sql: `
    CREATE TABLE ${DASHBOARD_SUMS_TABLE} (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      figure text NOT NULL,
      k1 text,
      k2 text,
      k3 text,
      n bigint NOT NULL,
      na bigint NOT NULL,
      amount numeric
    );
    CREATE INDEX ${DASHBOARD_SUMS_TABLE}_tenant_figure ON ${DASHBOARD_SUMS_TABLE} (tenant, figure, k1);
    ALTER TABLE ${DASHBOARD_SUMS_TABLE} ENABLE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON ${DASHBOARD_SUMS_TABLE}
      USING (tenant = current_setting('app.tenant', true))
      WITH CHECK (tenant = current_setting('app.tenant', true));
    GRANT SELECT, INSERT, DELETE ON ${DASHBOARD_SUMS_TABLE} TO ${APP_ROLE};
    -- Folds a tenant's deltas of one figure into one row per key. The DELETE takes the rows it folds
    -- (a concurrent folder skips them); the advisory lock, tried and never waited for, keeps folders
    -- of one tenant and figure from queueing behind each other.
    CREATE OR REPLACE FUNCTION tabula_fold_dashboard(p_tenant text, p_figure text) RETURNS void LANGUAGE plpgsql AS $f$
    BEGIN
      -- a read replica answers the figures but writes nothing: the primary folds
      IF p_tenant IS NULL OR pg_is_in_recovery() OR NOT pg_try_advisory_xact_lock(727275, hashtext(p_tenant || '/' || p_figure)) THEN RETURN; END IF;
      WITH folded AS (DELETE FROM ${DASHBOARD_SUMS_TABLE} WHERE tenant = p_tenant AND figure = p_figure RETURNING k1, k2, k3, n, na, amount)
      INSERT INTO ${DASHBOARD_SUMS_TABLE} (tenant, figure, k1, k2, k3, n, na, amount)
        SELECT p_tenant, p_figure, k1, k2, k3, sum(n), sum(na), sum(amount) FROM folded GROUP BY k1, k2, k3
        HAVING sum(n) <> 0 OR sum(na) <> 0 OR sum(amount) <> 0;
    END $f$;
    -- the row counters' fold (migration 119) likewise does nothing on a read replica
    CREATE OR REPLACE FUNCTION tabula_fold_counts(p_tenant text, p_tbl text) RETURNS void LANGUAGE plpgsql AS $f$
    BEGIN
      IF p_tenant IS NULL OR pg_is_in_recovery() OR NOT pg_try_advisory_xact_lock(727274, hashtext(p_tenant || '/' || p_tbl)) THEN RETURN; END IF;
      WITH folded AS (DELETE FROM ${ROW_COUNTS_TABLE} WHERE tenant = p_tenant AND tbl = p_tbl RETURNING status, n)
      INSERT INTO ${ROW_COUNTS_TABLE} (tenant, tbl, status, n)
        SELECT p_tenant, p_tbl, status, sum(n) FROM folded GROUP BY status HAVING sum(n) <> 0;
    END $f$;`,
};
