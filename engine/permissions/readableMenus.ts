import type { MenuItem } from '../../schemas/generated/shapes.ts';

/**
 * The entries of a menu whose page the user may open, recursively: a leaf is kept when
 * `mayOpen` accepts its target (its redirect, else its path), a group when any of its sub-menus
 * is kept (with those only). Profiles and `hidden` are filterMenus' job.
 * @param mayOpen whether the target path is a known page the user may read
 */
export function readableMenus(items: readonly MenuItem[], mayOpen: (target: string) => boolean): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (!item.subMenus?.length) {
      if (mayOpen(item.redirect ?? item.path)) out.push(item);
      continue;
    }
    const subMenus = readableMenus(item.subMenus, mayOpen);
    if (subMenus.length) out.push({ ...item, subMenus });
  }
  return out;
}
