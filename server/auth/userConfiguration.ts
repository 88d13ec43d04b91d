import type { MenuItem, UserConfiguration } from '../../schemas/generated/shapes.ts';
import { allowedRoutesOf, filterMenus } from '../../engine/permissions/index.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';
import type { AppContext } from '../context.ts';
import type { Caller } from './callers.ts';
import { contextsOf } from './contexts.ts';
import { entityReader } from './entityReader.ts';
import { LOCALES_WRITE } from './localesWrite.ts';
import { readInterfaceOptions } from './interfaceOptions.ts';
import { readMenuDefinition } from './menuDefinition.ts';
import { readNavigationConfig } from './navigationConfig.ts';
import { readPageConfigs } from './pageConfigs.ts';
import { listPreferences } from './preferences.ts';
import type { SessionClaims } from './tokens.ts';
import { userMenus } from './userMenus.ts';
import { scriptOverridesOf } from '../../engine/scripts/scriptOverrides.ts';
import { dynoCatalog } from '../dyno/dynoCatalog.ts';
import { loadTenantProfile, type TenantProfile } from '../storage/tenantProfile.ts';

/** The tenant settings of the user configuration: what the client formats amounts and phone numbers with (docs/formats.md). */
const tenantSettingsOf = (p: TenantProfile): NonNullable<UserConfiguration['tenantSettings']> => ({
  country: p.country ?? null,
  currency: p.currency ?? null,
  phoneRegion: p.phoneRegion ?? null,
  locale: p.locale ?? null,
});

/** Deployment environment (TABULA_ENVIRONMENT: production, uat, staging, test, development). */
export function environmentFlags(env: NodeJS.ProcessEnv = process.env) {
  const environment = (env.TABULA_ENVIRONMENT ?? (env.NODE_ENV === 'production' ? 'production' : 'development')).toLowerCase();
  return {
    environment,
    isProduction: environment === 'production',
    isDevelopment: environment === 'development',
    isUat: environment === 'uat',
    isTest: environment === 'test',
    isStaging: environment === 'staging',
  };
}

/** The first entries of the menu: the bottom bar of a tenant that configures none. */
const defaultBottomNavigation = (menus: MenuItem[]) => menus.flatMap((m) => m.subMenus ?? [m]).slice(0, 4);

/**
 * The user configuration of seed 000 §3.5, computed for the caller: its user, options, menus
 * (the tenant's `menus` item or the default menu, keeping the readable pages the user's profiles
 * show: server/auth/userMenus.ts), the script overrides of its user record, the landing page and the
 * responsive bottom navigation of the tenant-config item (else no landing page, and the first four
 * menu entries as bottom bar; the client checks the landing page against the routes the user may
 * open), the page configurations and interface flags (`options`) of that item, permissions,
 * preferences, the environment flags and the settings of the tenant the user works on (`tenantSettings`:
 * country, currency, phone region, locale; read from the global tenants table, kept 30 s per server).
 */
export async function buildUserConfiguration(ctx: AppContext, caller: Caller, session: SessionClaims): Promise<UserConfiguration> {
  const u = caller.user;
  // the global tenants table is read outside the tenant transactions (they cannot see it)
  const tenantProfile = await loadTenantProfile(ctx, caller.tenant);
  const { photo, sso, preferences, ownNavigation } = await ctx.db.withTenant(caller.homeTenant, async (q) => {
    const photos = await q.query('SELECT 1 FROM user_photos WHERE username = $1', [caller.username]);
    const ssoRows = session.sid
      ? (await q.query<{ iat: string; exp: string }>('SELECT refresh_iat AS iat, refresh_expires_in AS exp FROM sso_sessions WHERE id = $1', [session.sid])).rows
      : [];
    const ownNavigation = caller.tenant === caller.homeTenant ? await readNavigationConfig(q) : undefined;
    return { photo: photos.rows.length > 0, sso: ssoRows[0], preferences: await listPreferences(ctx, q, caller.username), ownNavigation };
  });
  // an impersonating user navigates the tenant it works on
  const navigation = ownNavigation ?? (await ctx.db.withTenant(caller.tenant, (q) => readNavigationConfig(q)));
  const { pageConfigs, interfaceOptions, extension, menuDefinition } = await ctx.db.withTenant(caller.tenant, async (q) => ({
    pageConfigs: await readPageConfigs(q),
    menuDefinition: await readMenuDefinition(q),
    interfaceOptions: await readInterfaceOptions(q),
    extension: await ctx.extensions.of(q),
  }));
  const canRead = entityReader(caller);
  // the dyno entities of the caller's tenant only (the shared registry holds other tenants' too)
  const own = await dynoCatalog(ctx)
    .load(caller.tenant)
    .then((d) => d.entities)
    .catch(() => new Map<string, EntityInfo>());
  const entities = [...ctx.registry.all().filter((i) => !i.dyno), ...own.values()];
  // the pages of the entities the profiles may read (docs/permissions.md), and those the tenant adds
  const { allowedRoutes: configuredRoutes, collectMissingTranslations: tenantCollects, ...flags } = interfaceOptions;
  const menus = userMenus(menuDefinition, entities, canRead, caller.profiles, configuredRoutes);
  const contexts = await contextsOf(ctx, caller.homeTenant, caller.user);
  const clientRoutes = allowedRoutesOf(entities, canRead);
  return {
    user: {
      _id: u?._id,
      username: caller.username,
      tenant: caller.homeTenant,
      locale: u?.locale ?? null,
      profiles: caller.profiles,
      isAdmin: caller.subject.isAdmin === true,
      isMainAdmin: caller.subject.isMainAdmin === true,
      isSuperAdmin: caller.subject.isSuperAdmin === true,
      personRegistration: u?.personRegistration ?? null,
      partnerRegistration: u?.partnerRegistration ?? null,
      orgaRegistration: u?.orgaRegistration ?? null,
      timeZone: u?.timeZone ?? null,
      impersonatingTenant: caller.tenant !== caller.homeTenant ? caller.tenant : null,
      photo: photo ? `/api/core/users/${encodeURIComponent(caller.username)}/photo` : null,
      ssoRefreshTokenExpiresIn: sso?.exp ? Number(sso.exp) : null,
      ssoRefreshTokenIat: sso?.iat ? Number(sso.iat) : null,
    },
    options: {
      oidc: { useKeepAlive: Boolean(session.sso) },
      firebase: null,
      allowedRoutes: allowedRoutesOf(entities, canRead, configuredRoutes),
      publicPath: '/',
      advancedSearch: { inModal: false },
      allowOpenQueryToken: false,
      ...flags,
    },
    tenantSettings: tenantSettingsOf(tenantProfile),
    menus,
    // the tenant's bar passes the menu's checks (known, readable page; profiles); the default one is built from the menu
    responsiveBottomNavigation: navigation.responsiveBottomNavigation
      ? userMenus(navigation.responsiveBottomNavigation, entities, canRead, caller.profiles, configuredRoutes)
      : filterMenus(defaultBottomNavigation(menus), caller.profiles),
    landingPage: navigation.landingPage ?? null,
    pageConfigs: pageConfigs as NonNullable<UserConfiguration['pageConfigs']>,
    userPermissions: caller.subject.userPermissions,
    userPreferences: preferences.map((p) => ({ _id: p._id, groupId: p.groupId ?? undefined, type: p.type ?? undefined, value: p.value })),
    ...environmentFlags(),
    // the drafts this user runs instead of the tenant's scripts, set by an administrator (docs/menus.md)
    scriptOverrides: scriptOverridesOf(u?.scriptOverrides),
    // reported keys land in the tenant's Locale record: only for users who may write locales
    collectMissingTranslations: tenantCollects && caller.can(LOCALES_WRITE),
    clientRoutes,
    userContexts: contexts.map((c) => c.name),
    // the fields the tenant adds to built-in entities, applied to the client's registry (app/EngineProvider.tsx)
    collectionExtension: extension.entities as NonNullable<UserConfiguration['collectionExtension']>,
  };
}
