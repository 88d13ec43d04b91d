import { useEffect } from 'react';
import { RELOAD_LAYOUT_EVENT } from '../../engine/shell/shortcuts.ts';

/** Runs `reload` when the shell asks pages to reload their layout (Alt+R), without a page reload. */
export function useReloadLayout(reload: () => void): void {
  useEffect(() => {
    window.addEventListener(RELOAD_LAYOUT_EVENT, reload);
    return () => window.removeEventListener(RELOAD_LAYOUT_EVENT, reload);
  }, [reload]);
}
