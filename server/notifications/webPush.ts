import webpush from 'web-push';
import type { VapidKeys } from './vapidKeys.ts';

/** A browser's push subscription (PushSubscription.toJSON()), stored as the user's push token. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The subscription of a stored token; null for a token that is not one (another provider's). */
export function subscriptionOf(token: string): PushSubscriptionJson | null {
  try {
    const s = JSON.parse(token) as Partial<PushSubscriptionJson>;
    if (typeof s.endpoint === 'string' && /^https?:\/\//.test(s.endpoint) && typeof s.keys?.p256dh === 'string' && typeof s.keys?.auth === 'string') {
      return { endpoint: s.endpoint, keys: { p256dh: s.keys.p256dh, auth: s.keys.auth } };
    }
  } catch {
    // not JSON
  }
  return null;
}

export type PushResult = 'sent' | 'gone' | 'failed';

/** How long a push service keeps an undelivered message (the device is offline): one day. */
export const PUSH_TTL_SECONDS = 86_400;
/** The longest a push service may take to answer. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one message through the web push protocol (RFC 8030): 'gone' when the push service says
 * the subscription no longer exists (404, 410), 'failed' for any other refusal, no answer within
 * {@link PUSH_TIMEOUT_MS}, or a subscription whose keys cannot encrypt.
 *
 * The `web-push` library encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID
 * Authorization header (RFC 8292); the request itself goes through fetch, because the library's
 * own sendNotification speaks HTTPS only and bounds the socket's idle time, not the whole exchange.
 */
export async function sendPush(sub: PushSubscriptionJson, message: unknown, keys: VapidKeys, subject = 'mailto:admin@tabula.invalid'): Promise<PushResult> {
  try {
    const request = webpush.generateRequestDetails(sub, JSON.stringify(message), {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    });
    const headers = new Headers();
    // fetch computes the length of the body itself
    for (const [name, value] of Object.entries(request.headers)) if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
