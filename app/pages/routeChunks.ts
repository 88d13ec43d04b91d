import { moduleLoader } from '../lazyLoaded.ts';

/**
 * The list and card routes' code, one loader each, shared by the entity routes that render them
 * (EntityRoutes.tsx) and the sign-in page's prefetch (app/chunks.ts re-exports them): kept apart from
 * app/chunks.ts, which loads EntityRoutes.tsx itself, so that no module imports itself back.
 */
export const loadListRoute = moduleLoader(() => import('./ListRoute.tsx'));
export const loadCardRoute = moduleLoader(() => import('./CardRoute.tsx'));
