import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { completeSignIn, logFailure } from '../auth/signIn.ts';
import { MASTER_TENANT } from '../auth/contexts.ts';

const tokenBody = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 8192 } },
} as const;

/**
 * POST /api/core/auth/token/login {token}: a sign-in with a token instead of a password. It takes a
 * one-time login token (handed out by the SSO callbacks, spent on first use) or a valid session
 * token (a link opened with ?token=, seed 000 §3.5 allowOpenQueryToken).
 */
export async function identityTokenPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;

  app.post<{ Body: { token: string } }>('/api/core/auth/token/login', { schema: { body: tokenBody }, config: { public: true } }, async (request, reply) => {
    const { token } = request.body;
    const session = await tabula.tokens.verify(token);
    if (session) {
      const answer = await completeSignIn(app, request, reply, { username: session.username, tenant: session.home ?? session.tenant, event: 'LOGIN_TOKEN', sso: session.sso, sid: session.sid });
      return answer;
    }
    const login = await tabula.tokens.verifyPurpose('login', token);
    const fresh = login
      ? await tabula.db.admin(async (q) => {
          await q.query('DELETE FROM used_tokens WHERE expires_at < now()');
          const { rows } = await q.query('INSERT INTO used_tokens (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT DO NOTHING RETURNING jti', [login.jti, login.exp]);
          return rows.length === 1;
        })
      : false;
    if (!login || !fresh) {
      if (login) await logFailure(app, request, login.tenant, login.username, 'LOGIN_TOKEN', 'TOKEN_REUSED', 401);
      else await logFailure(app, request, MASTER_TENANT, '(token)', 'LOGIN_TOKEN', 'TOKEN_INVALID', 401);
      throw new AppError('LOGIN_TOKEN_INVALID');
    }
    const data = login.data ?? {};
    const sso = typeof data.sso === 'string' ? data.sso : undefined;
    const sid = typeof data.sid === 'string' ? data.sid : undefined;
    const answer = await completeSignIn(app, request, reply, { username: login.username, tenant: login.tenant, event: String(data.event ?? 'LOGIN_TOKEN'), sso, sid });
    return { ...answer, ...(data.extra && typeof data.extra === 'object' ? data.extra : {}) };
  });
}
