import type { Database, Queryable } from '../db/Database.ts';
import type { IdempotencyScope } from './idempotencyScope.ts';

/** How long a key is remembered: a retry later than this runs as a new request. */
export const KEY_LIFETIME = '24 hours';

/** Expired rows one purge deletes at most (the purge rides on the writes, no job needed). */
const PURGE_BATCH = 1_000;

/** An instance purges a tenant's expired keys at most this often (lookups ignore expired rows anyway). */
const PURGE_EVERY_MS = 60_000;

/** Tenant -> when this instance last purged its expired keys. */
const lastPurge = new Map<string, number>();

/** Whether this instance purges the tenant's expired keys now (at most once per {@link PURGE_EVERY_MS}). */
function purgeDue(tenant: string, now = Date.now()): boolean {
  if (now - (lastPurge.get(tenant) ?? 0) < PURGE_EVERY_MS) return false;
  lastPurge.set(tenant, now);
  return true;
}

/** A key's row as a replay reads it. */
export interface KeyRow {
  username: string;
  method: string;
  path: string;
  status: number | null;
  body: string | null;
  contentType: string | null;
  /** The first write transaction's result (JSON), set before its COMMIT. */
  result: unknown;
}

/** The answer of a request, as stored for its replays. */
export interface StoredAnswer {
  status: number;
  /** The body as sent; null when it was not text (a file), so a replay rebuilds it from `result`. */
  body: string | null;
  contentType: string | null;
}

/**
 * Claims the key in the open tenant transaction: true when this transaction holds it now. A row
 * of another transaction not yet committed makes the INSERT wait until it ends; committed (and not
 * expired), the key is taken and the answer is false. An expired row is taken over.
 */
export async function claimKey(q: Queryable, scope: IdempotencyScope): Promise<boolean> {
  const { rows } = await q.query(
    `INSERT INTO idempotency_keys (key, username, method, path) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant, key) DO UPDATE
       SET username = EXCLUDED.username, method = EXCLUDED.method, path = EXCLUDED.path,
           status = NULL, body = NULL, content_type = NULL, result = NULL, created_at = now()
       WHERE idempotency_keys.created_at < now() - interval '${KEY_LIFETIME}'
     RETURNING key`,
    [scope.key, scope.username, scope.method, scope.path],
  );
  return rows.length === 1;
}

/** `value` as JSON text PostgreSQL's jsonb takes, or 'null' (cycles, BigInt, NUL characters). */
function jsonOf(value: unknown): string {
  try {
    const text = JSON.stringify(value ?? null) ?? 'null';
    return text.includes('\\u0000') ? 'null' : text;
  } catch {
    return 'null';
  }
}

/** Keeps the transaction function's result with the claim, in the same transaction (before COMMIT). */
export async function keepResult(q: Queryable, key: string, result: unknown): Promise<void> {
  await q.query(`UPDATE idempotency_keys SET result = $2::jsonb WHERE tenant = current_setting('app.tenant', true) AND key = $1`, [key, jsonOf(result)]);
}

/** The live (not expired) row of `key` in `tenant`, or undefined. */
export async function findKey(db: Database, tenant: string, key: string): Promise<KeyRow | undefined> {
  const { rows } = await db.withTenant(
    tenant,
    (q) =>
      q.query<KeyRow>(
        `SELECT username, method, path, status, body, content_type AS "contentType", result FROM idempotency_keys
         WHERE key = $1 AND created_at >= now() - interval '${KEY_LIFETIME}'`,
        [key],
      ),
    { eachStatement: true },
  );
  return rows[0];
}

/**
 * Stores the answer of the request of `scope`: on its claim when a transaction claimed the key,
 * else as a new row (a write that ran no tenant transaction), which a concurrent claim wins. At
 * most once a minute per tenant and instance, also deletes a batch of the tenant's expired keys.
 */
export async function storeAnswer(db: Database, scope: IdempotencyScope, answer: StoredAnswer, claimed: boolean): Promise<void> {
  await db.withTenant(scope.tenant, async (q) => {
    if (claimed)
      await q.query(`UPDATE idempotency_keys SET status = $2, body = $3, content_type = $4 WHERE tenant = current_setting('app.tenant', true) AND key = $1`, [
        scope.key, answer.status, answer.body, answer.contentType,
      ]);
    else
      await q.query(
        `INSERT INTO idempotency_keys (key, username, method, path, status, body, content_type) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (tenant, key) DO NOTHING`,
        [scope.key, scope.username, scope.method, scope.path, answer.status, answer.body, answer.contentType],
      );
    if (purgeDue(scope.tenant)) await purgeExpiredKeys(q);
  });
}

/** Deletes up to {@link PURGE_BATCH} expired keys of the transaction's tenant (rows another transaction holds are skipped). */
export async function purgeExpiredKeys(q: Queryable): Promise<void> {
  await q.query(
    `DELETE FROM idempotency_keys WHERE (tenant, key) IN (
       SELECT tenant, key FROM idempotency_keys WHERE created_at < now() - interval '${KEY_LIFETIME}'
       LIMIT ${PURGE_BATCH} FOR UPDATE SKIP LOCKED)`,
  );
}
