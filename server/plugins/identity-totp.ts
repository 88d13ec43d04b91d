import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { writeAccessLog } from '../auth/accessLog.ts';
import { callerOf, requirePermission } from '../auth/identity.ts';
import { completeSignIn } from '../auth/signIn.ts';
import { SignInLimiter } from '../auth/signInLimiter.ts';
import { activateTotp, enrollTotp, resetTotp, verifyTotp, type TotpCheck } from '../auth/totp.ts';
import { patchUser } from '../auth/users.ts';

const codeBody = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;

const finishBody = {
  type: 'object',
  required: ['totpToken', 'code'],
  properties: { totpToken: { type: 'string', minLength: 1, maxLength: 4096 }, code: { type: 'string', maxLength: 10 } },
} as const;

/** The catalogued error of a failed TOTP check. */
function totpError(check: TotpCheck, username: string): AppError {
  switch (check) {
    case 'reused':
      return new AppError('TOTP_CODE_REUSED');
    case 'locked':
      return new AppError('USER_LOCKED', [username]);
    case 'not-enrolled':
      return new AppError('TOTP_NOT_ENROLLED');
    case 'active':
      return new AppError('TOTP_ALREADY_ACTIVE');
    default:
      return new AppError('TOTP_CODE_INVALID');
  }
}

/** TOTP (RFC 6238): enrolment and activation by the signed-in user, the sign-in step, and an admin reset. */
export async function identityTotpPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const limiter = app.signInLimiter;

  app.post('/api/core/auth/totp/enroll', async (request) => {
    const caller = await callerOf(app, request);
    const result = await tabula.db.withTenant(caller.homeTenant, (q) => enrollTotp(q, app.identity.box, caller.username));
    if (result === 'active') throw totpError('active', caller.username);
    return result;
  });

  app.post<{ Body: { code: string } }>('/api/core/auth/totp/activate', { schema: { body: codeBody } }, async (request, reply) => {
    const caller = await callerOf(app, request);
    limiter.admit(request.ip, reply, caller.username);
    const check = await tabula.db.withTenant(caller.homeTenant, async (q) => {
      const c = await activateTotp(q, app.identity.box, caller.username, request.body.code);
      if (c === 'ok') await patchUser(tabula, q, caller.username, { hasActivatedMfa: true });
      return c;
    });
    if (check === 'invalid') limiter.failed(request.ip, caller.username);
    if (check !== 'ok') throw totpError(check, caller.username);
    return { hasActivatedMfa: true };
  });

  app.post<{ Body: { totpToken: string; code: string } }>(
    '/api/core/auth/totp',
    { schema: { body: finishBody }, config: { public: true } },
    async (request, reply) => {
      // rate limits (429 TOO_MANY_REQUESTS): the address first, the user once the step token names it
      limiter.admit(request.ip, reply);
      const step = await tabula.tokens.verifyPurpose('totp', request.body.totpToken);
      if (!step) {
        limiter.failed(request.ip);
        throw new AppError('TOTP_TOKEN_INVALID');
      }
      const { username, tenant } = step;
      limiter.admitUser(username, reply);
      const { check } = await tabula.db.withTenant(tenant, async (q) => {
        const r = await verifyTotp(q, app.identity.box, username, request.body.code);
        if (r.justLocked) await patchUser(tabula, q, username, { isLocked: true });
        if (r.check !== 'ok') {
          const statusCode = totpError(r.check, username).status;
          await writeAccessLog(tabula, q, request, { event: 'LOGIN_TOTP', outcome: r.check.toUpperCase(), username, tenant, statusCode });
        }
        return r;
      });
      if (check !== 'ok') {
        const err = totpError(check, username);
        if (SignInLimiter.isFailure(err)) limiter.failed(request.ip, username);
        throw err;
      }
      const answer = await completeSignIn(app, request, reply, { username, tenant, event: 'LOGIN_TOTP' });
      limiter.succeeded(username);
      return answer;
    },
  );

  app.delete<{ Params: { username: string } }>('/api/core/users/:username/totp', async (request, reply) => {
    const caller = await requirePermission(app, request, 'write /api/core/users');
    await tabula.db.withTenant(caller.tenant, async (q) => {
      await resetTotp(q, request.params.username);
      await patchUser(tabula, q, request.params.username, { hasActivatedMfa: false });
    });
    return reply.status(204).send();
  });
}
