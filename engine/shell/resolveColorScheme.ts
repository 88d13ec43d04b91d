import type { Theming } from './themingPreference.ts';

/** The scheme actually shown. */
export type ResolvedColorScheme = 'dark' | 'light';

/** `system` follows the device (prefers-color-scheme); `dark` and `light` are taken as they are. */
export function resolveColorScheme(
  colorScheme: Theming['colorScheme'],
  systemPrefersDark: boolean,
): ResolvedColorScheme {
  if (colorScheme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return colorScheme;
}
