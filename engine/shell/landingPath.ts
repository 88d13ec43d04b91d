import type { MenuItem, UserConfiguration } from '../../schemas/generated/shapes.ts';
import { filterMenus } from '../permissions/filterMenus.ts';

/** Where `/` goes when the configuration names no usable landing page: the home dashboard. */
export const DEFAULT_LANDING_PATH = '/home';

type LandingSource = Pick<UserConfiguration, 'landingPage' | 'menus' | 'clientRoutes' | 'options' | 'user'>;

const pathOf = (target: string) => target.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

function menuPaths(items: readonly MenuItem[], out: string[] = []): string[] {
  for (const m of items) {
    if (m.subMenus?.length) menuPaths(m.subMenus, out);
    else out.push(m.redirect ?? m.path);
  }
  return out;
}

/**
 * The page the index route `/` opens (seed 000 §3.5 landingPage): the configured landing page when it
 * is an in-app path the user may open (one of its menu paths, client routes or allowedRoutes, query
 * string allowed), else {@link DEFAULT_LANDING_PATH} when the user may open it or nothing says
 * otherwise, else the first entry of its menu.
 */
export function landingPath(config: LandingSource | null | undefined): string {
  if (!config) return DEFAULT_LANDING_PATH;
  const menus = menuPaths(filterMenus(config.menus ?? [], config.user?.profiles));
  const allowed = new Set(
    [...menus, ...(config.clientRoutes ?? []), ...(config.options?.allowedRoutes ?? [])].map(pathOf),
  );
  const target = config.landingPage?.trim();
  // only a path of this application: never '//host' or 'https://...', never the index itself
  if (
    target &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    pathOf(target) !== '/' &&
    allowed.has(pathOf(target))
  )
    return target;
  const known = config.clientRoutes !== undefined || (config.menus?.length ?? 0) > 0;
  if (!known || allowed.has(DEFAULT_LANDING_PATH)) return DEFAULT_LANDING_PATH;
  return menus[0] ?? DEFAULT_LANDING_PATH;
}
