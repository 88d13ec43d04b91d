import { http } from '../api/http.ts';

const STORED = 'tabula.push.token';

function toKey(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '='));
  const out = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

/**
 * Subscribes the browser to web push for the signed-in user (seed 001 §4, §7): skipped when push is
 * unsupported, the user refused notifications, or the token stored for the user is the current
 * one; otherwise the subscription is made with the server's VAPID key and stored
 * (POST /api/notification/subscribe). A changed subscription subscribes again. Errors are only logged.
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
    const registration = await navigator.serviceWorker.ready;
    const current = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toKey(config.publicVapidKey) }));
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
