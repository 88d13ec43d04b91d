import type { DynoEntity } from '../pages/special/dyno/useDynoEntities.ts';
import type { CustomPages } from './menuItems.ts';

/**
 * The Custom pages group of the menu: the list pages of the tenant's dyno entities the user may
 * read (the server says so per entity; another would open on a 403), and the configurator for
 * administrators.
 */
export function customPagesOf(entities: readonly Pick<DynoEntity, 'name' | 'title' | 'listRoute' | 'readable'>[], admin: boolean): CustomPages {
  return {
    entities: entities.flatMap((e) => (e.listRoute && e.readable ? [{ title: e.title ?? e.name, listRoute: e.listRoute }] : [])),
    configurator: admin,
  };
}
