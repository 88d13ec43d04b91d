import type { EntityInfo } from '../registry/types.ts';
import { MENU_PAGES } from '../shell/menuPages.ts';
import { routePath, SHARED_ROUTES } from './allowedRoutes.ts';

type EntityRoutes = Pick<EntityInfo, 'route' | 'listRoute'>;

/**
 * Whether a menu entry's target is a page the user may read (seed 000 §3.5, §6): the list or detail
 * page of an entity it may read (dyno entities included); a page every user opens (/home, the
 * documentation, the pages of engine/shell/menuPages.ts); a route the tenant opens with its
 * `allowedRoutes` option. Anything else (an unknown path, another site) is not shown.
 * @param canRead whether the user may read an entity (the permission check of seed 000 §6)
 * @param opened the tenant's `allowedRoutes` option
 */
export function menuRouteReader<T extends EntityRoutes>(
  entities: readonly T[],
  canRead: (info: T) => boolean,
  opened: readonly string[] = [],
): (target: string) => boolean {
  const open = new Set([...SHARED_ROUTES, ...MENU_PAGES, ...opened.map((r) => (typeof r === 'string' ? routePath(r) : undefined))]);
  return (target) => {
    const path = routePath(target);
    if (!path || path === '/') return false;
    const entity = entities.find((e) => path === e.listRoute || path === e.route || path.startsWith(`${e.route}/`));
    if (entity) return canRead(entity);
    return open.has(path);
  };
}
