import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../engine/errors/AppError.ts';
import { completeSignIn, logFailure, type SignInAnswer } from '../signIn.ts';
import { issueTicket } from '../tickets.ts';
import { openSsoSession, ssoUser } from './ssoSessions.ts';
import type { SsoProvider } from './ssoProviders.ts';

export interface VouchedIdentity {
  subject: string;
  username?: string;
  refreshToken?: string;
  refreshExpiresIn?: number;
  /** SAML: what a later LogoutRequest must name. */
  nameId?: string;
  nameIdFormat?: string;
  sessionIndex?: string;
}

/** Maps an identity vouched for by a provider to its user and opens an SSO session for it. */
export async function ssoSession(app: FastifyInstance, request: FastifyRequest, p: SsoProvider, who: VouchedIdentity, event: string): Promise<{ username: string; sid: string }> {
  try {
    return await app.tabula.db.withTenant(p.tenant, async (q) => {
      const username = await ssoUser(app, q, who.subject, who.username);
      const sid = await openSsoSession(app, q, {
        username,
        provider: p.id,
        refreshToken: who.refreshToken,
        expiresIn: who.refreshExpiresIn,
        nameId: who.nameId,
        nameIdFormat: who.nameIdFormat,
        sessionIndex: who.sessionIndex,
      });
      return { username, sid };
    });
  } catch (err) {
    if (err instanceof AppError) await logFailure(app, request, p.tenant, who.username ?? who.subject, event, err.code, err.status);
    throw err;
  }
}

/** Signs in the user an identity provider vouched for (OIDC code or access token). */
export async function signInWithSso(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, p: SsoProvider, who: VouchedIdentity, event: string): Promise<SignInAnswer> {
  const { username, sid } = await ssoSession(app, request, p, who, event);
  return completeSignIn(app, request, reply, { username, tenant: p.tenant, event, sso: p.id, sid });
}

/**
 * A single-use login ticket for flows that end with a browser redirect (OIDC form_post, SAML): the
 * redirect carries the ticket (`?ticket=`), never a token; the login page exchanges it for the
 * session by POST /api/core/auth/ticket/login within 60 seconds. `extra` (the OIDC id token, the
 * SAML logout data) stays in the database and comes back in that POST's answer.
 */
export async function oneTimeLogin(app: FastifyInstance, request: FastifyRequest, p: SsoProvider, who: VouchedIdentity, event: string, extra: Record<string, string> = {}): Promise<string> {
  const { username, sid } = await ssoSession(app, request, p, who, event);
  const { ticket } = await issueTicket(app.tabula.db, 'login', { username, tenant: p.tenant, data: { sso: p.id, sid, event, extra } });
  return ticket;
}
