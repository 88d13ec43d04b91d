import type { StatusKind } from '../workflow/types.ts';

/** Colours of a status badge. */
export interface BadgeColors {
  color: string;
  background: string;
  border: string;
}

/**
 * Distinct colours per status kind (seed 002 §4), and for the current status, which also gets a
 * visible border. Chosen to keep a 4.5:1 text contrast on their background.
 */
export const BADGE_COLORS: Record<StatusKind | 'current', BadgeColors> = {
  error: { color: '#a8071a', background: '#fff1f0', border: '#ffa39e' },
  warning: { color: '#874d00', background: '#fffbe6', border: '#ffe58f' },
  stopped: { color: '#434343', background: '#f5f5f5', border: '#d9d9d9' },
  ongoing: { color: '#0958d9', background: '#e6f4ff', border: '#91caff' },
  current: { color: '#391085', background: '#f9f0ff', border: '#722ed1' },
  success: { color: '#135200', background: '#f6ffed', border: '#b7eb8f' },
};

/**
 * The same kinds in the dark colour scheme: light texts on deep backgrounds, so a badge neither
 * glares on a dark page nor drops under the 4.5:1 text contrast.
 */
export const DARK_BADGE_COLORS: Record<StatusKind | 'current', BadgeColors> = {
  error: { color: '#ffa39e', background: '#2a1215', border: '#a8071a' },
  warning: { color: '#ffe58f', background: '#2b2111', border: '#ad6800' },
  stopped: { color: '#d9d9d9', background: '#262626', border: '#595959' },
  ongoing: { color: '#91caff', background: '#111a2c', border: '#1677ff' },
  current: { color: '#d3adf7', background: '#1a1325', border: '#9254de' },
  success: { color: '#b7eb8f', background: '#162312', border: '#389e0d' },
};

/**
 * The colours of a badge: its kind's, or the current status's (with a 2 px border) when current;
 * from the dark set when `dark` (the dark colour scheme).
 */
export function badgeStyle(kind: StatusKind | undefined, current: boolean, dark = false): BadgeColors & { borderWidth: number } {
  const colors = dark ? DARK_BADGE_COLORS : BADGE_COLORS;
  if (current) return { ...colors.current, borderWidth: 2 };
  return { ...colors[kind ?? 'ongoing'], borderWidth: 1 };
}
