import { whenIdle } from '../renderers/hooks/whenIdle.ts';
import { loadCardRoute, loadEngineRoot, loadEntityRoutes, loadHomePage, loadListRoute, loadShell } from './chunks.ts';

/**
 * The code a signed-in day opens first, in order: the engine (with the entity definitions), the
 * shell, the entity pages, the home page, a list and a card. None is in the sign-in page's first
 * load (app/routes.tsx); each is fetched and evaluated in its own idle time, so the sign-in page
 * stays responsive and signing in does not wait for the network (docs/performance.md, bundle).
 */
const NEXT_CHUNKS: readonly (() => Promise<unknown>)[] = [loadEngineRoot, loadShell, loadEntityRoutes, loadHomePage, loadListRoute, loadCardRoute];

/**
 * Loads {@link NEXT_CHUNKS} one per idle time, beginning when the browser is first idle; returns the
 * cancel. A chunk that cannot be fetched (offline, a new version deployed) is only not prefetched:
 * the route loads it when opened, as without prefetching.
 */
export function prefetchWhenIdle(chunks: readonly (() => Promise<unknown>)[] = NEXT_CHUNKS, timeout = 5000): () => void {
  let cancel = () => {};
  let stopped = false;
  const next = (index: number) => {
    if (stopped || index >= chunks.length) return;
    cancel = whenIdle(() => {
      void chunks[index]()
        .catch(() => undefined)
        .then(() => next(index + 1));
    }, timeout);
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
