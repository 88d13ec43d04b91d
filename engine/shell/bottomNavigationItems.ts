import type { MenuItem } from '../../schemas/generated/shapes.ts';
import { filterMenus } from '../permissions/filterMenus.ts';

/** An entry of the bottom bar: where it goes and what it says. */
export interface BottomNavigationItem {
  path: string;
  title: string;
  icon?: string;
}

/** A bottom bar holds at most this many entries; more would not fit a phone's width. */
export const BOTTOM_NAVIGATION_MAX = 5;

const titleOf = (m: MenuItem) =>
  m.title ??
  m.path
    .replace(/^\//, '')
    .replace(/-/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());

/**
 * The responsive bottom navigation of the user configuration (seed 000 §3.5) as the user may see it:
 * hidden items and items of other profiles dropped like menus (seed 000 §6), a group replaced by its
 * visible entries (the bar is flat), a redirect followed, duplicates removed, at most
 * {@link BOTTOM_NAVIGATION_MAX} entries.
 */
export function bottomNavigationItems(
  items: readonly MenuItem[] | null | undefined,
  userProfiles: readonly string[] | null | undefined,
): BottomNavigationItem[] {
  const out: BottomNavigationItem[] = [];
  const seen = new Set<string>();
  const add = (m: MenuItem) => {
    if (m.subMenus?.length) return m.subMenus.forEach(add);
    const path = m.redirect ?? m.path;
    if (seen.has(path)) return;
    seen.add(path);
    out.push({ path, title: titleOf(m), ...(m.icon ? { icon: m.icon } : {}) });
  };
  filterMenus(items ?? [], userProfiles).forEach(add);
  return out.slice(0, BOTTOM_NAVIGATION_MAX);
}
