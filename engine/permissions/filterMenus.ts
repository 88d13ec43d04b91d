import type { MenuItem } from '../../schemas/generated/shapes.ts';
import { sharesProfile } from './sharesProfile.ts';

/**
 * The menu items a user may see: hidden items and items of other profiles are dropped, recursively;
 * a group whose sub-menus are all dropped goes too.
 */
export function filterMenus(items: readonly MenuItem[], userProfiles: readonly string[] | null | undefined): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item.hidden || !sharesProfile(userProfiles, item.profiles)) continue;
    if (!item.subMenus?.length) {
      out.push(item);
      continue;
    }
    const subMenus = filterMenus(item.subMenus, userProfiles);
    if (subMenus.length) out.push({ ...item, subMenus });
  }
  return out;
}
