import { AppError } from '../../engine/errors/AppError.ts';
import type { Database, Queryable, TenantOptions } from '../db/Database.ts';
import { claimKey, keepResult } from './idempotencyKeys.ts';
import { currentIdempotencyScope } from './idempotencyScope.ts';

/**
 * The database with idempotency claims (docs/scaling.md#idempotent-writes): in a request that
 * carries an `Idempotency-Key`, the first tenant transaction that may write (not `eachStatement`)
 * claims the key as its first statement and keeps its result before its COMMIT. The key is thus
 * recorded if and only if the request's first write committed, whatever happens to the answer: a
 * retry, on this instance or another, never runs it twice. A duplicate running at the same time
 * waits on the key until the first transaction ends, then finds the key taken: its transaction
 * fails with IDEMPOTENCY_KEY_IN_USE, and so does every later write transaction of that request,
 * whose answer is then replaced by the first one's (registerIdempotency.ts).
 *
 * Works on both engines (it only adds statements to the transaction). A Proxy, so that every other
 * member of the database (and any added later) is the engine's own.
 */
export function idempotentDatabase(db: Database): Database {
  async function withTenant<T>(tenant: string, fn: (q: Queryable) => Promise<T>, options?: TenantOptions): Promise<T> {
    const scope = currentIdempotencyScope();
    // a read (statement-wise, or one a read replica may answer) writes nothing: it claims no key
    if (!scope || options?.eachStatement || options?.replica || scope.tenant !== tenant) return db.withTenant(tenant, fn, options);
    if (scope.state === 'conflict') throw new AppError('IDEMPOTENCY_KEY_IN_USE');
    if (scope.state !== 'open') return db.withTenant(tenant, fn, options);
    scope.state = 'claiming';
    try {
      const result = await db.withTenant(
        tenant,
        async (q) => {
          if (!(await claimKey(q, scope))) {
            scope.state = 'conflict';
            throw new AppError('IDEMPOTENCY_KEY_IN_USE');
          }
          const value = await fn(q);
          await keepResult(q, scope.key, value);
          return value;
        },
        options,
      );
      scope.state = 'claimed';
      return result;
    } finally {
      // rolled back: the key is free again for the request's next write transaction (or its retry)
      if (scope.state === 'claiming') scope.state = 'open';
    }
  }
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'withTenant') return withTenant;
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
