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
 * POST /api/core/auth/token/login {token}: a sign-in with a valid session token instead of a
 * password (the login page opened with ?token=, seed 000 §3.5 allowOpenQueryToken: the page takes
 * the token out of the address bar at once and sends it here, by POST). The single sign-on
 * callbacks hand the login page a single-use ticket instead (POST /api/core/auth/ticket/login).
 */
export async function identityTokenPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;

  app.post<{ Body: { token: string } }>('/api/core/auth/token/login', { schema: { body: tokenBody }, config: { public: true } }, async (request, reply) => {
    const session = await tabula.tokens.verify(request.body.token);
    if (!session) {
      await logFailure(app, request, MASTER_TENANT, '(token)', 'LOGIN_TOKEN', 'TOKEN_INVALID', 401);
      throw new AppError('LOGIN_TOKEN_INVALID');
    }
    return completeSignIn(app, request, reply, { username: session.username, tenant: session.home ?? session.tenant, event: 'LOGIN_TOKEN', sso: session.sso, sid: session.sid });
  });
}
