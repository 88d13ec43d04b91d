import type { MenuItem } from '../../schemas/generated/shapes.ts';
import { defaultMenus, filterMenus, menuRouteReader, readableMenus } from '../../engine/permissions/index.ts';
import type { EntityInfo } from '../../engine/registry/types.ts';

/**
 * The menus of a user configuration (seed 000 §3.5, §6; docs/menus.md): the tenant's own
 * definition (its `menus` item) when it has one, else the default menu of the readable list pages.
 * Either way an entry is kept only when its page is known and readable by the user
 * (menuRouteReader) and the user shares one of its profiles (or it lists none); hidden entries and
 * emptied groups go.
 * @param defined the tenant's entries (readMenuDefinition), undefined for the defaults
 * @param opened the tenant's `allowedRoutes` option
 */
export function userMenus(
  defined: readonly MenuItem[] | undefined,
  entities: readonly EntityInfo[],
  canRead: (info: EntityInfo) => boolean,
  profiles: readonly string[] | null | undefined,
  opened: readonly string[] = [],
): MenuItem[] {
  const items = defined ?? defaultMenus(entities, canRead);
  return filterMenus(readableMenus(items, menuRouteReader(entities, canRead, opened)), profiles);
}
