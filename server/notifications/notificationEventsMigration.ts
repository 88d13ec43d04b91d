import type { Migration } from '../db/migration.ts';

/** The database channel of new in-app notifications (engine/notifications/NotificationEvent.ts). */
export const NOTIFICATIONS_CHANNEL = 'tabula_notifications';

/**
 * Every notification inserted, whoever wrote it (the API, a workflow's notify action, a script),
 * is announced on NOTIFICATIONS_CHANNEL at its commit, with its tenant and addressees only: every
 * server instance passes it to the open event streams of the users it is for, who load their
 * notifications at once instead of at their next poll.
 */
export const NOTIFICATION_EVENTS_MIGRATION: Migration = {
  version: 122,
  name: 'notification-events',
  sql: `
    CREATE OR REPLACE FUNCTION tabula_notification_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${NOTIFICATIONS_CHANNEL}', json_build_object('tenant', NEW.tenant, 'username', NEW.username, 'profile', NEW.profile)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER notifications_notify AFTER INSERT ON notifications
      FOR EACH ROW EXECUTE FUNCTION tabula_notification_notify();`,
};
