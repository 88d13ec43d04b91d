import { savePushToken } from '../notifications/notificationStore.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { isValidUsername } from '../../engine/validation/username.ts';
import { writeAccessLog } from '../auth/accessLog.ts';
import { MASTER_TENANT } from '../auth/contexts.ts';
import { checkPassword } from '../auth/credentials.ts';
import { SignInLimiter } from '../auth/signInLimiter.ts';
import { completeSignIn, logFailure } from '../auth/signIn.ts';
import { findUser, patchUser } from '../auth/users.ts';
import { requireSession } from './session.ts';

const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 320 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    tenant: { type: 'string', maxLength: 100 },
  },
} as const;

/** Lifetime of the TOTP step token handed out by a password sign-in that needs a code. */
const TOTP_STEP_SECONDS = 300;

/**
 * The tenant of a username: the suffix after the last @ when it names a tenant (admin@master), else
 * the tenant asked, else — for an e-mail username such as an onboarded partner's, signing in from a
 * login page that sends no tenant — the one tenant that has a user of that name (none when several do).
 */
async function tenantOf(app: FastifyInstance, username: string, asked?: string): Promise<string | undefined> {
  const suffix = username.includes('@') ? username.slice(username.lastIndexOf('@') + 1).toLowerCase() : undefined;
  const candidates = [suffix, asked?.toLowerCase()].filter((t): t is string => !!t);
  const { registry } = app.tabula;
  return app.tabula.db.admin(async (q) => {
    if (candidates.length) {
      const { rows } = await q.query<{ name: string }>('SELECT name FROM tenants WHERE name = ANY($1)', [candidates]);
      const known = new Set(rows.map((r) => r.name));
      const found = candidates.find((c) => known.has(c));
      if (found || asked) return found;
    }
    if (!registry.has('User')) return undefined;
    const { rows } = await q.query<{ tenant: string }>(`SELECT DISTINCT tenant FROM ${registry.get('User').table} WHERE registration = $1 LIMIT 2`, [username]);
    return rows.length === 1 ? rows[0].tenant : undefined;
  });
}

/** Sign-in with a password (and the TOTP step when the user activated it), sign-out, and the current user (seed 000 §4.3, §7). */
export async function authPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;

  app.post<{ Body: { username: string; password: string; tenant?: string } }>(
    '/api/core/auth/login',
    { schema: { body: loginBody }, config: { public: true } },
    async (request, reply) => {
      const username = request.body.username.trim();
      const limiter = app.signInLimiter;
      // over a rate limit the request is refused before any hashing (429 TOO_MANY_REQUESTS)
      limiter.admit(request.ip, reply, username);
      try {
        const answer = await passwordSignIn(request, reply, username);
        if (!('mfaRequired' in answer)) limiter.succeeded(username);
        return answer;
      } catch (err) {
        if (SignInLimiter.isFailure(err)) limiter.failed(request.ip, username);
        throw err;
      }
    },
  );

  /** The password step: the session, or the TOTP step token when the user activated TOTP. */
  async function passwordSignIn(request: FastifyRequest<{ Body: { username: string; password: string; tenant?: string } }>, reply: FastifyReply, username: string) {
    const { password, tenant: asked } = request.body;
    if (!isValidUsername(username)) throw new AppError('INVALID_FIELD_IN_BODY', ['username', 'Should be a valid email or a valid string ending with @{tenant}']);
    const tenant = await tenantOf(app, username, asked);
    if (!tenant) {
      await logFailure(app, request, MASTER_TENANT, username, 'LOGIN', 'UNKNOWN_TENANT', 401);
      throw new AppError('INVALID_CREDENTIALS');
    }
    const check = await tabula.db.withTenant(tenant, async (q) => {
      const c = await checkPassword(q, username, password);
      if (c.justLocked) await patchUser(tabula, q, username, { isLocked: true });
      const outcome = c.result === 'locked' ? 'LOCKED' : c.result === 'invalid' ? 'INVALID_CREDENTIALS' : c.mfa ? 'MFA_REQUIRED' : null;
      const statusCode = c.result === 'locked' ? 403 : c.result === 'invalid' ? 401 : 200;
      if (outcome) await writeAccessLog(tabula, q, request, { event: 'LOGIN', outcome, username, tenant, statusCode });
      return c;
    });
    if (check.result === 'locked') throw new AppError('USER_LOCKED', [username]);
    if (check.result === 'invalid') throw new AppError('INVALID_CREDENTIALS');
    if (check.mfa) {
      const totpToken = await tabula.tokens.issuePurpose('totp', { username, tenant }, TOTP_STEP_SECONDS);
      return { mfaRequired: true as const, totpToken, mfaUserMethods: ['TOTP'], username, tenant };
    }
    return completeSignIn(app, request, reply, { username, tenant, event: 'LOGIN' });
  }

  app.get('/api/core/auth/logout', { config: { public: true } }, async (request) => {
    const session = request.session;
    if (session) {
      // the session is revoked: none of its tokens (this one, its renewals, its document links) works any more
      const revoked = await tabula.db.withTenant(session.home ?? session.tenant, async (q) => {
        if (session.sid) await q.query('DELETE FROM sso_sessions WHERE id = $1', [session.sid]);
        await writeAccessLog(tabula, q, request, { event: 'LOGOUT', outcome: 'SUCCESS', username: session.username, tenant: session.tenant, statusCode: 200 });
        return tabula.revocations.recordSession(q, session);
      });
      await tabula.revocations.announce(revoked);
      // web push goes to signed-in users only: the device's token is forgotten with the session
      await tabula.db.withTenant(session.tenant, (q) => savePushToken(q, session.username, null));
    }
    request.endSession = true;
    return { loggedOut: true };
  });

  app.get('/api/core/users/current', async (request) => {
    const session = requireSession(request);
    const user = await tabula.db.withTenant(session.home ?? session.tenant, (q) => findUser(tabula, q, session.username));
    return {
      ...user,
      username: session.username,
      tenant: session.home ?? session.tenant,
      isAdmin: user?.isAdmin === true,
      impersonatingTenant: session.home ? session.tenant : null,
    };
  });
}
