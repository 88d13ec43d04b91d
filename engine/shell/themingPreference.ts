import type { ThemingPreference } from '../../schemas/generated/shapes.ts';

/** The theming preference of a user is the UI preference of this group (seed 000 §3.6). */
export const THEMING_GROUP = 'THEMING';

/** A theming preference with every member set. */
export type Theming = Required<ThemingPreference>;

/** The defaults of schemas/shapes/theming-preference.json: follow the system, dark mode slightly softened. */
export const THEMING_DEFAULTS: Theming = Object.freeze({
  colorScheme: 'system',
  darkModeBrightness: 100,
  darkModeContrast: 90,
  darkModeSepia: 10,
});

const SCHEMES = new Set(['system', 'dark', 'light']);
const percent = (v: unknown, fallback: number, max: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(0, v)) : fallback;

/**
 * The stored value of a theming preference completed with the defaults: an unknown colour scheme
 * becomes `system`, and each percentage is a finite number clamped to 0..200 (sepia 0..100), so a
 * hand-edited preference can never make the interface unreadable.
 */
export function normalizeTheming(value: unknown): Theming {
  const v = value && typeof value === 'object' ? (value as ThemingPreference) : {};
  return {
    colorScheme: SCHEMES.has(v.colorScheme as string)
      ? (v.colorScheme as Theming['colorScheme'])
      : THEMING_DEFAULTS.colorScheme,
    darkModeBrightness: percent(v.darkModeBrightness, THEMING_DEFAULTS.darkModeBrightness, 200),
    darkModeContrast: percent(v.darkModeContrast, THEMING_DEFAULTS.darkModeContrast, 200),
    darkModeSepia: percent(v.darkModeSepia, THEMING_DEFAULTS.darkModeSepia, 100),
  };
}
