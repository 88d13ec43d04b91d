import { http } from '../api/http.ts';

const STORED = 'tabula.push.token';

function toKey(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  const out = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/** Whether a subscription's key is known and not `key` (a browser that does not tell keeps its subscription). */
function otherKey(subscribed: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!subscribed) return false;
  const bytes = new Uint8Array(subscribed);
  return bytes.length !== key.length || bytes.some((b, i) => b !== key[i]);
}

/**
 * Subscribes the browser to web push for the signed-in user (seed 001 §4, §7): skipped when push is
 * unsupported, the user refused notifications, or the token stored for the user is the current
 * one; otherwise the subscription is made with the VAPID key of the user's tenant and stored
 * (POST /api/notification/subscribe). A changed subscription subscribes again, and one made with
 * another key is replaced. Errors are only logged.
 */
export async function subscribeToPush(username: string): Promise<void> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || typeof Notification === 'undefined') return;
  try {
    // the browser asks the user once; without a grant nothing touches the push service (a private
    // window, where Chrome has no push, refuses here quietly)
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') return;
    const { data: config } = await http<{ provider: string; publicVapidKey: string | null }>('GET', '/api/notification/client-configuration');
    if (config.provider !== 'webpush' || !config.publicVapidKey) return;
    const key = toKey(config.publicVapidKey);
    const registration = await navigator.serviceWorker.ready;
    let current = await registration.pushManager.getSubscription();
    // VAPID keys are per tenant: a subscription made with another key (another tenant signed in on
    // this browser before) would have its pushes refused, so it is replaced
    if (current && otherKey(current.options.applicationServerKey, key)) {
      await current.unsubscribe();
      current = null;
    }
    current ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const token = JSON.stringify(current.toJSON());
    if (localStorage.getItem(`${STORED}.${username}`) === token) return;
    await http('POST', '/api/notification/subscribe', { token });
    localStorage.setItem(`${STORED}.${username}`, token);
  } catch (err) {
    console.warn('Push subscription failed', err);
  }
}

/** Forgets the token stored for a user (the server clears its copy at logout). */
export function forgetPushToken(username: string): void {
  localStorage.removeItem(`${STORED}.${username}`);
}
