import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { defaultMenus, filterMenus, sharesProfile } from '../../../engine/permissions/index.ts';

describe('menus and profiles', () => {
  it('shows an item to users sharing one of its profiles, or to all when it lists none', () => {
    expect(sharesProfile(['SALES'], ['SALES', 'ADMIN'])).toBe(true);
    expect(sharesProfile(['SALES'], ['ADMIN'])).toBe(false);
    expect(sharesProfile([], [])).toBe(true);
    expect(sharesProfile(undefined, undefined)).toBe(true);
  });

  it('filters menus recursively and drops emptied groups and hidden items', () => {
    const menus = [
      { path: '/a', profiles: ['ADMIN'] },
      { path: '/b', hidden: true },
      { path: '/g', subMenus: [{ path: '/g1', profiles: ['ADMIN'] }] },
      { path: '/h', subMenus: [{ path: '/h1' }, { path: '/h2', profiles: ['SALES'] }] },
    ];
    expect(filterMenus(menus, ['SALES'])).toEqual([{ path: '/h', subMenus: [{ path: '/h1' }, { path: '/h2', profiles: ['SALES'] }] }]);
  });

  it('builds the default menu of the list pages the user may read, grouped by domain', () => {
    const registry = createDefaultRegistry();
    const all = defaultMenus(registry.all(), () => true);
    const financing = all.find((g) => g.path === '/financing');
    expect(financing?.subMenus?.map((m) => m.path)).toContain('/contracts');
    const noContracts = defaultMenus(registry.all(), (info) => info.name !== 'Contract');
    const paths = noContracts.flatMap((g) => g.subMenus ?? []).map((m) => m.path);
    expect(paths).not.toContain('/contracts');
    expect(paths).toContain('/deals');
    expect(defaultMenus(registry.all(), () => false)).toEqual([]);
  });
});
