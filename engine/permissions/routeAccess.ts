import type { MenuItem, UserConfiguration } from '../../schemas/generated/shapes.ts';
import type { EntityInfo } from '../registry/types.ts';
import { filterMenus } from './filterMenus.ts';
import { isAdminLike } from './hasPermission.ts';
import { routePath } from './allowedRoutes.ts';

type AccessSource = Pick<UserConfiguration, 'user' | 'menus' | 'landingPage' | 'clientRoutes' | 'options'>;
type EntityRoutes = Pick<EntityInfo, 'route' | 'listRoute'>;

function menuTargets(items: readonly MenuItem[], out: string[] = []): string[] {
  for (const m of items) {
    if (m.subMenus?.length) menuTargets(m.subMenus, out);
    else out.push(m.redirect ?? m.path);
  }
  return out;
}

/** `path` is `route` or one of its sub-paths (`/person/P-1` under `/person`). */
const under = (path: string, route: string) => path === route || path.startsWith(`${route}/`);

/**
 * The routes the configuration opens (seed 000 §2.1): menu paths the user's profiles show, the
 * landing page, the client routes and the allowedRoutes option. Undefined when the configuration says
 * nothing about routes (the fallback configuration after a failed load): nothing is then guarded.
 */
export function openedRoutes(config: AccessSource): Set<string> | undefined {
  const listed = config.clientRoutes ?? config.options?.allowedRoutes;
  if (listed === undefined) return undefined;
  const targets = [
    ...menuTargets(filterMenus(config.menus ?? [], config.user?.profiles)),
    ...(config.landingPage ? [config.landingPage] : []),
    ...(config.clientRoutes ?? []),
    ...(config.options?.allowedRoutes ?? []),
  ];
  const out = new Set<string>();
  for (const t of targets) {
    const p = routePath(t);
    if (p && p !== '/') out.add(p);
  }
  return out;
}

/**
 * Whether the signed-in user may open a client path (the route guard of seed 000 §2.1, §6). Admin-like
 * users open everything. The pages of an entity (its list, its detail page with or without a key)
 * open only when one of the allowed routes covers them, so a profile that cannot read invoices gets
 * the 403 page on /invoices and /invoice/INV-1. Other paths (shared and special pages, unknown paths
 * that end on the not-found page) are not guarded here. Without a configuration nothing is guarded:
 * the server refuses the data anyway.
 */
export function mayOpenPath(pathname: string, entities: readonly EntityRoutes[], config: AccessSource | null | undefined): boolean {
  if (!config) return true;
  if (isAdminLike(config.user ?? {})) return true;
  const path = routePath(pathname);
  if (!path) return true;
  const guarded = entities.some((e) => path === e.listRoute || under(path, e.route));
  if (!guarded) return true;
  const opened = openedRoutes(config);
  if (!opened) return true;
  for (const route of opened) if (under(path, route)) return true;
  return false;
}
