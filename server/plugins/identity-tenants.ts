import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../engine/errors/AppError.ts';
import { parseRange } from '../../engine/query/parseRange.ts';
import { isAdminLike } from '../../engine/permissions/index.ts';
import { writeAccessLog } from '../auth/accessLog.ts';
import { adminFlag, contextsOf, MASTER_TENANT } from '../auth/contexts.ts';
import { setPassword } from '../auth/credentials.ts';
import { callerOf } from '../auth/identity.ts';
import { assertStrongPassword } from '../auth/passwordRules.ts';
import { overrideRoutes } from '../auth/routeOverrides.ts';
import { createTenant, getTenant, listTenants, updateTenant } from '../auth/tenants.ts';
import { findUser } from '../auth/users.ts';
import { setPaginationHeaders } from '../http/listReply.ts';
import { changedFields, writeAudit } from '../logs/audits.ts';
import { forgetTenantProfile } from '../storage/tenantProfile.ts';

type Body = Record<string, unknown>;

const switchQuery = {
  type: 'object',
  properties: { contextIndex: { type: 'string', pattern: '^[0-9]{1,4}$' }, contextName: { type: 'string', maxLength: 100 } },
} as const;

/**
 * Tenants live in the global `tenants` table (not under row-level security): only admins of the
 * master tenant list, read, create and update them, through the Tenant entity's API path.
 * Impersonation and user contexts switch with GET /api/core/user-switch-context.
 */
async function identityTenants(app: FastifyInstance): Promise<void> {
  const { tabula } = app;
  const base = tabula.registry.get('Tenant').apiPath;

  const masterAdmin = async (request: FastifyRequest) => {
    const caller = await callerOf(app, request);
    if (caller.homeTenant !== MASTER_TENANT || !isAdminLike(caller.subject)) throw new AppError('PERMISSION_DENIED', ['master tenant admin']);
    return caller;
  };
  const keyOf = (request: FastifyRequest) => (request.params as { key: string }).key;
  const bodyOf = (request: FastifyRequest): Body => {
    if (!request.body || typeof request.body !== 'object' || Array.isArray(request.body)) throw new AppError('MISSING_BODY_PAYLOAD');
    return request.body as Body;
  };

  const list = () => async (request: FastifyRequest, reply: FastifyReply) => {
    await masterAdmin(request);
    const { offset, size } = parseRange((request.query as Record<string, string | undefined>).range);
    const all = await tabula.db.admin((q) => listTenants(q));
    const records = all.slice(offset, offset + size);
    // the paging headers every collection sends (server/http/listReply.ts)
    const continues = offset + size < all.length;
    setPaginationHeaders(reply, { offset, size, conditions: [], sort: [], include: [], count: 'exact' }, { records, total: all.length, totalIsLowerBound: false, continues });
    return records;
  };
  const read = () => async (request: FastifyRequest) => {
    await masterAdmin(request);
    return tabula.db.admin((q) => getTenant(q, keyOf(request)));
  };
  /** Tenants are global rows: their audit goes to the master tenant's trail, right after the change. */
  const audit = (username: string, tenant: string, action: 'CREATE' | 'UPDATE', fields: string[]) =>
    tabula.db.withTenant(MASTER_TENANT, (q) => writeAudit(tabula, q, { username, entityName: 'Tenant', entityRegistration: tenant, action, fields }));

  const update = () => async (request: FastifyRequest) => {
    const caller = await masterAdmin(request);
    const [before, tenant] = await tabula.db.admin(async (q) => {
      const previous = await getTenant(q, keyOf(request));
      return [previous, await updateTenant(q, keyOf(request), bodyOf(request))] as const;
    });
    await app.hosts.refresh();
    // its settings (currency, phone region...) reach the next user configuration and new records at once
    forgetTenantProfile(tabula, tenant.name);
    const fields = changedFields(before, tenant);
    if (fields.length) await audit(caller.username, tenant.name, 'UPDATE', fields);
    return tenant;
  };
  const create = () =>
    async function (request: FastifyRequest, reply: FastifyReply) {
      const caller = await masterAdmin(request);
      const body = bodyOf(request);
      const admin = typeof body.adminUsername === 'string' ? body.adminUsername.trim() : '';
      const password = typeof body.adminPassword === 'string' ? body.adminPassword : '';
      if (admin) assertStrongPassword(password, admin);
      const tenant = await tabula.db.admin((q) => createTenant(q, body));
      await app.hosts.refresh();
      await audit(caller.username, tenant.name, 'CREATE', changedFields(undefined, tenant));
      if (admin) {
        await tabula.db.withTenant(tenant.name, async (q) => {
          await setPassword(q, admin, password);
          const user = { registration: admin, username: admin, lastName: admin.split('@')[0], profiles: ['ADMIN'], isAdmin: true };
          await tabula.store.create(q, tabula.registry.get('User'), user, { username: caller.username });
        });
      }
      return reply.status(201).send(tenant);
    };

  overrideRoutes(app, [
    { method: 'GET', url: base, wrap: list },
    { method: 'POST', url: base, wrap: create },
    { method: 'GET', url: `${base}/:key`, wrap: read },
    ...['POST', 'PATCH', 'PUT'].map((method) => ({ method, url: `${base}/:key`, wrap: update })),
  ]);

  app.get<{ Querystring: { contextIndex?: string; contextName?: string } }>(
    '/api/core/user-switch-context',
    { schema: { querystring: switchQuery } },
    async (request) => {
      const caller = await callerOf(app, request);
      const contexts = await contextsOf(tabula, caller.homeTenant, caller.user);
      const { contextIndex, contextName } = request.query;
      if (contextIndex === undefined && contextName === undefined) throw new AppError('MISSING_MANDATORY_QUERY_FIELDS', ['contextIndex or contextName']);
      const target = contextName !== undefined ? contexts.find((c) => c.name === contextName) : contexts[Number(contextIndex)];
      if (!target) throw new AppError('CONTEXT_NOT_FOUND', [contextName ?? contextIndex]);
      const home = caller.homeTenant;
      // the same session in another tenant: its id (and SSO session) carry over, so logout still ends it
      const { sso, sid, sessionId, sessionStart } = request.session ?? {};
      const claims = { username: caller.username, tenant: target.tenant, home: target.tenant === home ? undefined : home, isAdmin: adminFlag(caller.user), sso, sid, sessionId, sessionStart };
      const token = await tabula.tokens.issue(claims);
      request.session = { ...claims, token, exp: Math.floor(Date.now() / 1000) + tabula.tokens.lifetimeSeconds };
      await tabula.db.withTenant(home, async (q) => {
        const user = await findUser(tabula, q, caller.username);
        const outcome = claims.home ? `IMPERSONATING ${target.tenant}` : 'SUCCESS';
        await writeAccessLog(tabula, q, request, { event: 'SWITCH_CONTEXT', outcome, username: String(user?.username ?? caller.username), tenant: home, statusCode: 200 });
      });
      return { context: target.name, tenant: target.tenant, impersonatingTenant: claims.home ? target.tenant : null, contexts: contexts.map((c) => c.name) };
    },
  );
}

export const identityTenantsPlugin = fp(identityTenants, { name: 'identity-tenants' });
