import type { KeyPress } from '../shell/shortcuts.ts';

/** Card page shortcuts (seed 002 §2.9): Ctrl+B toggles the side column, Alt+C collapses or expands all cards. */
export type CardShortcut = 'toggleSide' | 'toggleAll';

export function cardShortcut(e: KeyPress): CardShortcut | undefined {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (e.ctrlKey && !e.altKey && !e.shiftKey && key === 'b') return 'toggleSide';
  if (e.altKey && !e.ctrlKey && !e.metaKey && (key === 'c' || key === 'ç')) return 'toggleAll';
  return undefined;
}
