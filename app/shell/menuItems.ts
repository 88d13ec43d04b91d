import type { MenuProps } from 'antd';
import type { MenuItem, UserConfiguration } from '../../schemas/generated/shapes.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import { defaultMenus, filterMenus } from '../../engine/permissions/index.ts';
import { menuTitle } from '../../engine/shell/menuDomains.ts';
import { actionIcon } from '../../renderers/table/actionIcons.tsx';

/** A group of entries (a sub-menu), or a top entry of its own (Home): antd menu items. */
export type MenuGroup = NonNullable<MenuProps['items']>[number];

type Translate = (key: string) => string;

const labelOf = (m: MenuItem, t: Translate) => t(m.title ?? menuTitle(m.path));
const iconOf = (m: MenuItem) => (m.icon ? actionIcon(m.icon) : undefined);

/** Menu items (seed 000 §3.5) as antd menu entries: groups with sub-menus, and top entries alone, with their icon if any. */
function toGroups(menus: MenuItem[], t: Translate): MenuGroup[] {
  return menus.map((m) =>
    m.subMenus?.length
      ? { key: `group:${m.path}`, label: labelOf(m, t), icon: iconOf(m), children: m.subMenus.map((s) => ({ key: s.redirect ?? s.path, label: labelOf(s, t), icon: iconOf(s) })) }
      : { key: m.redirect ?? m.path, label: labelOf(m, t), icon: iconOf(m) },
  );
}

/** Every page a menu opens (its leaves' targets). */
const targetsOf = (menus: readonly MenuItem[]): string[] => menus.flatMap((m) => (m.subMenus?.length ? targetsOf(m.subMenus) : [m.redirect ?? m.path]));

/**
 * The main menu: the menus of the user configuration (already filtered by the server for the
 * user's permissions, and here by its profiles, seed 000 §6), titles in the user's language.
 * Without a configuration (tests, tools) it falls back to every list page of the registry grouped
 * by business domain.
 */
export function menuFromRegistry(registry: EntityRegistry, config: UserConfiguration | null, t: Translate = (k) => k, custom?: CustomPages): MenuGroup[] {
  const menus = config ? filterMenus(config.menus ?? [], config.user.profiles) : defaultMenus(registry.all(), () => true);
  const groups = toGroups(menus, t);
  // a dyno page the tenant's menu already places is not listed twice
  const placed = new Set(targetsOf(menus));
  const children = [
    ...(custom?.entities ?? []).filter((e) => !placed.has(e.listRoute)).map((e) => ({ key: e.listRoute, label: e.title })),
    ...(custom?.configurator ? [{ key: '/dyno-entities', label: t('Dyno entities') }] : []),
  ];
  return children.length ? [...groups, { key: 'group:/page', label: t('Custom pages'), children }] : groups;
}

/**
 * The Custom pages group: the list pages of the tenant's dyno entities (their titles are the
 * tenant's own words) and, for administrators, the configurator (docs/dyno-entities.md).
 */
export interface CustomPages {
  entities: { title: string; listRoute: string }[];
  configurator: boolean;
}
