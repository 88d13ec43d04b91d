import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { writeAccessLog } from '../auth/accessLog.ts';
import { MASTER_TENANT } from '../auth/contexts.ts';
import { isLocked, setPassword } from '../auth/credentials.ts';
import { assertStrongPassword } from '../auth/passwordRules.ts';
import { findPasswordToken, parsePasswordToken, spendPasswordToken } from '../auth/passwordTokens.ts';
import { completeSignIn, logFailure } from '../auth/signIn.ts';
import { findUser } from '../auth/users.ts';
import { writeAudit } from '../logs/audits.ts';

const token = { type: 'string', minLength: 1, maxLength: 300 } as const;
const checkBody = { type: 'object', required: ['token'], properties: { token } } as const;
const setBody = {
  type: 'object',
  required: ['token', 'password'],
  properties: { token, password: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

const EVENT = 'PASSWORD_TOKEN';

/**
 * The one-time links of self registration (docs/mail.md, docs/agreements.md), public routes:
 * POST /api/core/auth/password-tokens/check {token} tells whose link it is while it is valid;
 * POST /api/core/auth/password-tokens/password {token, password} sets the password (the strength
 * rules apply and a refused password leaves the link usable), spends the link and opens the
 * session (unless the user has two-factor authentication: then it signs in on the login page).
 */
export async function identityPasswordTokensPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;

  app.post<{ Body: { token: string } }>(
    '/api/core/auth/password-tokens/check',
    {
      schema: { body: checkBody },
      config: { public: true, openapi: { summary: 'Whose self registration link it is, while it is valid' } },
    },
    async (request) => {
      const parsed = parsePasswordToken(request.body.token);
      const claims = parsed
        ? await tabula.db.withTenant(parsed.tenant, (q) => findPasswordToken(q, parsed.tenant, parsed.secret))
        : undefined;
      if (!claims) throw new AppError('PASSWORD_TOKEN_INVALID');
      return claims;
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/api/core/auth/password-tokens/password',
    {
      schema: { body: setBody },
      config: {
        public: true,
        openapi: { summary: 'Sets the password with a self registration link (once) and signs in' },
      },
    },
    async (request, reply) => {
      const parsed = parsePasswordToken(request.body.token);
      if (!parsed) {
        await logFailure(app, request, MASTER_TENANT, '(password token)', EVENT, 'TOKEN_INVALID', 400);
        throw new AppError('PASSWORD_TOKEN_INVALID');
      }
      const { tenant, secret } = parsed;
      const outcome = await tabula.db.withTenant(tenant, async (q) => {
        const claims = await findPasswordToken(q, tenant, secret);
        if (!claims) return { kind: 'invalid', why: 'TOKEN_INVALID', username: undefined } as const;
        const { username } = claims;
        // checked before the link is spent: a refused password leaves it usable
        assertStrongPassword(request.body.password, username);
        if (!(await findUser(tabula, q, username)))
          return { kind: 'invalid', why: 'USER_UNKNOWN', username } as const;
        if (await isLocked(q, username)) return { kind: 'locked', username } as const;
        if (!(await spendPasswordToken(q, tenant, secret)))
          return { kind: 'invalid', why: 'TOKEN_INVALID', username } as const;
        await setPassword(q, username, request.body.password);
        await writeAudit(tabula, q, { username, entityName: 'User', entityRegistration: username, action: 'PASSWORD' });
        const { rows } = await q.query<{ mfa_active: boolean }>(
          'SELECT mfa_active FROM credentials WHERE username = $1',
          [username],
        );
        await writeAccessLog(tabula, q, request, {
          event: EVENT,
          outcome: 'PASSWORD_SET',
          username,
          tenant,
          statusCode: 200,
        });
        return { kind: 'set', username, mfa: rows[0]?.mfa_active === true } as const;
      });
      if (outcome.kind === 'locked') throw new AppError('USER_LOCKED', [outcome.username]);
      if (outcome.kind === 'invalid') {
        await logFailure(
          app,
          request,
          tenant,
          outcome.username ?? '(password token)',
          EVENT,
          outcome.why,
          400,
        );
        throw new AppError('PASSWORD_TOKEN_INVALID');
      }
      if (outcome.mfa) return { username: outcome.username, tenant, passwordSet: true, signedIn: false };
      const answer = await completeSignIn(app, request, reply, {
        username: outcome.username,
        tenant,
        event: 'LOGIN_PASSWORD_TOKEN',
      });
      return { ...answer, passwordSet: true, signedIn: true };
    },
  );
}
