import { useEffect } from 'react';

/** Ctrl/Cmd+S runs `save` instead of the browser's "save page" (seed 000 §2.1). */
export function useSaveShortcut(save: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save]);
}
