import { APP_ROLE, PARTNER_ROLE } from './Database.ts';
import type { Migration } from './migration.ts';

/**
 * Migration 123 (issue 38 item 1): the role a partner user's transactions run as
 * (docs/permissions.md#partner-scope). A member of the app role, so it holds its privileges and is
 * under the same tenant policies; the partner policies of the entity tables (partnerPolicies.ts)
 * apply to it alone, so the staff's statements carry no partner condition at all.
 */
export const PARTNER_ROLE_MIGRATION: Migration = {
  version: 123,
  name: 'partner-role',
  sql: `
    DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${PARTNER_ROLE}') THEN
        CREATE ROLE ${PARTNER_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS INHERIT;
      END IF;
    -- Roles belong to the cluster: databases migrated in parallel may both try to create it.
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$;
    DO $$ BEGIN
      GRANT ${APP_ROLE} TO ${PARTNER_ROLE};
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$;`,
};
