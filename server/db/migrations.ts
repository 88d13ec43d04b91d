import { HISTORY_SEQUENCE } from '../entities/history.ts';
import { APP_ROLE, type Queryable } from './Database.ts';
import { applyMigrations, tenantPolicySql, type Migration } from './migration.ts';
import { NOTIFICATIONS_MIGRATION } from '../notifications/migration.ts';
import { NOTIFICATION_EVENTS_MIGRATION } from '../notifications/notificationEventsMigration.ts';
import { DOCUMENTS_MIGRATION } from '../storage/migration.ts';
import { SAML_SESSIONS_MIGRATION } from '../auth/sso/samlMigration.ts';
import { CRON_RUNS_MIGRATION } from '../cron/migration.ts';
import { JOB_QUEUE_MIGRATION } from '../jobs/migration.ts';
import { BATCH_ITEMS_MIGRATION } from '../batches/migration.ts';
import { REVOKED_SESSIONS_MIGRATION } from '../auth/revocations.ts';
import { PASSWORD_TOKENS_MIGRATION } from '../auth/passwordTokens.ts';
import { ACCESS_TICKETS_MIGRATION } from '../auth/tickets.ts';
import { ROW_COUNTS_MIGRATION } from '../entities/rowCounters.ts';
import { TENANT_CURRENCY_MIGRATION } from '../entities/tenantCurrency.ts';
import { PARTNER_ROLE_MIGRATION } from './partnerRoleMigration.ts';
import { DASHBOARD_SUMS_MIGRATION } from '../dashboard/sums/dashboardSumsMigration.ts';
import { IDEMPOTENCY_KEYS_MIGRATION } from '../idempotency/migration.ts';

/** Functions the list queries put in index conditions, marked LEAKPROOF by migration 3. */
export const LEAKPROOF_FUNCTIONS = [
  'texticlike(text, text)',
  'texticregexeq(text, text)',
  'jsonb_object_field_text(jsonb, text)',
  'jsonb_extract_path_text(jsonb, text[])',
];

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'core',
    sql: `
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${APP_ROLE}') THEN
          CREATE ROLE ${APP_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS;
        END IF;
      -- Roles belong to the cluster: databases migrated in parallel may both try to create it.
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$;
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE TABLE tenants (
        name text PRIMARY KEY,
        label text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE system_settings (key text PRIMARY KEY, value text NOT NULL);
      CREATE TABLE credentials (
        tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
        username text NOT NULL,
        password_hash text,
        failed_attempts int NOT NULL DEFAULT 0,
        locked boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant, username)
      );
      ${tenantPolicySql('credentials')}
      CREATE TABLE registration_counters (
        tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
        entity text NOT NULL,
        value bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (tenant, entity)
      );
      ${tenantPolicySql('registration_counters')}
      GRANT USAGE ON SCHEMA public TO ${APP_ROLE};`,
  },
  {
    // Generic entity API (issue 4): History numbering without a per-tenant hot row, and the scratch
    // collection /api/core/temporary-collection (documents kept a few days, then purged).
    version: 2,
    name: 'entity-api',
    sql: `
      CREATE SEQUENCE IF NOT EXISTS ${HISTORY_SEQUENCE};
      GRANT USAGE ON SEQUENCE ${HISTORY_SEQUENCE} TO ${APP_ROLE};
      CREATE TABLE temporary_documents (
        tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        data jsonb NOT NULL,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL DEFAULT now() + interval '7 days',
        PRIMARY KEY (tenant, id)
      );
      CREATE INDEX temporary_documents_expiry ON temporary_documents (tenant, expires_at);
      ${tenantPolicySql('temporary_documents')}`,
  },
  {
    // Row-level security lets an index serve a condition only when every function in it is
    // LEAKPROOF. ILIKE, ~* (trigram searches) and ->> / #>> (expression indexes on data fields) are
    // not marked so: without this, searches and reference lookups scan all the tenant's rows. None
    // of them raises an error that depends on a row's content (ILIKE and ~* fail on the pattern
    // only, ->> never fails), so they reveal nothing of rows a policy hides. Needs a superuser:
    // where the migrating role is not one, a notice says so and queries stay correct, only slower
    // (docs/data.md gives the statements for a DBA).
    version: 3,
    name: 'leakproof-search',
    sql: `
      DO $$ BEGIN
        ${LEAKPROOF_FUNCTIONS.map((f) => `ALTER FUNCTION ${f} LEAKPROOF;`).join(' ')}
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE 'tabula: not a superuser, search operators stay non-leakproof (indexes unused under RLS)';
      END $$;`,
  },
  {
    // Identity (issue 5): TOTP secrets, per-tenant identity configuration, SSO providers and states,
    // one-time tokens, user photos, SSO sessions and tenant attributes. Version 50 leaves room for others.
    version: 50,
    name: 'identity',
    sql: `
      ALTER TABLE credentials ADD COLUMN totp_secret text;
      ALTER TABLE credentials ADD COLUMN totp_pending text;
      ALTER TABLE credentials ADD COLUMN totp_last_step bigint;
      ALTER TABLE credentials ADD COLUMN mfa_active boolean NOT NULL DEFAULT false;
      ALTER TABLE tenants ADD COLUMN data jsonb NOT NULL DEFAULT '{}'::jsonb;
      CREATE TABLE identity_config (
        tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
        name text NOT NULL,
        value jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by text,
        PRIMARY KEY (tenant, name)
      );
      ${tenantPolicySql('identity_config')}
      CREATE TABLE user_photos (
        tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
        username text NOT NULL,
        content_type text NOT NULL,
        data bytea NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant, username)
      );
      ${tenantPolicySql('user_photos')}
      CREATE TABLE sso_sessions (
        tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        username text NOT NULL,
        provider text NOT NULL,
        refresh_token text,
        refresh_iat bigint,
        refresh_expires_in bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant, id)
      );
      ${tenantPolicySql('sso_sessions')}
      CREATE TABLE sso_providers (
        id text PRIMARY KEY,
        tenant text NOT NULL REFERENCES tenants (name),
        kind text NOT NULL CHECK (kind IN ('oidc', 'saml')),
        config jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE sso_states (
        state text PRIMARY KEY,
        provider text NOT NULL,
        nonce text NOT NULL,
        verifier text NOT NULL,
        redirect text,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE used_tokens (jti text PRIMARY KEY, expires_at timestamptz NOT NULL);`,
  },
  SAML_SESSIONS_MIGRATION,
  REVOKED_SESSIONS_MIGRATION,
  PASSWORD_TOKENS_MIGRATION,
  ACCESS_TICKETS_MIGRATION,
  NOTIFICATIONS_MIGRATION,
  DOCUMENTS_MIGRATION,
  CRON_RUNS_MIGRATION,
  BATCH_ITEMS_MIGRATION,
  ROW_COUNTS_MIGRATION,
  TENANT_CURRENCY_MIGRATION,
  JOB_QUEUE_MIGRATION,
  NOTIFICATION_EVENTS_MIGRATION,
  PARTNER_ROLE_MIGRATION,
  DASHBOARD_SUMS_MIGRATION,
  IDEMPOTENCY_KEYS_MIGRATION,
];

/** Applies the migrations not yet recorded (migration.ts); safe to call at every start and from several instances. */
export function migrate(q: Queryable, migrations: Migration[] = MIGRATIONS): Promise<number[]> {
  return applyMigrations(q, migrations);
}
