import { createECDH, createHmac, createCipheriv, randomBytes } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
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

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Encrypts a payload for a subscription (RFC 8291, aes128gcm content coding, RFC 8188): one record
 * with the sender's ephemeral public key in the header.
 */
export function encryptPayload(payload: Buffer, sub: PushSubscriptionJson, salt = randomBytes(16)): Buffer {
  const uaPublic = Buffer.from(sub.keys.p256dh, 'base64url');
  const authSecret = Buffer.from(sub.keys.auth, 'base64url');
  const ecdh = createECDH('prime256v1');
  const asPublic = ecdh.generateKeys();
  const shared = ecdh.computeSecret(uaPublic);
  const prkKey = hmac(authSecret, shared);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const encrypted = Buffer.concat([cipher.update(Buffer.concat([payload, Buffer.from([2])])), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(4096, 16);
  header[20] = asPublic.length;
  return Buffer.concat([header, asPublic, encrypted]);
}

/** The VAPID Authorization header (RFC 8292) for an endpoint's origin. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, subject: string): Promise<string> {
  const pub = Buffer.from(keys.publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: pub.subarray(1, 33).toString('base64url'), y: pub.subarray(33, 65).toString('base64url'), d: keys.privateKey };
  const key = await importJWK(jwk, 'ES256');
  const jwt = await new SignJWT({ aud: new URL(endpoint).origin, sub: subject })
    .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
    .setExpirationTime('12h')
    .sign(key);
  return `vapid t=${jwt}, k=${keys.publicKey}`;
}

export type PushResult = 'sent' | 'gone' | 'failed';

/**
 * Sends one message through the web push protocol (RFC 8030): 'gone' when the push service says
 * the subscription no longer exists (404, 410), 'failed' for any other refusal or no answer.
 */
export async function sendPush(sub: PushSubscriptionJson, message: unknown, keys: VapidKeys, subject = 'mailto:admin@tabula.invalid'): Promise<PushResult> {
  const body = encryptPayload(Buffer.from(JSON.stringify(message)), sub);
  try {
    const res = await fetch(sub.endpoint, {
      method: 'POST',
      headers: {
        authorization: await vapidAuthorization(sub.endpoint, keys, subject),
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: '86400',
        urgency: 'normal',
      },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
