import { useEffect, useRef } from 'react';

/** Time the side navigation takes to fold or unfold (ms, seed 002 §9). */
export const NAVIGATION_RESIZE_DELAY = 400;

/**
 * Sends the window's resize event once the side navigation has folded or unfolded (400 ms after the
 * change, its animation done): what is drawn to the size of its box (the relations diagram, charts)
 * is redrawn to the page's new width. Nothing at the first render.
 */
export function useNavigationResize(collapsed: boolean): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => window.dispatchEvent(new Event('resize')), NAVIGATION_RESIZE_DELAY);
    return () => window.clearTimeout(timer);
  }, [collapsed]);
}
