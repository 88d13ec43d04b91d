import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../engine/errors/AppError.ts';
import { isAdminLike } from '../../engine/permissions/index.ts';
import { writeAccessLog } from '../auth/accessLog.ts';
import { setLocked, setPassword } from '../auth/credentials.ts';
import { callerOf } from '../auth/identity.ts';
import { assertStrongPassword } from '../auth/passwordRules.ts';
import type { Revocation } from '../auth/revocations.ts';
import { overrideRoutes, type Handler } from '../auth/routeOverrides.ts';
import { findUser, patchUser } from '../auth/users.ts';
import { newUsername, syncPerson, takeUserBody, wantsSyncPerson } from '../auth/userWrites.ts';
import { writeAudit } from '../logs/audits.ts';

const passwordBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

/**
 * Identity rules on the generic /api/core/users routes: the username is the registration and is
 * unique, ?syncPerson=1 links or creates the person, privileged flags need privileged callers, a
 * password goes to the credentials (never the record), and isLocked locks the sign-in. Plus
 * POST /api/core/users/{username}/password for administrators.
 */
async function identityUsers(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const base = tabula.registry.get('User').apiPath;
  const forget = () => app.identity.callers.invalidate();

  /**
   * After a user-wide revocation caused by setting a password: when the caller set its own, its
   * current session goes on (marked as opened after the revocation); every other session ends.
   */
  const keepOwnSession = async (request: FastifyRequest, tenant: string, username: string, revoked: Revocation) => {
    const session = request.session;
    if (!session || revoked.kind !== 'user' || session.username !== username || (session.home ?? session.tenant) !== tenant) return;
    const claims = { username: session.username, tenant: session.tenant, isAdmin: session.isAdmin, home: session.home, sso: session.sso, sid: session.sid, sessionId: session.sessionId, sessionStart: revoked.notBefore + 1 };
    request.session = { ...claims, token: await tabula.tokens.issue(claims), exp: Math.floor(Date.now() / 1000) + tabula.tokens.lifetimeSeconds };
  };

  const create = (original: Handler): Handler =>
    async function (this: FastifyInstance, request, reply) {
      const caller = await callerOf(app, request);
      const { body, password } = takeUserBody(caller, request.body);
      const username = newUsername(body, caller.tenant);
      if (password) assertStrongPassword(password, username);
      const createdPerson = await tabula.db.withTenant(caller.tenant, async (q) => {
        if (await findUser(tabula, q, username)) throw new AppError('VALUE_ALREADY_EXISTS', [username, 'username']);
        const person = wantsSyncPerson(request) ? await syncPerson(tabula, q, body, username, caller.username) : undefined;
        if (password) await setPassword(q, username, password);
        if (body.isLocked === true) await setLocked(q, username, true);
        return person;
      });
      Object.assign(request, { body: { ...body, username, registration: username } });
      try {
        return await original.call(this, request, reply);
      } catch (err) {
        await tabula.db.withTenant(caller.tenant, async (q) => {
          await q.query('DELETE FROM credentials WHERE username = $1', [username]);
          if (createdPerson) await tabula.store.remove(q, tabula.registry.get('Person'), createdPerson, { username: caller.username });
        });
        throw err;
      } finally {
        forget();
      }
    };

  const update = (original: Handler): Handler =>
    async function (this: FastifyInstance, request: FastifyRequest, reply) {
      const caller = await callerOf(app, request);
      const key = (request.params as { key: string }).key;
      const previous = await tabula.db.withTenant(caller.tenant, (q) => findUser(tabula, q, key));
      if (!previous) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['User', key]);
      const { body, password } = takeUserBody(caller, request.body, previous);
      const username = String(previous.username ?? previous.registration);
      if ('username' in body && body.username !== username) throw new AppError('INVALID_FIELD_IN_BODY', ['username', 'a username cannot be changed']);
      if (password) assertStrongPassword(password, username);
      Object.assign(request, { body });
      const answer = await original.call(this, request, reply);
      const revoked = await tabula.db.withTenant(caller.tenant, async (q) => {
        if (password) {
          await setPassword(q, username, password);
          await writeAudit(tabula, q, { username: caller.username, entityName: 'User', entityRegistration: username, action: 'PASSWORD' });
        }
        if (typeof body.isLocked === 'boolean' && body.isLocked !== (previous.isLocked === true)) await setLocked(q, username, body.isLocked);
        // a new password or a lock ends every session of the user
        return password || body.isLocked === true ? tabula.revocations.recordUser(q, username) : undefined;
      });
      await tabula.revocations.announce(revoked);
      if (revoked && password && body.isLocked !== true) await keepOwnSession(request, caller.tenant, username, revoked);
      forget();
      return answer;
    };

  // The generic DELETE sends its answer itself: what must be done before the client hears of the
  // deletion (credentials gone, cached rights forgotten) runs in onSend, which the answer waits for.
  const beforeAnswer = new WeakMap<FastifyRequest, () => Promise<void>>();
  // a callback hook: the answers of other requests go on without a promise
  app.addHook('onSend', (request, reply, payload, done) => {
    const pending = beforeAnswer.get(request);
    if (!pending || reply.statusCode >= 300) return done(null, payload);
    pending().then(() => done(null, payload), done);
  });

  const remove = (original: Handler): Handler =>
    async function (this: FastifyInstance, request, reply) {
      const caller = await callerOf(app, request);
      const key = (request.params as { key: string }).key;
      const user = await tabula.db.withTenant(caller.tenant, (q) => findUser(tabula, q, key));
      if (user?.isMainAdmin) throw new AppError('PERMISSION_DENIED', ['delete the main admin']);
      beforeAnswer.set(request, async () => {
        if (user) {
          const username = String(user.username ?? user.registration);
          const revoked = await tabula.db.withTenant(caller.tenant, async (q) => {
            await q.query('DELETE FROM credentials WHERE username = $1', [username]);
            return tabula.revocations.recordUser(q, username);
          });
          await tabula.revocations.announce(revoked);
        }
        forget();
      });
      return original.call(this, request, reply);
    };

  overrideRoutes(app, [
    { method: 'POST', url: base, wrap: create },
    ...['POST', 'PATCH', 'PUT'].map((method) => ({ method, url: `${base}/:key`, wrap: update })),
    { method: 'DELETE', url: `${base}/:key`, wrap: remove },
  ]);

  app.post<{ Params: { username: string }; Body: { password: string } }>(
    `${base}/:username/password`,
    { schema: { body: passwordBody } },
    async (request) => {
      const caller = await callerOf(app, request);
      if (!isAdminLike(caller.subject)) throw new AppError('PERMISSION_DENIED', ['admin']);
      const { username } = request.params;
      assertStrongPassword(request.body.password, username);
      const revoked = await tabula.db.withTenant(caller.tenant, async (q) => {
        if (!(await findUser(tabula, q, username))) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['User', username]);
        await setPassword(q, username, request.body.password);
        await writeAudit(tabula, q, { username: caller.username, entityName: 'User', entityRegistration: username, action: 'PASSWORD' });
        await patchUser(tabula, q, username, { isLocked: false });
        await writeAccessLog(tabula, q, request, { event: 'PASSWORD_SET', outcome: 'SUCCESS', username, tenant: caller.tenant, statusCode: 200 });
        return tabula.revocations.recordUser(q, username);
      });
      await tabula.revocations.announce(revoked);
      await keepOwnSession(request, caller.tenant, username, revoked);
      forget();
      return { username, passwordSet: true };
    },
  );
}

export const identityUsersPlugin = fp(identityUsers, { name: 'identity-users' });
