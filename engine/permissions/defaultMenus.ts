import type { MenuItem } from '../../schemas/generated/shapes.ts';
import type { EntityInfo } from '../registry/types.ts';

const humanize = (s: string) => s.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * The default menu when the tenant configures none: the list pages grouped by API domain
 * (financing, person, billing...) or by the entity's `menuGroup` (administration), keeping only
 * the entities the user may read.
 * @param canRead whether the user may read an entity (the permission check of seed 000 §6)
 */
export function defaultMenus(entities: readonly EntityInfo[], canRead: (info: EntityInfo) => boolean): MenuItem[] {
  const groups = new Map<string, MenuItem[]>();
  for (const info of entities) {
    if (!info.listRoute || info.dyno || !canRead(info)) continue;
    const domain = info.schema['x-entity']?.menuGroup ?? info.apiPath.split('/')[2] ?? 'other';
    const items = groups.get(domain) ?? [];
    items.push({ path: info.listRoute, title: humanize(info.listRoute.slice(1)) });
    groups.set(domain, items);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([domain, items]) => ({
      path: `/${domain}`,
      title: humanize(domain),
      subMenus: items.sort((a, b) => String(a.title).localeCompare(String(b.title))),
    }));
}
