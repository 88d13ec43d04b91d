import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { writeAccessLog } from './accessLog.ts';
import { adminFlag, contextsOf } from './contexts.ts';
import { isLocked } from './credentials.ts';
import { newSession } from './tokens.ts';
import { findUser, patchUser } from './users.ts';

/** Who signs in, and how (the access log event: LOGIN, LOGIN_TOTP, LOGIN_OIDC, LOGIN_SAML, LOGIN_TOKEN). */
export interface SignInTarget {
  username: string;
  tenant: string;
  event: string;
  sso?: string;
  sid?: string;
}

export interface SignInAnswer {
  username: string;
  tenant: string;
  isAdmin: boolean;
}

/** Context token lifetime: the client may switch contexts during a working day. */
const CONTEXT_TOKEN_SECONDS = 12 * 3600;

/**
 * Ends a successful sign-in, whatever the method: refuses a locked user, records the last login
 * date and an access log entry, then opens the session (the answer's Authorization header) and
 * hands the user contexts (x-user-contexts, x-context-token).
 */
export async function completeSignIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, target: SignInTarget): Promise<SignInAnswer> {
  const { tabula } = app;
  const { username, tenant } = target;
  const user = await tabula.db.withTenant(tenant, async (q) => {
    if (await isLocked(q, username)) {
      await writeAccessLog(tabula, q, request, { event: target.event, outcome: 'LOCKED', username, tenant, statusCode: 403 });
      return 'locked' as const;
    }
    const found = await findUser(tabula, q, username);
    await patchUser(tabula, q, username, { lastLoginDate: new Date().toISOString() });
    await writeAccessLog(tabula, q, request, { event: target.event, outcome: 'SUCCESS', username, tenant, statusCode: 200 });
    return found;
  });
  if (user === 'locked') throw new AppError('USER_LOCKED', [username]);
  const isAdmin = adminFlag(user);
  // every sign-in opens a new session (its id is kept by the renewals, and revoked by logout)
  const claims = { username, tenant, isAdmin, sso: target.sso, sid: target.sid, ...newSession() };
  const token = await tabula.tokens.issue(claims);
  request.session = { ...claims, token, exp: Math.floor(Date.now() / 1000) + tabula.tokens.lifetimeSeconds };
  reply.header('Authorization', `Bearer ${token}`);
  const contexts = await contextsOf(tabula, tenant, user);
  reply.header('x-user-contexts', JSON.stringify(contexts.map((c) => c.name)));
  reply.header('x-context-token', await tabula.tokens.issuePurpose('contexts', { username, tenant, data: { contexts: contexts.map((c) => c.name) } }, CONTEXT_TOKEN_SECONDS));
  return { username, tenant, isAdmin };
}

/** Records a failed attempt in the access logs of a tenant (its own transaction, so it is kept). */
export async function logFailure(app: FastifyInstance, request: FastifyRequest, tenant: string, username: string, event: string, outcome: string, statusCode: number): Promise<void> {
  await app.tabula.db.withTenant(tenant, (q) => writeAccessLog(app.tabula, q, request, { event, outcome, username, tenant, statusCode }));
}
