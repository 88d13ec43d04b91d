import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../engine/errors/AppError.ts';
import { requirePermission } from '../auth/identity.ts';
import { checkSamlConfig } from '../auth/sso/samlConfig.ts';
import { findProvider, keepSecrets, maskProvider, parseProvider, saveProvider, type SsoProvider } from '../auth/sso/ssoProviders.ts';

const PERMISSION = 'write /api/core/sso-providers';

/**
 * Administration of a tenant's single sign-on providers (OIDC and SAML): admins (or holders of
 * 'write /api/core/sso-providers') list, save and delete the providers of their tenant. Provider ids
 * are global (a sign-in names only the provider), secrets are never answered.
 */
export async function identitySsoPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.tabula;
  const admin = (request: FastifyRequest) => requirePermission(app, request, PERMISSION, { strict: true });

  app.get('/api/core/sso-providers', async (request) => {
    const caller = await admin(request);
    const { rows } = await db.admin((q) => q.query<SsoProvider>('SELECT id, tenant, kind, config FROM sso_providers WHERE tenant = $1 ORDER BY id', [caller.tenant]));
    return rows.map(maskProvider);
  });

  app.put<{ Params: { id: string } }>('/api/core/sso-providers/:id', async (request) => {
    const caller = await admin(request);
    const { kind, config } = parseProvider(request.params.id, request.body);
    const previous = await db.admin((q) => findProvider(q, request.params.id));
    const kept = keepSecrets(config, previous?.tenant === caller.tenant && previous.kind === kind ? previous.config : undefined) as typeof config;
    if (kind === 'saml') checkSamlConfig(kept);
    await db.admin((q) => saveProvider(q, caller.tenant, request.params.id, kind, kept));
    return maskProvider({ id: request.params.id, tenant: caller.tenant, kind, config: kept });
  });

  app.delete<{ Params: { id: string } }>('/api/core/sso-providers/:id', async (request, reply) => {
    const caller = await admin(request);
    const { rows } = await db.admin((q) => q.query('DELETE FROM sso_providers WHERE id = $1 AND tenant = $2 RETURNING id', [request.params.id, caller.tenant]));
    if (!rows.length) throw new AppError('SSO_PROVIDER_NOT_FOUND', [request.params.id]);
    return reply.status(204).send();
  });
}
