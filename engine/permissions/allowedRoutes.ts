import type { EntityInfo } from '../registry/types.ts';

/** Pages every signed-in user may open, whatever its profiles (seed 000 §2.6). */
export const SHARED_ROUTES: readonly string[] = ['/home', '/documentation', '/documentation/api', '/app-preload'];

/** Keeps what looks like an in-app path ('/x', never '//host' or 'https://...'), without query, hash or trailing slash. */
export function routePath(target: string): string | undefined {
  const trimmed = target.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return undefined;
  return trimmed.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
}

/**
 * The client routes a user may open (seed 000 §2.1, §3.5 options.allowedRoutes), derived from the
 * permissions its profiles grant: the shared pages, then the list and detail pages of every entity
 * it may read (a profile that cannot read a collection gets none of its routes), then the routes the
 * tenant adds in its configuration. No duplicates; order kept.
 * @param canRead whether the user may read an entity (the permission check of seed 000 §6)
 * @param configured routes the tenant-config item adds (`options.allowedRoutes`); non-paths are dropped
 */
export function allowedRoutesOf(
  entities: readonly EntityInfo[],
  canRead: (info: EntityInfo) => boolean,
  configured: readonly string[] = [],
): string[] {
  const routes = new Set<string>(SHARED_ROUTES);
  for (const info of entities) {
    if (!canRead(info)) continue;
    if (info.listRoute) routes.add(info.listRoute);
    routes.add(info.route);
  }
  for (const target of configured) {
    const path = typeof target === 'string' ? routePath(target) : undefined;
    if (path && path !== '/') routes.add(path);
  }
  return [...routes];
}
