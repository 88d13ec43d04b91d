import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { logFailure } from '../auth/signIn.ts';
import { parseForm } from '../auth/sso/formBody.ts';
import { consumeSamlResponse, samlIdentity, samlLoginUrl, samlLogoutUrl } from '../auth/sso/samlClient.ts';
import { requireProvider, type SamlConfig, type SsoProvider } from '../auth/sso/ssoProviders.ts';
import { oneTimeLogin } from '../auth/sso/ssoSignIn.ts';
import { requireSession } from './session.ts';

const LOGIN_PAGE = '/authentication/login-page';
const EVENT = 'LOGIN_SAML';

const loginQuery = { type: 'object', properties: { redirect: { type: 'string', maxLength: 2048 } } } as const;
const logoutBody = {
  type: 'object',
  required: ['sessionIndex', 'nameId'],
  properties: {
    sessionIndex: { type: 'string', minLength: 1, maxLength: 1024 },
    nameId: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

/** An original URL we may send the browser back to: a path of this application, nothing else. */
function safeRedirect(redirect: string | undefined | null): string | null {
  if (!redirect) return null;
  const plain = [...redirect].every((ch) => ch !== '\\' && ch.charCodeAt(0) >= 0x20);
  return redirect.startsWith('/') && !redirect.startsWith('//') && plain ? redirect : null;
}

/** The login page URL with the single-use login ticket and what the client keeps for logout. */
function loginPageUrl(c: SamlConfig, params: Record<string, string | undefined>): string {
  const base = c.appLoginUrl || LOGIN_PAGE;
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
  );
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/**
 * SAML 2.0 sign-in (seed 000 §4.3, §7) through @node-saml/node-saml: this server is the service
 * provider; AuthnRequest by HTTP-Redirect, the response by HTTP-POST to the assertion consumer,
 * which hands the browser a single-use login ticket like OIDC's form_post callback.
 */
export async function identitySamlPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.tabula;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 512 * 1024 },
    (_req, body, done) => done(null, parseForm(String(body))),
  );
  const provider = (id: string) => db.admin((q) => requireProvider(q, id, 'saml'));

  app.get<{ Params: { saml: string }; Querystring: { redirect?: string } }>(
    '/api/core/saml/:saml',
    { schema: { querystring: loginQuery }, config: { public: true } },
    async (request) => {
      const p = await provider(request.params.saml);
      const asked = request.query.redirect;
      const redirect = safeRedirect(asked);
      if (asked && !redirect)
        throw new AppError('INVALID_FIELD_IN_QUERY', ['redirect', 'must be a path of this application']);
      return { loginUrl: await samlLoginUrl(db, p, redirect) };
    },
  );

  /** Judges the response; failures are written to the provider tenant's access log before the 4xx. */
  const judge = async (request: FastifyRequest, p: SsoProvider<SamlConfig>, samlResponse: string) => {
    try {
      const { profile, redirect } = await consumeSamlResponse(db, p, samlResponse);
      return { who: samlIdentity(p, profile), redirect };
    } catch (err) {
      if (err instanceof AppError)
        await logFailure(app, request, p.tenant, '(SAML response)', EVENT, err.code, err.status);
      throw err;
    }
  };

  app.post<{ Params: { id: string } }>(
    '/api/core/saml/:id/acs',
    { config: { public: true } },
    async (request, reply) => {
      const p = await provider(request.params.id);
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (typeof body.SAMLResponse !== 'string' || !body.SAMLResponse)
        throw new AppError('MISSING_FIELD_IN_BODY', ['SAMLResponse']);
      const { who, redirect } = await judge(request, p, body.SAMLResponse);
      const back = { sessionIndex: who.sessionIndex, nameId: who.nameId };
      const ticket = await oneTimeLogin(
        app,
        request,
        p,
        who,
        EVENT,
        Object.fromEntries(Object.entries(back).filter((e): e is [string, string] => Boolean(e[1]))),
      );
      const relay = redirect ?? safeRedirect(typeof body.RelayState === 'string' ? body.RelayState : null);
      return reply.redirect(loginPageUrl(p.config, { ticket, ...back, redirect: relay ?? undefined }), 303);
    },
  );

  app.post<{ Params: { id: string }; Body: { sessionIndex: string; nameId: string } }>(
    '/api/core/saml/:id/logout',
    { schema: { body: logoutBody } },
    async (request) => {
      const session = requireSession(request);
      const p = await provider(request.params.id);
      if (!session.sid || session.sso !== p.id) throw new AppError('SAML_SESSION_MISMATCH', [p.id]);
      const { rows } = await db.withTenant(session.home ?? session.tenant, (q) =>
        q.query<{ name_id: string | null; name_id_format: string | null; session_index: string | null }>(
          'SELECT name_id, name_id_format, session_index FROM sso_sessions WHERE id = $1 AND provider = $2',
          [session.sid, p.id],
        ),
      );
      const s = rows[0];
      const { sessionIndex, nameId } = request.body;
      if (!s?.name_id || s.name_id !== nameId || (s.session_index ?? '') !== sessionIndex)
        throw new AppError('SAML_SESSION_MISMATCH', [p.id]);
      return {
        logoutUrl: await samlLogoutUrl(p, {
          nameId: s.name_id,
          nameIdFormat: s.name_id_format,
          sessionIndex: s.session_index,
        }),
      };
    },
  );
}
