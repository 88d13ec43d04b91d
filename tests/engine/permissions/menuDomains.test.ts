import { describe, expect, it } from 'vitest';
import { createDefaultRegistry } from '../../../engine/registry/defaultRegistry.ts';
import { defaultMenus, HOME_PATH } from '../../../engine/permissions/index.ts';
import { MENU_DOMAINS, menuTitle } from '../../../engine/shell/menuDomains.ts';

describe('the default menu by business domain', () => {
  const registry = createDefaultRegistry();
  const menus = defaultMenus(registry.all(), () => true);

  it('starts with Home, then the business domains in their order, technical modules last under Administration', () => {
    expect(menus[0]).toEqual({ path: HOME_PATH, title: 'Home' });
    expect(menus.slice(1).map((m) => m.title)).toEqual(MENU_DOMAINS.map((d) => d.title));
    const group = (title: string) => menus.find((m) => m.title === title)?.subMenus?.map((s) => s.path) ?? [];
    expect(group('Financing').slice(0, 3)).toEqual(['/contracts', '/deals', '/credit-lines']);
    expect(group('Billing')[0]).toBe('/invoices');
    expect(group('Persons')[0]).toBe('/persons');
    expect(group('Assets')[0]).toBe('/assets');
    expect(group('Administration')).toEqual(expect.arrayContaining(['/users', '/tenants', '/scripts', '/audits', '/system-logs']));
    expect(group('Administration')).not.toContain('/contracts');
  });

  it('lists every list page of the registry once', () => {
    const paths = menus.flatMap((m) => m.subMenus ?? []).map((s) => s.path);
    const lists = registry.all().filter((i) => i.listRoute && !i.dyno).map((i) => i.listRoute);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...lists].sort());
  });

  it('titles pages in words, never a route or a code', () => {
    expect(menuTitle('/credit-lines')).toBe('Credit lines');
    expect(menuTitle('/sepas')).toBe('SEPA batches');
    for (const s of menus.flatMap((m) => m.subMenus ?? [])) expect(s.title).toMatch(/^[A-Z][A-Za-z]*( [a-zA-Z()]+)*$/);
  });
});
