import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Database } from '../db/Database.ts';

/** Encrypts secrets kept in the database (TOTP secrets, SSO refresh tokens) with AES-256-GCM. */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the sealed value is malformed or was sealed with another key. */
  open(sealed: string): string | null;
}

export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [v, iv, tag, data] = sealed.split('.');
      if (v !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The box of this installation; its key is created once and shared by every server instance. */
export async function loadSecretBox(db: Database): Promise<SecretBox> {
  const key = await db.admin(async (q) => {
    await q.query(
      `INSERT INTO system_settings (key, value) VALUES ('identity-secret-key', $1) ON CONFLICT (key) DO NOTHING`,
      [randomBytes(32).toString('base64')],
    );
    const { rows } = await q.query<{ value: string }>(`SELECT value FROM system_settings WHERE key = 'identity-secret-key'`);
    return rows[0].value;
  });
  return createSecretBox(Buffer.from(key, 'base64'));
}
