import { useLayoutEffect, useState, type RefObject } from 'react';

/** How far below the viewport a card still counts as visible (px). */
const NEAR_PX = 200;

/**
 * Whether a card's body may be drawn yet: at once when its frame is in (or near) the viewport as
 * the page first lays out, else when it scrolls near it or when the browser is idle, whichever comes
 * first. The visible cards of a card page are so drawn (and their data asked) before the others.
 * Without IntersectionObserver (tests, old browsers) every body is drawn at once; so is every body
 * once `force` is set (a save, a jump to a field: DrawAllContext).
 */
export function useShownWhenNear(ref: RefObject<HTMLElement | null>, force = false): boolean {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useLayoutEffect(() => {
    const element = ref.current;
    if (shown || force) return;
    if (!element || element.getBoundingClientRect().top < window.innerHeight + NEAR_PX) return setShown(true);
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: `${NEAR_PX}px` });
    observer.observe(element);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(show, { timeout: 1500 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(show, 50) : undefined;
    return () => {
      observer.disconnect();
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [ref, shown, force]);
  return shown || force;
}
