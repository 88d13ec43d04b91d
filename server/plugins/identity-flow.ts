import type { FastifyInstance } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { requirePermission } from '../auth/identity.ts';
import { MASTER_TENANT } from '../auth/contexts.ts';
import { completeSignIn, logFailure } from '../auth/signIn.ts';
import { findUser } from '../auth/users.ts';

/** Longest life of an access key: a flow link is shared outside the back office. */
const MAX_HOURS = 24 * 30;
const DEFAULT_HOURS = 72;

const keyBody = {
  type: 'object',
  required: ['username', 'pages'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 200 },
    pages: {
      type: 'object',
      minProperties: 1,
      maxProperties: 20,
      propertyNames: { pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' },
      additionalProperties: { type: 'string', pattern: '^/(?!api/)[^\\s]{0,500}$' },
    },
    expiresInHours: { type: 'integer', minimum: 1, maximum: MAX_HOURS },
  },
} as const;

const loginBody = {
  type: 'object',
  required: ['accessKey', 'pageId'],
  properties: { accessKey: { type: 'string', minLength: 1, maxLength: 8192 }, pageId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

type KeyBody = { username: string; pages: Record<string, string>; expiresInHours?: number };

/**
 * Flow mode (seed 000 §2.1, /k/{accessKey}/p/{pageId}): an administrator hands somebody outside the
 * back office (a client filling an application, a supplier) a link that signs in as a chosen user
 * of the tenant (give it a profile that grants only what the pages need: the server checks every
 * call as that user) and opens one of the pages the key names, without the shell.
 * POST /api/core/auth/flow-keys makes a key (a signed purpose token: it works until it expires, or
 * until the user is locked or deleted); POST /api/core/auth/flow/login spends it on a page.
 */
export async function identityFlowPlugin(app: FastifyInstance): Promise<void> {
  const { tabula } = app;

  app.post<{ Body: KeyBody }>('/api/core/auth/flow-keys', { schema: { body: keyBody } }, async (request, reply) => {
    const caller = await requirePermission(app, request, 'write /api/core/users');
    const { username, pages } = request.body;
    const user = await tabula.db.withTenant(caller.tenant, (q) => findUser(tabula, q, username));
    if (!user) throw new AppError('ENTITY_REGISTRATION_NOT_FOUND', ['User', username]);
    const hours = request.body.expiresInHours ?? DEFAULT_HOURS;
    const accessKey = await tabula.tokens.issuePurpose('flow', { username, tenant: caller.tenant, data: { pages } }, hours * 3600);
    const links = Object.fromEntries(Object.keys(pages).map((pageId) => [pageId, `/k/${accessKey}/p/${encodeURIComponent(pageId)}`]));
    return reply.status(201).send({ accessKey, links, expiresAt: new Date(Date.now() + hours * 3600_000).toISOString() });
  });

  app.post<{ Body: { accessKey: string; pageId: string } }>('/api/core/auth/flow/login', { schema: { body: loginBody }, config: { public: true } }, async (request, reply) => {
    const key = await tabula.tokens.verifyPurpose('flow', request.body.accessKey);
    if (!key) {
      await logFailure(app, request, MASTER_TENANT, '(flow key)', 'LOGIN_FLOW', 'KEY_INVALID', 401);
      throw new AppError('FLOW_KEY_INVALID');
    }
    const pages = (key.data?.pages ?? {}) as Record<string, unknown>;
    const path = Object.hasOwn(pages, request.body.pageId) ? pages[request.body.pageId] : undefined;
    if (typeof path !== 'string') throw new AppError('FLOW_PAGE_NOT_FOUND', [request.body.pageId]);
    const exists = await tabula.db.withTenant(key.tenant, (q) => findUser(tabula, q, key.username));
    if (!exists) {
      await logFailure(app, request, key.tenant, key.username, 'LOGIN_FLOW', 'USER_UNKNOWN', 401);
      throw new AppError('FLOW_KEY_INVALID');
    }
    const answer = await completeSignIn(app, request, reply, { username: key.username, tenant: key.tenant, event: 'LOGIN_FLOW' });
    return { ...answer, flow: { pageId: request.body.pageId, path, pages: Object.keys(pages) } };
  });
}
