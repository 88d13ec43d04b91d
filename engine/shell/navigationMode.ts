/** How the main menu is shown: a horizontal menu in the header, a left side menu, or that side menu collapsed to its initials. */
export type NavigationMode = 'top' | 'left' | 'collapsed';

export const NAVIGATION_MODES: readonly NavigationMode[] = ['top', 'left', 'collapsed'];

/** The UI preference group holding the mode (value `{ mode }`), and its local storage key. */
export const NAVIGATION_GROUP = 'NAVIGATION';
export const NAVIGATION_STORAGE_KEY = 'tabula.navigationMode';

/** A stored mode (the mode itself or a preference value `{ mode }`), undefined when absent or unknown. */
export function parseNavigationMode(value: unknown): NavigationMode | undefined {
  const mode = value && typeof value === 'object' ? (value as { mode?: unknown }).mode : value;
  return NAVIGATION_MODES.includes(mode as NavigationMode) ? (mode as NavigationMode) : undefined;
}
