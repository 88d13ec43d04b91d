import type { Queryable } from '../db/Database.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Failed attempts (passwords and TOTP codes) after which a user is locked until an administrator unlocks it. */
export const MAX_FAILED_ATTEMPTS = 5;

interface CredentialRow {
  password_hash: string | null;
  failed_attempts: number;
  locked: boolean;
  mfa_active: boolean;
}

/** A scrypt hash of nothing: checked when the user is unknown, so timing does not tell. */
const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA';

/** Sets (or replaces) a user's password in the current tenant; it also unlocks the user. */
export async function setPassword(q: Queryable, username: string, password: string): Promise<void> {
  await q.query(
    `INSERT INTO credentials (username, password_hash) VALUES ($1, $2)
     ON CONFLICT (tenant, username) DO UPDATE SET password_hash = EXCLUDED.password_hash,
       failed_attempts = 0, locked = false, updated_at = now()`,
    [username, await hashPassword(password)],
  );
}

/** Locks or unlocks a user (an administrator's decision, mirrored from User.isLocked). */
export async function setLocked(q: Queryable, username: string, locked: boolean): Promise<void> {
  await q.query(
    `INSERT INTO credentials (username, locked) VALUES ($1, $2)
     ON CONFLICT (tenant, username) DO UPDATE SET locked = EXCLUDED.locked, failed_attempts = 0, updated_at = now()`,
    [username, locked],
  );
}

export type PasswordCheck = 'ok' | 'invalid' | 'locked';

export interface CheckResult {
  result: PasswordCheck;
  /** This attempt locked the user (so the User record must say isLocked). */
  justLocked: boolean;
  /** The user must also give a TOTP code. */
  mfa: boolean;
}

/**
 * Counts a failed attempt (password or TOTP code) and locks the user at {@link MAX_FAILED_ATTEMPTS}.
 * @returns true when this failure locked the user
 */
export async function countFailure(q: Queryable, username: string): Promise<boolean> {
  const { rows } = await q.query<{ locked: boolean }>(
    `UPDATE credentials SET failed_attempts = failed_attempts + 1, locked = failed_attempts + 1 >= $2
     WHERE username = $1 RETURNING locked`,
    [username, MAX_FAILED_ATTEMPTS],
  );
  return rows[0]?.locked === true;
}

/**
 * Checks a password in the current tenant. A wrong password counts a failed attempt; the answer
 * never tells whether the user exists. It returns rather than throws so that the caller's
 * transaction commits the counted attempt.
 */
export async function checkPassword(q: Queryable, username: string, password: string): Promise<CheckResult> {
  const { rows } = await q.query<CredentialRow>(
    'SELECT password_hash, failed_attempts, locked, mfa_active FROM credentials WHERE username = $1 FOR UPDATE',
    [username],
  );
  const row = rows[0];
  const ok = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
  const mfa = row?.mfa_active === true;
  if (row?.locked) return { result: 'locked', justLocked: false, mfa };
  if (!row || !ok || !row.password_hash) {
    const justLocked = row ? await countFailure(q, username) : false;
    return { result: justLocked ? 'locked' : 'invalid', justLocked, mfa };
  }
  // With TOTP active the sign-in is not over: the count is reset by the right code (totp.ts), so that
  // knowing the password does not reset the wrong codes counted towards the lock.
  if (row.failed_attempts > 0 && !mfa) await q.query('UPDATE credentials SET failed_attempts = 0 WHERE username = $1', [username]);
  return { result: 'ok', justLocked: false, mfa };
}

/** Whether the user is locked (SSO and token sign-ins respect the lock too). */
export async function isLocked(q: Queryable, username: string): Promise<boolean> {
  const { rows } = await q.query<{ locked: boolean }>('SELECT locked FROM credentials WHERE username = $1', [username]);
  return rows[0]?.locked === true;
}
