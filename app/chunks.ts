import { moduleLoader } from './lazyLoaded.ts';

/**
 * The code of a signed-in day, one loader each, shared by the routes that render it (app/routes.tsx,
 * app/pages/EntityRoutes.tsx, app/pages/special/index.ts) and the prefetch of the sign-in page
 * (app/prefetchChunks.ts): a module the prefetch loaded renders at once when its route opens
 * (app/lazyLoaded.ts), without a suspended pass per nested route.
 */
export const loadEngineRoot = moduleLoader(() => import('./EngineRoot.tsx'));
export const loadShell = moduleLoader(() => import('./shell/Shell.tsx'));
export const loadEntityRoutes = moduleLoader(() => import('./pages/EntityRoutes.tsx'));
export const loadHomePage = moduleLoader(() => import('./pages/home/HomePage.tsx'));
export { loadCardRoute, loadListRoute } from './pages/routeChunks.ts';
