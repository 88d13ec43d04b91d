import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import { accessibleTokens } from '../../engine/shell/accessibleTokens.ts';
import { darkModeFilter } from '../../engine/shell/darkModeFilter.ts';
import { resolveColorScheme, type ResolvedColorScheme } from '../../engine/shell/resolveColorScheme.ts';
import { normalizeTheming, THEMING_GROUP, type Theming } from '../../engine/shell/themingPreference.ts';
import { useUiPreferences } from '../preferences/UiPreferencesProvider.tsx';
import { useSystemDark } from './useSystemDark.ts';

interface ThemingState {
  /** The stored theming preference, completed with the defaults. */
  stored: Theming;
  /** The scheme shown now (the preview's while /themes edits one). */
  scheme: ResolvedColorScheme;
  /** Shows a value app-wide without storing it (null ends the preview). */
  preview(value: Theming | null): void;
  /** Stores the value (UI / THEMING) and applies it. */
  save(value: Theming): Promise<void>;
}

const ThemingContext = createContext<ThemingState | null>(null);

export function useTheming(): ThemingState {
  const ctx = useContext(ThemingContext);
  if (!ctx) throw new Error('useTheming() needs <ThemingProvider>');
  return ctx;
}

/**
 * Applies the colour scheme of the theming preference (seed 000 §3.6) to the whole application: the
 * UI kit's dark or default algorithm, and on <html> the `data-color-scheme` marker, the CSS
 * `color-scheme` and, in the dark scheme, the brightness / contrast / sepia filter. The filter sits on
 * the document root because a filter on any other element would become the containing block of
 * fixed elements (the bottom bar) and would miss the pop-ups rendered into <body>.
 */
export function ThemingProvider({ children }: { children: ReactNode }) {
  const prefs = useUiPreferences();
  const systemDark = useSystemDark();
  const [previewed, setPreviewed] = useState<Theming | null>(null);
  // by content: saving another UI preference must not look like a theming change (it would reset /themes)
  const storedJson = JSON.stringify(prefs.value(THEMING_GROUP) ?? null);
  const stored = useMemo(() => normalizeTheming(JSON.parse(storedJson)), [storedJson]);
  const shown = previewed ?? stored;
  const scheme = resolveColorScheme(shown.colorScheme, systemDark);
  const filter = darkModeFilter(shown, scheme);

  useEffect(() => {
    const html = document.documentElement;
    html.dataset.colorScheme = scheme;
    html.style.colorScheme = scheme;
    html.style.filter = filter ?? '';
  }, [scheme, filter]);

  const state = useMemo<ThemingState>(
    () => ({ stored, scheme, preview: setPreviewed, save: (value) => prefs.save(THEMING_GROUP, value) }),
    [stored, scheme, prefs],
  );
  const algorithm = scheme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
  // tokens that keep texts at AA contrast (engine/shell/accessibleTokens.ts)
  const antdTheme = useMemo(() => ({ algorithm, token: accessibleTokens(scheme) }), [algorithm, scheme]);
  return (
    <ThemingContext.Provider value={state}>
      <ConfigProvider theme={antdTheme}>{children}</ConfigProvider>
    </ThemingContext.Provider>
  );
}
