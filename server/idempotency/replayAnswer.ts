import { AppError } from '../../engine/errors/AppError.ts';
import type { Database } from '../db/Database.ts';
import { findKey, type KeyRow, type StoredAnswer } from './idempotencyKeys.ts';
import type { IdempotencyScope } from './idempotencyScope.ts';

/** How long a replay waits for the first request to store its answer once its write committed. */
const SETTLE_WAIT_MS = 1_000;
const SETTLE_STEP_MS = 50;

/**
 * The key's row once its answer is stored, or as it is after {@link SETTLE_WAIT_MS} (the first
 * request's answer was lost: its instance stopped between COMMIT and answer). Undefined: no row.
 */
export async function settledKey(db: Database, tenant: string, key: string): Promise<KeyRow | undefined> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const row = await findKey(db, tenant, key);
    if (!row || row.status !== null || Date.now() >= deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_STEP_MS));
  }
}

/**
 * The answer a request with a used key gets: 422 IDEMPOTENCY_KEY_REUSED when the key was used by
 * another user or for another method or URL; the stored answer; or, when the answer was lost (or
 * was a file), 200 with the first write transaction's result as JSON.
 */
export function replayOf(row: KeyRow, scope: Pick<IdempotencyScope, 'username' | 'method' | 'path'>): StoredAnswer {
  if (row.username !== scope.username || row.method !== scope.method || row.path !== scope.path) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (row.status !== null && row.body !== null) return { status: row.status, body: row.body, contentType: row.contentType };
  return { status: 200, body: JSON.stringify(row.result ?? null), contentType: 'application/json; charset=utf-8' };
}
