import { describe, expect, it } from 'vitest';
import type { UserConfiguration } from '../../../schemas/generated/shapes.ts';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import {
  allowedRoutesOf,
  defaultMenus,
  entityPermission,
  hasPermission,
  mayOpenPath,
  permissionsOfProfiles,
  routePath,
} from '../../../engine/permissions/index.ts';
import type { EntityInfo } from '../../../engine/registry/types.ts';
import { debugMode, developerLink, fieldPathText, mayOpenQueryToken, mayToggleDebug } from '../../../engine/shell/debugMode.ts';

const registry = createDefaultRegistry();
const entities = registry.all();
const SALES = ['read /api/person/persons', 'write /api/person/persons', 'read /api/financing/deals', 'read /api/financing/contracts'];

/** The configuration the server builds for a user of these profiles (server/auth/userConfiguration.ts). */
function configOf(profiles: string[], granted: Record<string, string[]>, user: Partial<UserConfiguration['user']> = {}): UserConfiguration {
  const userPermissions = permissionsOfProfiles(profiles, granted);
  const canRead = (info: EntityInfo) => hasPermission({ userPermissions }, entityPermission('GET', info.apiPath), { entity: info.name });
  return {
    user: { username: 'u@master', tenant: 'master', profiles, ...user },
    menus: defaultMenus(entities, canRead),
    userPermissions,
    clientRoutes: allowedRoutesOf(entities, canRead),
    options: { allowedRoutes: allowedRoutesOf(entities, canRead) },
  };
}

describe('allowed routes derived from the profile permissions (seed 000 §2.1, §6)', () => {
  it('gives a profile the list and detail pages of the collections it may read, and the shared pages', () => {
    const config = configOf(['SALES'], { SALES });
    const routes = config.options!.allowedRoutes!;
    expect(routes).toEqual(expect.arrayContaining(['/home', '/documentation', '/persons', '/person', '/deals', '/deal', '/contracts', '/contract']));
    for (const denied of ['/users', '/user', '/invoices', '/invoice', '/scripts', '/tenants']) expect(routes).not.toContain(denied);
  });

  it("a profile that reads nothing gets the shared pages only; 'read all' gets every entity page", () => {
    expect(configOf(['NOTHING'], { NOTHING: [] }).options!.allowedRoutes).toEqual(['/home', '/documentation', '/documentation/api', '/app-preload']);
    const reader = configOf(['READER'], { READER: ['read all'] }).options!.allowedRoutes!;
    expect(reader).toEqual(expect.arrayContaining(['/users', '/user', '/invoices', '/invoice']));
  });

  it("accepts 'get {entity}' and adds the tenant's configured routes, dropping what is not an in-app path", () => {
    const routes = allowedRoutesOf(entities, (info) => info.name === 'Invoice', ['/calendar', '/calendar', 'https://evil.example', '//host', '/', '/chat?x=1']);
    expect(routes).toEqual(['/home', '/documentation', '/documentation/api', '/app-preload', '/invoices', '/invoice', '/calendar', '/chat']);
    expect(routePath('/persons/?a=1#b')).toBe('/persons');
    expect(routePath('persons')).toBeUndefined();
  });
});

describe('route guard (mayOpenPath)', () => {
  const sales = configOf(['SALES'], { SALES });

  it('refuses the pages of a collection the profiles cannot read, with or without a key', () => {
    for (const path of ['/users', '/user', '/user/admin@master', '/invoices', '/invoice/INV-1', '/invoices/']) {
      expect(mayOpenPath(path, entities, sales), path).toBe(false);
    }
  });

  it('opens the readable pages, shared and special pages, and unknown paths (the not-found page)', () => {
    for (const path of ['/persons', '/person', '/person/P-1', '/deals', '/home', '/documentation/lists', '/calendar', '/no-such-page']) {
      expect(mayOpenPath(path, entities, sales), path).toBe(true);
    }
  });

  it('opens a page the menu, the landing page or the allowedRoutes option names', () => {
    expect(mayOpenPath('/invoices', entities, { ...sales, landingPage: '/invoices?status=OPEN' })).toBe(true);
    expect(mayOpenPath('/users', entities, { ...sales, menus: [{ path: '/admin', subMenus: [{ path: '/users' }] }] })).toBe(true);
    expect(mayOpenPath('/users', entities, { ...sales, menus: [{ path: '/users', profiles: ['ADMIN'] }] })).toBe(false);
    expect(mayOpenPath('/invoice/INV-1', entities, { ...sales, options: { allowedRoutes: ['/invoice'] } })).toBe(true);
  });

  it('opens everything to admin-like users, and guards nothing without route information', () => {
    expect(mayOpenPath('/users', entities, { ...sales, user: { ...sales.user, isMainAdmin: true } })).toBe(true);
    expect(mayOpenPath('/users', entities, null)).toBe(true);
    expect(mayOpenPath('/users', entities, { user: sales.user, menus: [] })).toBe(true);
  });
});

describe('debug mode (seed 000 §2.1, §6; seed 002 §6)', () => {
  const user = { username: 'a@master', tenant: 'master' };

  it('is for admin-like users unless allowDebugMode is false', () => {
    expect(mayToggleDebug({ user: { ...user, isAdmin: true } })).toBe(true);
    expect(mayToggleDebug({ user: { ...user, isSuperAdmin: true }, options: { allowDebugMode: true } })).toBe(true);
    expect(mayToggleDebug({ user: { ...user, isAdmin: true }, options: { allowDebugMode: false } })).toBe(false);
    expect(mayToggleDebug({ user: { ...user, profiles: ['SALES'] } })).toBe(false);
    expect(mayToggleDebug(null)).toBe(false);
  });

  it('the developer query-token link is for admin-like users, or all when allowOpenQueryToken', () => {
    expect(mayOpenQueryToken({ user: { ...user, isMainAdmin: true } })).toBe(true);
    expect(mayOpenQueryToken({ user })).toBe(false);
    expect(mayOpenQueryToken({ user, options: { allowOpenQueryToken: true } })).toBe(true);
    // no token in the link: the window opening it adds a single-use ticket (issue 40 item 4)
    expect(developerLink('a b@master')).toBe('/api/script/runs/hello-world?who=a%20b%40master');
  });

  it('tells its listeners of a change, once', () => {
    const seen: boolean[] = [];
    const stop = debugMode.subscribe((on) => seen.push(on));
    debugMode.set(true);
    debugMode.set(true);
    debugMode.set(false);
    stop();
    debugMode.set(true);
    debugMode.set(false);
    expect(seen).toEqual([true, false]);
  });

  it('writes field paths as the form tooltips show them', () => {
    expect(fieldPathText(['address', 'city'])).toBe('address.city');
    expect(fieldPathText(['lines', 2, 'amount'])).toBe('lines[2].amount');
    expect(fieldPathText([])).toBe('');
  });
});
