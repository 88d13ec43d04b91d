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

/** The colours of a badge: its kind's, or the current status's (with a 2 px border) when current. */
export function badgeStyle(kind: StatusKind | undefined, current: boolean): BadgeColors & { borderWidth: number } {
  if (current) return { ...BADGE_COLORS.current, borderWidth: 2 };
  return { ...BADGE_COLORS[kind ?? 'ongoing'], borderWidth: 1 };
}
