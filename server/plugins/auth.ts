import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { assertPasswordOk, checkPassword } from '../auth/credentials.ts';
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

/** The tenant of a username: the suffix after the last @ when it names a tenant (admin@master). */
async function tenantOf(app: FastifyInstance, username: string, asked?: string): Promise<string | undefined> {
  const suffix = username.includes('@') ? username.slice(username.lastIndexOf('@') + 1) : undefined;
  const candidates = [suffix, asked].filter((t): t is string => !!t);
  if (!candidates.length) return undefined;
  const { rows } = await app.tabula.db.admin((q) =>
    q.query<{ name: string }>('SELECT name FROM tenants WHERE name = ANY($1)', [candidates]),
  );
  const known = new Set(rows.map((r) => r.name));
  return candidates.find((c) => known.has(c));
}

/** The User record of a username, or null (a user may exist only as credentials). */
async function findUser(app: FastifyInstance, tenant: string, username: string) {
  const { registry, store, db } = app.tabula;
  if (!registry.has('User')) return null;
  return db.withTenant(tenant, (q) => store.get(q, registry.get('User'), username)).catch(() => null);
}

/** Sign-in with a password, sign-out, and the current user (seed 000 §4.3, §7). */
export async function authPlugin(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { username: string; password: string; tenant?: string } }>(
    '/api/core/auth/login',
    { schema: { body: loginBody }, config: { public: true } },
    async (request, reply) => {
      const { username, password, tenant: asked } = request.body;
      const tenant = await tenantOf(app, username, asked);
      if (!tenant) throw new AppError('INVALID_CREDENTIALS');
      const result = await app.tabula.db.withTenant(tenant, (q) => checkPassword(q, username, password));
      assertPasswordOk(result, username);
      const user = await findUser(app, tenant, username);
      const isAdmin = user?.isAdmin === true;
      const token = await app.tabula.tokens.issue({ username, tenant, isAdmin });
      request.session = { username, tenant, isAdmin, token, exp: Math.floor(Date.now() / 1000) + app.tabula.tokens.lifetimeSeconds };
      reply.header('Authorization', `Bearer ${token}`);
      return { username, tenant, isAdmin };
    },
  );

  app.get('/api/core/auth/logout', { config: { public: true } }, async (request) => {
    request.endSession = true;
    return { loggedOut: true };
  });

  app.get('/api/core/users/current', async (request) => {
    const session = requireSession(request);
    const { tabula } = app;
    const user = await findUser(app, session.tenant, session.username);
    return { ...user, username: session.username, tenant: session.tenant, isAdmin: session.isAdmin };
  });
}
