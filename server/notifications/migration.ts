import { tenantPolicySql, type Migration } from '../db/migration.ts';

/** In-app notifications and web push subscriptions (issue 10), per tenant under RLS. */
export const NOTIFICATIONS_MIGRATION: Migration = {
  version: 70,
  name: 'notifications',
  sql: `
    CREATE TABLE notifications (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      username text,
      profile text,
      message text NOT NULL,
      level text NOT NULL DEFAULT 'success',
      position text,
      auto_dismiss int,
      action jsonb,
      read_by text[] NOT NULL DEFAULT '{}',
      created_by text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant, id)
    );
    CREATE INDEX notifications_recent ON notifications (tenant, created_at DESC);
    ${tenantPolicySql('notifications')}
    CREATE TABLE push_subscriptions (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      username text NOT NULL,
      token text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant, username)
    );
    ${tenantPolicySql('push_subscriptions')}`,
};
