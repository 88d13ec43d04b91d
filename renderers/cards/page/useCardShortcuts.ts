import { useEffect } from 'react';
import { cardShortcut, type CardShortcut } from '../../../engine/cards/cardShortcut.ts';

/** Ctrl+B (side column) and Alt+C (all cards) on a card page. */
export function useCardShortcuts(handlers: Record<CardShortcut, () => void>): void {
  const { toggleSide, toggleAll } = handlers;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = cardShortcut(e);
      if (!action) return;
      e.preventDefault();
      if (action === 'toggleSide') toggleSide();
      else toggleAll();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleSide, toggleAll]);
}
