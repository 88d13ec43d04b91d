import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { identityCorePlugin } from './identity-core.ts';
import { identityOidcPlugin } from './identity-oidc.ts';
import { identityPermissionsPlugin } from './identity-permissions.ts';
import { identityPartnerScopePlugin } from './identity-partner-scope.ts';
import { identityPhotosPlugin } from './identity-photos.ts';
import { identityPreferencesPlugin } from './identity-preferences.ts';
import { identityProfilesPlugin } from './identity-profiles.ts';
import { identitySamlPlugin } from './identity-saml.ts';
import { identitySsoPlugin } from './identity-sso.ts';
import { identityTenantsPlugin } from './identity-tenants.ts';
import { identityTicketsPlugin } from './identity-tickets.ts';
import { identityTokenPlugin } from './identity-token.ts';
import { identityFlowPlugin } from './identity-flow.ts';
import { identityTotpPlugin } from './identity-totp.ts';
import { identityUserConfigurationPlugin } from './identity-user-configuration.ts';
import { identityUsersPlugin } from './identity-users.ts';

/**
 * Every identity plugin (issue 5). Registered once in app.ts BEFORE the entity routes: the
 * permission hook and the user and tenant rules must be in place when those routes are added.
 */
async function identityPlugins(app: FastifyInstance): Promise<void> {
  await app.register(identityCorePlugin);
  await app.register(identityPermissionsPlugin);
  // after the permission check: a partner user's request runs in its partner scope
  await app.register(identityPartnerScopePlugin);
  await app.register(identityUsersPlugin);
  await app.register(identityTenantsPlugin);
  await app.register(identityTotpPlugin);
  await app.register(identityTokenPlugin);
  await app.register(identityTicketsPlugin);
  await app.register(identityFlowPlugin);
  await app.register(identityPreferencesPlugin);
  await app.register(identityPhotosPlugin);
  await app.register(identityProfilesPlugin);
  await app.register(identityUserConfigurationPlugin);
  await app.register(identitySsoPlugin);
  await app.register(identityOidcPlugin);
  await app.register(identitySamlPlugin);
}

export const identityPluginsPlugin = fp(identityPlugins, { name: 'identity-plugins' });
