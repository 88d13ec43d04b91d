import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { isValidUsername } from '../../engine/validation/username.ts';
import type { Queryable } from '../db/Database.ts';

/** What happened: the event (LOGIN, LOGIN_TOTP, LOGIN_OIDC...) and its outcome. */
export interface AccessEvent {
  event: string;
  /** SUCCESS, MFA_REQUIRED, INVALID_CREDENTIALS, LOCKED, UNKNOWN_TENANT, ... */
  outcome: string;
  username: string;
  tenant: string;
  statusCode: number;
}

/**
 * Writes one access log entry (the AccessLog entity, /api/system/access-logs) in the current tenant.
 * Passwords, codes and tokens are never written: only who, what, when, where from and the outcome.
 */
export async function writeAccessLog(ctx: AppContext, q: Queryable, request: FastifyRequest, e: AccessEvent): Promise<void> {
  if (!ctx.registry.has('AccessLog')) return;
  const agent = request.headers['user-agent'];
  await ctx.store.create(
    q,
    ctx.registry.get('AccessLog'),
    {
      name: e.event,
      status: e.outcome,
      date: new Date().toISOString(),
      // A malformed attempted name is not a username: the entry keeps the event without it.
      username: isValidUsername(e.username) ? e.username.slice(0, 320) : null,
      tenant: e.tenant,
      method: request.method,
      url: request.url.split('?')[0],
      statusCode: e.statusCode,
      ip: request.ip,
      userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
      requestId: String(request.id),
    },
    { username: 'system' },
  );
}
