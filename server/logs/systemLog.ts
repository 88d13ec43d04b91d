import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/Database.ts';
import { currentRequest } from './requestContext.ts';
import { homeTenantOf, personOf } from './recordedUser.ts';

export interface SystemLogEntry {
  name: string;
  level: 'debug' | 'info' | 'warn' | 'error';
  source: string;
  message: string;
  username?: string | null;
  requestId?: string | null;
  details?: Record<string, unknown> | null;
}

/** Writes one SystemLog record with `q` (inside the caller's transaction: it commits or rolls back with it). */
export async function writeSystemLog(ctx: AppContext, q: Queryable, entry: SystemLogEntry): Promise<void> {
  if (!ctx.registry.has('SystemLog')) return;
  const record = {
    status: 'RECORDED',
    date: new Date().toISOString(),
    ...entry,
    username: personOf(entry.username),
    message: entry.message.slice(0, 2000),
    requestId: entry.requestId ?? currentRequest()?.requestId ?? null,
  };
  await ctx.store.create(q, ctx.registry.get('SystemLog'), record, { username: 'system', tenant: homeTenantOf(entry.username) });
}

/**
 * Writes one SystemLog record in its own transaction of `tenant`; never throws (a log that cannot
 * be written must not change the answer being sent): answers whether it was written.
 */
export async function recordSystemLog(ctx: AppContext, tenant: string, entry: SystemLogEntry): Promise<boolean> {
  try {
    await ctx.db.withTenant(tenant, (q) => writeSystemLog(ctx, q, entry));
    return true;
  } catch {
    return false;
  }
}
