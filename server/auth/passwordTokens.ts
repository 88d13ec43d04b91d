import { createHash, randomBytes } from 'node:crypto';
import { APP_ROLE, type Queryable } from '../db/Database.ts';
import type { Migration } from '../db/migration.ts';

/**
 * One-time links that let a user choose a password (the self registration of an onboarded
 * partner). Only a SHA-256 digest of the secret is stored: a copy of the table opens no account.
 */
export const PASSWORD_TOKENS_MIGRATION: Migration = {
  version: 57,
  name: 'password tokens',
  sql: `
    CREATE TABLE password_tokens (
      tenant text NOT NULL DEFAULT current_setting('app.tenant', true),
      token_hash text NOT NULL,
      username text NOT NULL,
      purpose text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant, token_hash)
    );
    CREATE INDEX password_tokens_user ON password_tokens (tenant, username);
    ALTER TABLE password_tokens ENABLE ROW LEVEL SECURITY;
    ALTER TABLE password_tokens FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON password_tokens
      USING (tenant = current_setting('app.tenant', true))
      WITH CHECK (tenant = current_setting('app.tenant', true));
    GRANT SELECT, INSERT, UPDATE, DELETE ON password_tokens TO ${APP_ROLE};`,
};

/** What a token is for: the first password of a user created for somebody else (self registration). */
export type PasswordTokenPurpose = 'ACTIVATION';

/** Lifetime of a self registration link. */
export const ACTIVATION_TOKEN_DAYS = 7;

/** A valid token: who it is for and until when. */
export interface PasswordTokenClaims {
  tenant: string;
  username: string;
  expiresAt: string;
}

const TENANT = /^[A-Za-z0-9_-]{1,100}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

const digest = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The tenant and secret of a token `{tenant}.{secret}`, or undefined for anything else. The
 * tenant is not secret: it says which tenant's table (row-level security) holds the digest.
 */
export function parsePasswordToken(token: string): { tenant: string; secret: string } | undefined {
  const at = token.lastIndexOf('.');
  const tenant = token.slice(0, at);
  const secret = token.slice(at + 1);
  return at > 0 && TENANT.test(tenant) && SECRET.test(secret) ? { tenant, secret } : undefined;
}

/** Issues a token for a user of the transaction's tenant; only its digest is stored. */
export async function issuePasswordToken(
  q: Queryable,
  tenant: string,
  username: string,
  purpose: PasswordTokenPurpose,
  days = ACTIVATION_TOKEN_DAYS,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await q.query(
    `INSERT INTO password_tokens (token_hash, username, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [digest(secret), username, purpose, days],
  );
  return `${tenant}.${secret}`;
}

/** The claims of an unused, unexpired token of the transaction's tenant, or undefined. */
export async function findPasswordToken(
  q: Queryable,
  tenant: string,
  secret: string,
): Promise<PasswordTokenClaims | undefined> {
  const { rows } = await q.query<{ username: string; expires_at: Date | string }>(
    'SELECT username, expires_at FROM password_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [digest(secret)],
  );
  const row = rows[0];
  return row
    ? { tenant, username: row.username, expiresAt: new Date(row.expires_at).toISOString() }
    : undefined;
}

/**
 * Spends a token: it and every other open token of its user are marked used, so a link works
 * once. Undefined when the token is unknown, used or expired (a concurrent use loses the race).
 */
export async function spendPasswordToken(
  q: Queryable,
  tenant: string,
  secret: string,
): Promise<PasswordTokenClaims | undefined> {
  const { rows } = await q.query<{ username: string; expires_at: Date | string }>(
    'UPDATE password_tokens SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING username, expires_at',
    [digest(secret)],
  );
  const row = rows[0];
  if (!row) return undefined;
  await q.query('UPDATE password_tokens SET used_at = now() WHERE username = $1 AND used_at IS NULL', [
    row.username,
  ]);
  return { tenant, username: row.username, expiresAt: new Date(row.expires_at).toISOString() };
}
