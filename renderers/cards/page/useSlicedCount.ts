import { useLayoutEffect, useState, type RefObject } from 'react';

/** Fields drawn at first, and added per step while the drawn ones do not fill the screen. */
export const SLICE = 12;
/** Fields added at least per idle moment once the screen is full (as many as are drawn, when more). */
export const IDLE_SLICE = 24;
/** How far below the viewport the drawn fields must reach before the first paint (px). */
const NEAR_PX = 200;

/**
 * How many of a card's `total` fields to draw: a first slice, grown before the first paint until the
 * drawn fields reach below the viewport (`end`, a mark after the last drawn field), then, at each
 * idle moment of the browser (at the latest every 100 ms), as many again, so the fields on screen
 * paint first and the rest comes in a few commits. `all` draws everything at once (a save, a jump
 * to a field); so does a browser without IntersectionObserver (tests), as before.
 */
export function useSlicedCount(total: number, end: RefObject<HTMLElement | null>, all: boolean): number {
  const [count, setCount] = useState(() =>
    typeof IntersectionObserver === 'undefined' ? total : Math.min(total, SLICE),
  );
  const drawn = all ? total : Math.min(count, total);
  useLayoutEffect(() => {
    if (drawn >= total) return;
    const mark = end.current;
    // still on screen: grow before the browser paints
    if (!mark || mark.getBoundingClientRect().top < window.innerHeight + NEAR_PX)
      return setCount(drawn + SLICE);
    // doubling: few commits (each lays the page out again) for a long form
    const grow = () => setCount(drawn + Math.max(IDLE_SLICE, drawn));
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(grow, { timeout: 100 });
      return () => cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(grow, 16);
    return () => window.clearTimeout(timer);
  }, [drawn, total, end]);
  return drawn;
}
