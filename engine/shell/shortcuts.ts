/** Actions bound to keyboard shortcuts in the shell (seed 000 §2.1). */
export type ShortcutAction =
  | 'reloadLayout'
  | 'submitForm'
  | 'openScripts'
  | 'toggleSideView'
  | 'toggleDecoration'
  | 'toggleDebug';

export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/**
 * The shell action of a key press, or undefined: Alt+R reloads the page layout; Ctrl/Cmd+S submits
 * the form; Ctrl+Shift+S opens /scripts; Escape or Alt+X toggles the side view; F9 the decoration
 * mode; Ctrl+Shift+C the debug mode. Who may use which is decided by the caller.
 */
export function shortcutAction(e: KeyPress): ShortcutAction | undefined {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const ctrl = !!(e.ctrlKey || e.metaKey);
  if (e.altKey && !ctrl && key === 'r') return 'reloadLayout';
  if (e.altKey && !ctrl && key === 'x') return 'toggleSideView';
  if (key === 'Escape' && !ctrl && !e.altKey) return 'toggleSideView';
  if (key === 'F9') return 'toggleDecoration';
  if (e.ctrlKey && e.shiftKey && key === 's') return 'openScripts';
  if (e.ctrlKey && e.shiftKey && key === 'c') return 'toggleDebug';
  if (ctrl && !e.shiftKey && key === 's') return 'submitForm';
  return undefined;
}

/** Event the shell dispatches on Alt+R; pages re-run their layout / reload their data on it. */
export const RELOAD_LAYOUT_EVENT = 'tabula:reload-layout';
