import type { MenuItem } from '../../schemas/generated/shapes.ts';
import type { EntityInfo } from '../registry/types.ts';
import { MENU_DOMAINS, menuDomainOf, menuTitle } from '../shell/menuDomains.ts';

/** The home dashboard (docs/dashboard.md): the first entry of every default menu. */
export const HOME_PATH = '/home';

/**
 * The default menu when the tenant configures none: Home, then the list pages grouped by business
 * domain (Financing, Billing, Persons, Assets ...; engine/shell/menuDomains.ts) with the technical
 * modules under Administration, keeping only the entities the user may read. Empty when the user
 * may read nothing.
 * @param canRead whether the user may read an entity (the permission check of seed 000 §6)
 */
export function defaultMenus(entities: readonly EntityInfo[], canRead: (info: EntityInfo) => boolean): MenuItem[] {
  const groups = new Map<string, { rank: number; item: MenuItem }[]>();
  for (const info of entities) {
    if (!info.listRoute || info.dyno || !canRead(info)) continue;
    const { key, rank } = menuDomainOf(info.listRoute);
    const items = groups.get(key) ?? [];
    items.push({ rank, item: { path: info.listRoute, title: menuTitle(info.listRoute) } });
    groups.set(key, items);
  }
  const menus = MENU_DOMAINS.filter((d) => groups.has(d.key)).map((d) => ({
    path: `/${d.key}`,
    title: d.title,
    subMenus: groups
      .get(d.key)!
      .sort((a, b) => a.rank - b.rank || String(a.item.title).localeCompare(String(b.item.title)))
      .map((x) => x.item),
  }));
  return menus.length ? [{ path: HOME_PATH, title: 'Home' }, ...menus] : [];
}
