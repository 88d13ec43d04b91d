import { useEffect, useRef } from 'react';

/** A key combination: `alt+KeyS`, `mod+KeyS` (Ctrl or Cmd), matched on the physical key code. */
export type Shortcut = `${'alt' | 'mod'}+${string}`;

function matches(e: KeyboardEvent, shortcut: Shortcut): boolean {
  const [modifier, code] = shortcut.split('+');
  const held = modifier === 'alt' ? e.altKey && !e.ctrlKey && !e.metaKey : (e.ctrlKey || e.metaKey) && !e.altKey;
  return held && !e.shiftKey && (e.code === code || e.key.toLowerCase() === code.replace(/^Key/, '').toLowerCase());
}

/**
 * Runs `handler` on a keyboard shortcut while `enabled` (Alt+S search, Ctrl/Cmd+S save, Alt+Q, Alt+R);
 * the browser's own meaning of the keys is suppressed. The latest handler always runs.
 */
export function useShortcut(shortcut: Shortcut, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (!matches(e, shortcut)) return;
      e.preventDefault();
      e.stopPropagation();
      latest.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [shortcut, enabled]);
}
