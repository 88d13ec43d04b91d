import type { EntityRegistry } from '../../engine/registry/EntityRegistry.ts';

export interface MenuGroup {
  key: string;
  label: string;
  children: { key: string; label: string }[];
}

const humanize = (s: string) => s.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * Menu of the list pages grouped by API domain (financing, person, billing...). It stands in until
 * the user configuration delivers menus with profiles.
 */
export function menuFromRegistry(registry: EntityRegistry): MenuGroup[] {
  const groups = new Map<string, MenuGroup>();
  for (const info of registry.all()) {
    if (!info.listRoute || info.dyno) continue;
    const domain = info.apiPath.split('/')[2] ?? 'other';
    const group = groups.get(domain) ?? { key: `group:${domain}`, label: humanize(domain), children: [] };
    group.children.push({ key: info.listRoute, label: humanize(info.listRoute.slice(1)) });
    groups.set(domain, group);
  }
  return [...groups.values()]
    .map((g) => ({ ...g, children: g.children.sort((a, b) => a.label.localeCompare(b.label)) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
