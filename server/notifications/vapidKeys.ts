import { createECDH } from 'node:crypto';
import type { Database } from '../db/Database.ts';

/** The installation's VAPID key pair (RFC 8292), base64url: the public key uncompressed (65 bytes), the private scalar. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
}

/**
 * The VAPID keys of this installation: TABULA_VAPID_PUBLIC_KEY and TABULA_VAPID_PRIVATE_KEY when
 * both are set, else a pair generated on first use and kept in system_settings (every server of
 * the installation reads the same pair).
 */
export async function vapidKeys(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  if (env.TABULA_VAPID_PUBLIC_KEY && env.TABULA_VAPID_PRIVATE_KEY) return { publicKey: env.TABULA_VAPID_PUBLIC_KEY, privateKey: env.TABULA_VAPID_PRIVATE_KEY };
  return db.admin(async (q) => {
    await q.query(`INSERT INTO system_settings (key, value) VALUES ('vapid-keys', $1) ON CONFLICT (key) DO NOTHING`, [JSON.stringify(generateVapidKeys())]);
    const { rows } = await q.query<{ value: string }>(`SELECT value FROM system_settings WHERE key = 'vapid-keys'`);
    return JSON.parse(rows[0].value) as VapidKeys;
  });
}
