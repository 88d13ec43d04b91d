import { useCallback, useMemo, useState } from 'react';
import { collapseKey, readCollapsed, writeCollapsed } from '../../../engine/cards/collapseKey.ts';
import type { CardLayout } from '../../../engine/cards/types.ts';

import { useEngine } from '../../context/EngineContext.ts';

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

/**
 * Collapse state of the cards of a layout, remembered in local storage by route path and title
 * (seed 002 §2.9), with a toggle of all cards (Alt+C): collapse all if any is open, else open all.
 * When the user configuration says `saveOuterPanelsExpandedState: false` nothing is saved nor
 * restored: each card opens as its layout says, and a change lasts while the page is shown.
 */
export function useCollapsedCards(layout: CardLayout, routePath: string) {
  const { user } = useEngine();
  const store = user?.saveOuterPanelsExpandedState === false ? undefined : storage();
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  const cards = useMemo(() => [...layout.left, ...layout.right].filter((c) => c.collapsible), [layout]);
  const isCollapsed = useCallback(
    (key: string) => {
      if (key in overrides) return overrides[key];
      const card = cards.find((c) => c.key === key);
      return card ? readCollapsed(store, collapseKey(routePath, card.title), card.collapsed) : false;
    },
    [cards, overrides, routePath, store],
  );
  const setCollapsed = useCallback(
    (key: string, collapsed: boolean) => {
      const card = cards.find((c) => c.key === key);
      if (!card) return;
      writeCollapsed(store, collapseKey(routePath, card.title), collapsed);
      setOverrides((o) => ({ ...o, [key]: collapsed }));
    },
    [cards, routePath, store],
  );
  const toggleAll = useCallback(() => {
    const collapse = cards.some((c) => !isCollapsed(c.key));
    for (const c of cards) writeCollapsed(store, collapseKey(routePath, c.title), collapse);
    setOverrides(Object.fromEntries(cards.map((c) => [c.key, collapse])));
  }, [cards, isCollapsed, routePath, store]);
  return { isCollapsed, setCollapsed, toggleAll };
}
