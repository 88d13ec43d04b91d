import type { MenuItem, UserConfiguration } from '../../schemas/generated/shapes.ts';
import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';
import { defaultMenus, filterMenus } from '../../engine/permissions/index.ts';

export interface MenuGroup {
  key: string;
  label: string;
  children: { key: string; label: string }[];
}

const humanize = (s: string) => s.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
const labelOf = (m: MenuItem) => m.title ?? humanize(m.path.replace(/^\//, ''));

/** Menu items (seed 000 §3.5) as antd menu groups; a top item without sub-menus becomes its own group. */
function toGroups(menus: MenuItem[]): MenuGroup[] {
  return menus.map((m) => ({
    key: `group:${m.path}`,
    label: labelOf(m),
    children: (m.subMenus?.length ? m.subMenus : [m]).map((s) => ({ key: s.redirect ?? s.path, label: labelOf(s) })),
  }));
}

/**
 * The main menu: the menus of the user configuration (already filtered by the server for the
 * user's permissions, and here by its profiles, seed 000 §6). Without a configuration (tests,
 * tools) it falls back to every list page of the registry grouped by API domain.
 */
export function menuFromRegistry(registry: EntityRegistry, config: UserConfiguration | null): MenuGroup[] {
  const menus = config ? filterMenus(config.menus ?? [], config.user.profiles) : defaultMenus(registry.all(), () => true);
  return toGroups(menus);
}
