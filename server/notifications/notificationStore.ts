import type { Queryable } from '../db/Database.ts';

/** A notification as the client receives it (seed 001 §3 Notification). */
export interface NotificationRecord {
  _id: string;
  message: string;
  level: string;
  position: string | null;
  autoDismiss: number | null;
  action: unknown;
  username: string | null;
  profile: string | null;
  read: boolean;
  date: string;
  createdBy: string | null;
}

export interface NewNotification {
  message: string;
  level?: string;
  position?: string;
  autoDismiss?: number;
  action?: unknown;
  username?: string;
  profile?: string;
}

const COLUMNS = `id AS "_id", message, level, position, auto_dismiss AS "autoDismiss", action, username, profile,
  created_at AS "date", created_by AS "createdBy"`;

/** Stores a notification for a user, a profile, or everybody of the tenant. */
export async function sendNotification(q: Queryable, n: NewNotification, sender: string): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO notifications (username, profile, message, level, position, auto_dismiss, action, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [n.username ?? null, n.profile ?? null, n.message, n.level ?? 'success', n.position ?? null, n.autoDismiss ?? null, n.action ?? null, sender],
  );
  return rows[0].id;
}

/**
 * The notifications a user sees (seed 001 §6): those addressed to the username, to one of the
 * user's profiles, or to nobody in particular; newest first.
 */
export async function notificationsFor(
  q: Queryable,
  username: string,
  profiles: string[],
  opts: { unreadOnly?: boolean; limit?: number } = {},
): Promise<NotificationRecord[]> {
  const { rows } = await q.query<Omit<NotificationRecord, 'read'> & { read: boolean }>(
    `SELECT ${COLUMNS}, $1 = ANY(read_by) AS read FROM notifications
     WHERE (username = $1 OR profile = ANY($2) OR (username IS NULL AND profile IS NULL))
       AND ($3::boolean IS FALSE OR NOT ($1 = ANY(read_by)))
     ORDER BY created_at DESC LIMIT $4`,
    [username, profiles, opts.unreadOnly === true, Math.min(opts.limit ?? 50, 200)],
  );
  return rows.map((r) => ({ ...r, date: new Date(r.date).toISOString() }));
}

/** Marks a notification read by a user; false when it does not exist in this tenant. */
export async function markRead(q: Queryable, id: string, username: string): Promise<boolean> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE notifications SET read_by = array_append(read_by, $2)
     WHERE id = $1::uuid AND NOT ($2 = ANY(read_by)) RETURNING id`,
    [id, username],
  );
  if (rows.length) return true;
  const exists = await q.query('SELECT 1 FROM notifications WHERE id = $1::uuid', [id]);
  return exists.rows.length > 0;
}

/** Stores (or replaces) the push token of a user; null clears it (on logout). */
export async function savePushToken(q: Queryable, username: string, token: string | null): Promise<void> {
  if (token === null) {
    await q.query('DELETE FROM push_subscriptions WHERE username = $1', [username]);
    return;
  }
  await q.query(
    `INSERT INTO push_subscriptions (username, token) VALUES ($1, $2)
     ON CONFLICT (tenant, username) DO UPDATE SET token = EXCLUDED.token, updated_at = now()`,
    [username, token],
  );
}
