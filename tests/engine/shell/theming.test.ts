import { describe, expect, it } from 'vitest';
import { darkModeFilter } from '../../../engine/shell/darkModeFilter.ts';
import { resolveColorScheme } from '../../../engine/shell/resolveColorScheme.ts';
import { normalizeTheming, THEMING_DEFAULTS } from '../../../engine/shell/themingPreference.ts';

describe('theming preference (seed 000 §3.6)', () => {
  it('completes a missing or partial value with the defaults: system, 100, 90, 10', () => {
    expect(normalizeTheming(undefined)).toEqual({
      colorScheme: 'system',
      darkModeBrightness: 100,
      darkModeContrast: 90,
      darkModeSepia: 10,
    });
    expect(normalizeTheming({ colorScheme: 'dark' })).toEqual({ ...THEMING_DEFAULTS, colorScheme: 'dark' });
    expect(normalizeTheming('dark')).toEqual(THEMING_DEFAULTS);
  });

  it('refuses an unknown scheme and clamps values that would make the interface unreadable', () => {
    expect(
      normalizeTheming({
        colorScheme: 'purple',
        darkModeBrightness: -5,
        darkModeContrast: 900,
        darkModeSepia: 150,
      }),
    ).toEqual({
      colorScheme: 'system',
      darkModeBrightness: 0,
      darkModeContrast: 200,
      darkModeSepia: 100,
    });
    expect(normalizeTheming({ darkModeBrightness: '80', darkModeContrast: Number.NaN })).toMatchObject({
      darkModeBrightness: 100,
      darkModeContrast: 90,
    });
  });

  it('resolves system through the device preference, keeps dark and light', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
    expect(resolveColorScheme('light', true)).toBe('light');
  });

  it('filters the dark scheme only, with the preference in percent', () => {
    expect(darkModeFilter(THEMING_DEFAULTS, 'dark')).toBe('brightness(100%) contrast(90%) sepia(10%)');
    expect(darkModeFilter({ ...THEMING_DEFAULTS, darkModeBrightness: 80, darkModeSepia: 0 }, 'dark')).toBe(
      'brightness(80%) contrast(90%) sepia(0%)',
    );
    expect(darkModeFilter(THEMING_DEFAULTS, 'light')).toBeUndefined();
  });
});
