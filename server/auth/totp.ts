import { generateSecret, generateURI, verify } from 'otplib';
import type { Queryable } from '../db/Database.ts';
import { countFailure } from './credentials.ts';
import type { SecretBox } from './secretBox.ts';

/** RFC 6238 as every authenticator app does it: 30 s steps, 6 digits, SHA-1; one step of drift. */
const PERIOD = 30;
const DRIFT_SECONDS = PERIOD;
const CODE = /^\d{6}$/;
export const TOTP_ISSUER = 'Tabula';

interface TotpRow {
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: string | number | null;
  mfa_active: boolean;
  locked: boolean;
}

async function row(q: Queryable, username: string): Promise<TotpRow | undefined> {
  const { rows } = await q.query<TotpRow>(
    'SELECT totp_secret, totp_pending, totp_last_step, mfa_active, locked FROM credentials WHERE username = $1 FOR UPDATE',
    [username],
  );
  return rows[0];
}

/** The time step a code matches (within the drift), or null. */
async function matchStep(secret: string, code: string): Promise<number | null> {
  if (!CODE.test(code)) return null;
  const result = await verify({ secret, token: code, period: PERIOD, epochTolerance: DRIFT_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Starts (or restarts) enrolment: a new secret, kept pending until a code proves the app has it. */
export async function enrollTotp(q: Queryable, box: SecretBox, username: string): Promise<{ secret: string; otpauthUrl: string } | 'active'> {
  const current = await row(q, username);
  if (current?.mfa_active) return 'active';
  const secret = generateSecret();
  await q.query(
    `INSERT INTO credentials (username, totp_pending) VALUES ($1, $2)
     ON CONFLICT (tenant, username) DO UPDATE SET totp_pending = EXCLUDED.totp_pending, updated_at = now()`,
    [username, box.seal(secret)],
  );
  return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: username, secret, period: PERIOD }) };
}

export type TotpCheck = 'ok' | 'invalid' | 'reused' | 'locked' | 'not-enrolled' | 'active';

/** Activates the pending secret when the code matches it; the code is then spent. */
export async function activateTotp(q: Queryable, box: SecretBox, username: string, code: string): Promise<TotpCheck> {
  const current = await row(q, username);
  if (current?.mfa_active) return 'active';
  const secret = current?.totp_pending ? box.open(current.totp_pending) : null;
  if (!secret) return 'not-enrolled';
  const step = await matchStep(secret, code);
  if (step === null) return 'invalid';
  await q.query(
    `UPDATE credentials SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = $2, mfa_active = true
     WHERE username = $1`,
    [username, step],
  );
  return 'ok';
}

/**
 * Checks a sign-in code: each code is accepted once (a step at or before the last used one is
 * refused as reused) and a wrong code counts as a failed attempt towards the lock.
 */
export async function verifyTotp(q: Queryable, box: SecretBox, username: string, code: string): Promise<{ check: TotpCheck; justLocked: boolean }> {
  const current = await row(q, username);
  if (current?.locked) return { check: 'locked', justLocked: false };
  const secret = current?.mfa_active && current.totp_secret ? box.open(current.totp_secret) : null;
  if (!secret) return { check: 'not-enrolled', justLocked: false };
  const step = await matchStep(secret, code);
  if (step === null) {
    const justLocked = await countFailure(q, username);
    return { check: justLocked ? 'locked' : 'invalid', justLocked };
  }
  if (current?.totp_last_step !== null && step <= Number(current?.totp_last_step)) return { check: 'reused', justLocked: false };
  await q.query('UPDATE credentials SET totp_last_step = $2, failed_attempts = 0 WHERE username = $1', [username, step]);
  return { check: 'ok', justLocked: false };
}

/** Turns two-factor authentication off (an administrator's reset, e.g. after a lost phone). */
export async function resetTotp(q: Queryable, username: string): Promise<void> {
  await q.query(
    'UPDATE credentials SET totp_secret = NULL, totp_pending = NULL, totp_last_step = NULL, mfa_active = false WHERE username = $1',
    [username],
  );
}
