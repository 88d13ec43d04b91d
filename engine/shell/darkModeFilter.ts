import type { ResolvedColorScheme } from './resolveColorScheme.ts';
import type { Theming } from './themingPreference.ts';

/**
 * The CSS filter of the dark scheme (brightness, contrast and sepia of the preference, in %), or
 * undefined in the light scheme, which is never filtered.
 */
export function darkModeFilter(theming: Theming, scheme: ResolvedColorScheme): string | undefined {
  if (scheme !== 'dark') return undefined;
  return `brightness(${theming.darkModeBrightness}%) contrast(${theming.darkModeContrast}%) sepia(${theming.darkModeSepia}%)`;
}
