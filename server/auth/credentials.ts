import { AppError } from '../../engine/errors/AppError.ts';
import type { Queryable } from '../db/Database.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** Failed attempts after which a user is locked (isLocked) until an administrator unlocks it. */
export const MAX_FAILED_ATTEMPTS = 5;

interface CredentialRow {
  password_hash: string | null;
  failed_attempts: number;
  locked: boolean;
}

/** Sets (or replaces) a user's password in the current tenant. */
export async function setPassword(q: Queryable, username: string, password: string): Promise<void> {
  await q.query(
    `INSERT INTO credentials (username, password_hash) VALUES ($1, $2)
     ON CONFLICT (tenant, username) DO UPDATE SET password_hash = EXCLUDED.password_hash,
       failed_attempts = 0, locked = false, updated_at = now()`,
    [username, await hashPassword(password)],
  );
}

export type PasswordCheck = 'ok' | 'invalid' | 'locked';

/**
 * Checks a password in the current tenant. A wrong password counts a failed attempt and locks the
 * user at {@link MAX_FAILED_ATTEMPTS}; the answer never tells whether the user exists. It returns
 * rather than throws so that the caller's transaction commits the counted attempt.
 */
export async function checkPassword(q: Queryable, username: string, password: string): Promise<PasswordCheck> {
  const { rows } = await q.query<CredentialRow>(
    'SELECT password_hash, failed_attempts, locked FROM credentials WHERE username = $1 FOR UPDATE',
    [username],
  );
  const row = rows[0];
  const ok = await verifyPassword(password, row?.password_hash ?? 'scrypt$16384$8$1$AAAA$AAAA');
  if (row?.locked) return 'locked';
  if (!row || !ok) {
    if (row) {
      await q.query(
        `UPDATE credentials SET failed_attempts = failed_attempts + 1,
           locked = failed_attempts + 1 >= $2 WHERE username = $1`,
        [username, MAX_FAILED_ATTEMPTS],
      );
    }
    return 'invalid';
  }
  if (row.failed_attempts > 0) await q.query('UPDATE credentials SET failed_attempts = 0 WHERE username = $1', [username]);
  return 'ok';
}

/** Throws the catalogued error of a failed check. */
export function assertPasswordOk(result: PasswordCheck, username: string): void {
  if (result === 'locked') throw new AppError('USER_LOCKED', [username]);
  if (result === 'invalid') throw new AppError('INVALID_CREDENTIALS');
}
