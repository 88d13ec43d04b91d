/**
 * Menus and bottom navigation items show only if the user shares a profile with the item, or the
 * item lists none (seed 000 §6).
 */
export function sharesProfile(userProfiles: readonly string[] | null | undefined, itemProfiles: readonly string[] | null | undefined): boolean {
  if (!itemProfiles?.length) return true;
  const mine = new Set(userProfiles ?? []);
  return itemProfiles.some((p) => mine.has(p));
}
