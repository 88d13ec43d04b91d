import type { MenuItem } from '../../schemas/generated/shapes.ts';
import type { Queryable } from '../db/Database.ts';
import { readConfigItem } from '../scripts/readConfigItem.ts';

/** What a tenant may say about its users' navigation in its tenant-config item (seed 000 §3.2, §3.5). */
export interface NavigationConfig {
  landingPage?: string;
  responsiveBottomNavigation?: MenuItem[];
}

const isMenuItem = (v: unknown): v is MenuItem =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as MenuItem).path === 'string' &&
  (v as MenuItem).path.startsWith('/');

/**
 * The `landingPage` (a path) and `responsiveBottomNavigation` (menu items) of the tenant's
 * tenant-config item. A member of the wrong shape is ignored, as is an unreadable item: the user
 * configuration then keeps its defaults rather than refusing the sign-in.
 */
export async function readNavigationConfig(q: Queryable): Promise<NavigationConfig> {
  const item = await readConfigItem<Record<string, unknown>>(q, 'tenant-config').catch(() => undefined);
  if (!item || typeof item !== 'object') return {};
  const out: NavigationConfig = {};
  if (typeof item.landingPage === 'string' && item.landingPage.startsWith('/'))
    out.landingPage = item.landingPage;
  if (Array.isArray(item.responsiveBottomNavigation))
    out.responsiveBottomNavigation = item.responsiveBottomNavigation.filter(isMenuItem);
  return out;
}
