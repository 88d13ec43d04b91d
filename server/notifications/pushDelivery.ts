import type { Database } from '../db/Database.ts';
import type { NewNotification } from './notificationStore.ts';
import { vapidKeys } from './vapidKeys.ts';
import { sendPush, subscriptionOf } from './webPush.ts';

/**
 * Sends an in-app notification addressed to a username as a web push message to that user's
 * registered subscription (seed 001 §7), signed with the tenant's VAPID keys; a subscription the
 * push service no longer knows (404, 410) is forgotten. Failures are only logged: the in-app
 * notification is already stored.
 * @returns what happened: 'none' when the user has no usable subscription
 */
export async function deliverPush(db: Database, tenant: string, n: NewNotification, log: (msg: string) => void = () => {}): Promise<'none' | 'sent' | 'gone' | 'failed'> {
  if (!n.username) return 'none';
  const token = await db.withTenant(tenant, async (q) => (await q.query<{ token: string }>('SELECT token FROM push_subscriptions WHERE username = $1', [n.username])).rows[0]?.token);
  const sub = token ? subscriptionOf(token) : null;
  if (!sub) return 'none';
  const url = typeof (n.action as { url?: unknown } | undefined)?.url === 'string' ? (n.action as { url: string }).url : '/';
  const result = await sendPush(sub, { title: 'Tabula', body: n.message, url, tag: n.level ?? 'success' }, await vapidKeys(db, tenant));
  if (result === 'gone') {
    await db.withTenant(tenant, (q) => q.query('DELETE FROM push_subscriptions WHERE username = $1 AND token = $2', [n.username, token]));
  } else if (result === 'failed') {
    log(`web push to ${n.username} failed`);
  }
  return result;
}
