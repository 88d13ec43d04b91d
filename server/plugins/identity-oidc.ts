import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { exchangeCode, identityOfAccessToken, refresh, startLogin } from '../auth/sso/oidcClient.ts';
import { oneTimeLogin, signInWithSso } from '../auth/sso/ssoSignIn.ts';
import { requireProvider } from '../auth/sso/ssoProviders.ts';
import { requireSession } from './session.ts';
import { parseForm } from '../auth/sso/formBody.ts';

type LoginBody = { code?: string; state?: string; nonce?: string; codeVerifier?: string; iss?: string; accessToken?: string };

const loginBody = {
  type: 'object',
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 4096 },
    state: { type: 'string', minLength: 1, maxLength: 512 },
    nonce: { type: 'string', maxLength: 512 },
    codeVerifier: { type: 'string', maxLength: 512 },
    iss: { type: 'string', maxLength: 2048 },
    accessToken: { type: 'string', minLength: 1, maxLength: 8192 },
  },
} as const;

/** How long a started sign-in may take at the identity provider. */
const STATE_TTL_SECONDS = 600;

/** OpenID Connect sign-in (seed 000 §4.3, §7) through openid-client: authorization code with PKCE, or an access token. */
export async function identityOidcPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.tabula;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, parseForm(String(body))));
  const provider = (id: string) => db.admin((q) => requireProvider(q, id, 'oidc'));

  /** Spends a started sign-in: the state must be known, unexpired and used once; nonce and verifier must match it. */
  const spendState = async (id: string, state: string, nonce?: string, codeVerifier?: string) => {
    const { rows } = await db.admin((q) =>
      q.query<{ nonce: string; verifier: string }>('DELETE FROM sso_states WHERE state = $1 AND provider = $2 AND expires_at > now() RETURNING nonce, verifier', [state, id]),
    );
    const row = rows[0];
    if (!row || (nonce && nonce !== row.nonce) || (codeVerifier && codeVerifier !== row.verifier)) throw new AppError('SSO_STATE_INVALID');
    return { state, nonce: row.nonce, codeVerifier: row.verifier };
  };

  app.get<{ Params: { oidc: string } }>('/api/core/oidc/:oidc', { config: { public: true } }, async (request) => {
    const p = await provider(request.params.oidc);
    const login = await startLogin(p);
    await db.admin(async (q) => {
      await q.query('DELETE FROM sso_states WHERE expires_at < now()');
      await q.query(`INSERT INTO sso_states (state, provider, nonce, verifier, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`, [login.state, p.id, login.nonce, login.codeVerifier, STATE_TTL_SECONDS]);
    });
    return login.configuration;
  });

  app.post<{ Params: { id: string }; Body: LoginBody }>('/api/core/oidc/:id/login', { schema: { body: loginBody }, config: { public: true } }, async (request, reply) => {
    const p = await provider(request.params.id);
    const { code, state, nonce, codeVerifier, iss, accessToken } = request.body;
    if (accessToken) return signInWithSso(app, request, reply, p, await identityOfAccessToken(p, accessToken), 'LOGIN_OIDC');
    if (!code || !state) throw new AppError('MISSING_FIELD_IN_BODY', [code ? 'state' : 'code']);
    const who = await exchangeCode(p, code, { ...(await spendState(p.id, state, nonce, codeVerifier)), iss });
    const answer = await signInWithSso(app, request, reply, p, who, 'LOGIN_OIDC');
    return { ...answer, idToken: who.idToken };
  });

  app.post<{ Params: { id: string } }>('/api/core/oidc/:id/callback', { config: { public: true } }, async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
    const p = await provider(request.params.id);
    const body = (request.body ?? {}) as Record<string, string>;
    if (body.error) return reply.redirect(`/authentication/login-page?loginError=${encodeURIComponent(body.error_description ?? body.error)}`, 303);
    if (!body.code || !body.state) throw new AppError('MISSING_FIELD_IN_BODY', [body.code ? 'state' : 'code']);
    const who = await exchangeCode(p, body.code, { ...(await spendState(p.id, body.state)), iss: body.iss });
    // a single-use ticket, not a token: the login page exchanges it by POST /api/core/auth/ticket/login
    const ticket = await oneTimeLogin(app, request, p, who, 'LOGIN_OIDC', { idToken: who.idToken ?? '' });
    return reply.redirect(`/authentication/login-page?ticket=${encodeURIComponent(ticket)}`, 303);
  });

  app.post<{ Params: { id: string } }>('/api/core/oidc/:id/access-token', async (request) => {
    const session = requireSession(request);
    const p = await provider(request.params.id);
    if (!session.sid || session.sso !== p.id) throw new AppError('SSO_SESSION_MISSING');
    const tenant = session.home ?? session.tenant;
    const { rows } = await db.withTenant(tenant, (q) => q.query<{ refresh_token: string | null }>('SELECT refresh_token FROM sso_sessions WHERE id = $1', [session.sid]));
    const current = rows[0]?.refresh_token ? app.identity.box.open(rows[0].refresh_token) : null;
    if (!current) throw new AppError('SSO_SESSION_MISSING');
    const renewed = await refresh(p, current);
    const iat = Math.floor(Date.now() / 1000);
    await db.withTenant(tenant, (q) =>
      q.query('UPDATE sso_sessions SET refresh_token = $2, refresh_iat = $3, refresh_expires_in = $4 WHERE id = $1', [session.sid, app.identity.box.seal(renewed.refreshToken), iat, renewed.refreshExpiresIn ?? null]),
    );
    request.session = { ...session, token: await app.tabula.tokens.issue(session), exp: iat + app.tabula.tokens.lifetimeSeconds };
    return { ssoRefreshTokenIat: iat, ssoRefreshTokenExpiresIn: renewed.refreshExpiresIn ?? null };
  });

  app.get<{ Params: { id: string } }>('/api/core/oidc/:id/keep-alive', async (request) => {
    const session = requireSession(request);
    return { alive: true, expiresAt: session.exp };
  });
}
