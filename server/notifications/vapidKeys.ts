import webpush from 'web-push';
import { loadSecretBox, type SecretBox } from '../auth/secretBox.ts';
import type { Database, Queryable } from '../db/Database.ts';

/** A VAPID key pair (RFC 8292), base64url: the public key uncompressed (65 bytes), the private scalar (32 bytes). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/**
 * The pair in the form web-push takes: unpadded base64url, the private scalar left-padded to 32
 * bytes (a pair made with createECDH, as before web-push generated them, has 31 bytes once in 256).
 */
export function normalizeVapidKeys(keys: VapidKeys): VapidKeys {
  const scalar = Buffer.from(keys.privateKey, 'base64url');
  const padded = scalar.length < 32 ? Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]) : scalar;
  return { publicKey: Buffer.from(keys.publicKey, 'base64url').toString('base64url'), privateKey: padded.toString('base64url') };
}

/** The system_settings row of a tenant's pair: `{publicKey, privateKey}`, the private key sealed. */
export const vapidSettingKey = (tenant: string): string => `vapid-keys:${tenant}`;
/** The installation-wide pair of the versions before keys were per tenant. */
const LEGACY_KEY = 'vapid-keys';

async function setting(q: Queryable, key: string): Promise<string | undefined> {
  return (await q.query<{ value: string }>('SELECT value FROM system_settings WHERE key = $1', [key])).rows[0]?.value;
}

function unseal(value: string, box: SecretBox, what: string): VapidKeys {
  const stored = JSON.parse(value) as VapidKeys;
  const privateKey = box.open(stored.privateKey);
  if (privateKey === null) throw new Error(`the VAPID private key of ${what} cannot be opened (sealed with another installation key)`);
  return normalizeVapidKeys({ publicKey: stored.publicKey, privateKey });
}

const seal = (keys: VapidKeys, box: SecretBox): string => JSON.stringify({ publicKey: keys.publicKey, privateKey: box.seal(keys.privateKey) });

/**
 * The installation-wide pair an older version kept, if any; a private key still in clear is sealed
 * in place (a server of the older version running alongside then fails its pushes: logged only).
 */
async function legacyKeys(q: Queryable, box: SecretBox): Promise<VapidKeys | null> {
  const value = await setting(q, LEGACY_KEY);
  if (value === undefined) return null;
  const stored = JSON.parse(value) as VapidKeys;
  const opened = box.open(stored.privateKey);
  if (opened !== null) return normalizeVapidKeys({ publicKey: stored.publicKey, privateKey: opened });
  const keys = normalizeVapidKeys(stored);
  await q.query('UPDATE system_settings SET value = $2 WHERE key = $1', [LEGACY_KEY, seal(keys, box)]);
  return keys;
}

async function loadTenantKeys(db: Database, tenant: string): Promise<VapidKeys> {
  const box = await loadSecretBox(db);
  const key = vapidSettingKey(tenant);
  const existing = await db.admin((q) => setting(q, key));
  if (existing !== undefined) return unseal(existing, box, `tenant ${tenant}`);
  // the browsers of a tenant that has subscriptions subscribed with the installation-wide pair of
  // an older version: the tenant keeps that pair, or their pushes would be refused
  const subscribed = await db.withTenant(tenant, async (q) => (await q.query('SELECT 1 FROM push_subscriptions LIMIT 1')).rows.length > 0);
  return db.admin(async (q) => {
    const legacy = await legacyKeys(q, box);
    const keys = subscribed && legacy ? legacy : generateVapidKeys();
    // two servers creating the pair at once: the first one's stays, both read it back
    await q.query('INSERT INTO system_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, seal(keys, box)]);
    return unseal((await setting(q, key)) as string, box, `tenant ${tenant}`);
  });
}

/** The pairs already read, per database and tenant (a pair never changes once stored). */
const loaded = new WeakMap<Database, Map<string, Promise<VapidKeys>>>();

/**
 * The VAPID keys of a tenant: TABULA_VAPID_PUBLIC_KEY and TABULA_VAPID_PRIVATE_KEY when both are
 * set (one pair for the whole installation), else the tenant's own pair, generated on first use
 * and kept in system_settings (`vapid-keys:<tenant>`) with the private key sealed by the
 * installation's secret box (AES-256-GCM, server/auth/secretBox.ts). Every server of the
 * installation reads the same pair.
 */
export async function vapidKeys(db: Database, tenant: string, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  if (env.TABULA_VAPID_PUBLIC_KEY && env.TABULA_VAPID_PRIVATE_KEY) {
    return normalizeVapidKeys({ publicKey: env.TABULA_VAPID_PUBLIC_KEY, privateKey: env.TABULA_VAPID_PRIVATE_KEY });
  }
  let perTenant = loaded.get(db);
  if (!perTenant) loaded.set(db, (perTenant = new Map()));
  let keys = perTenant.get(tenant);
  if (!keys) {
    const cache = perTenant;
    keys = loadTenantKeys(db, tenant);
    cache.set(tenant, keys);
    keys.catch(() => cache.delete(tenant));
  }
  return keys;
}
