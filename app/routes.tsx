import { lazy, Suspense, type ReactNode } from 'react';
import { loadEngineRoot, loadEntityRoutes, loadShell } from './chunks.ts';
import { lazyLoaded } from './lazyLoaded.ts';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spin } from 'antd';
import { LoginPage } from './auth/LoginPage.tsx';
import { SPECIAL_PAGES } from './pages/special/index.ts';
import { LOGIN_ROUTE } from './auth/session.ts';
import { LandingRedirect } from './shell/LandingRedirect.tsx';
import { RequireAuth } from './shell/RequireAuth.tsx';

// The sign-in page is the first load; the engine, the shell and the entity definitions load after it
// (prefetched while the browser is idle, app/prefetchChunks.ts), each page when first opened.
// nested lazy routes would load one after the other (engine, then shell, then entity pages): the
// engine's request starts the other two beside it (an import already under way is shared); once
// prefetched, each renders in the same pass as its parent (app/lazyLoaded.ts)
const EngineRoot = lazyLoaded(
  loadEngineRoot,
  (m) => m.default,
  () => {
    void loadShell().catch(() => undefined);
    void loadEntityRoutes().catch(() => undefined);
  },
);
const Shell = lazyLoaded(loadShell, (m) => m.Shell);
const EntityRoutes = lazyLoaded(loadEntityRoutes, (m) => m.default);
const DocumentationPage = lazy(() => import('./pages/DocumentationPage.tsx'));
const FlowEntryPage = lazy(() => import('./flow/FlowEntryPage.tsx'));
const SetPasswordPage = lazy(() => import('./auth/SetPasswordPage.tsx'));
const ShortLinkPage = lazy(() => import('./pages/ShortLinkPage.tsx'));

const page = (node: ReactNode) => <Suspense fallback={<Spin style={{ margin: 48 }} />}>{node}</Suspense>;

/**
 * The route table: the sign-in pages, then the engine's routes (public flow pages and the shell).
 * Entity pages come from the registry (app/pages/EntityRoutes.tsx, under the shell's catch-all);
 * special pages are listed first, so one with the path of an entity list (/scripts) replaces that list.
 */
export function buildRoutes(): RouteObject[] {
  return [
    { path: LOGIN_ROUTE, element: <LoginPage /> },
    { path: '/authentication', element: <Navigate to={LOGIN_ROUTE} replace /> },
    { path: '/authentication/set-password', element: page(<SetPasswordPage />) },
    {
      element: page(<EngineRoot />),
      children: [
        { path: '/k/:accessKey/p/:pageId', element: page(<FlowEntryPage />) },
        {
          path: '/',
          element: <RequireAuth>{page(<Shell />)}</RequireAuth>,
          children: [
            { index: true, element: <LandingRedirect /> },
            ...SPECIAL_PAGES.map(({ path, component: Page }) => ({ path, element: page(<Page />) })),
            { path: '/u/:shortKey', element: page(<ShortLinkPage />) },
            { path: '/documentation', element: page(<DocumentationPage />) },
            { path: '/documentation/:page', element: page(<DocumentationPage />) },
            { path: '*', element: page(<EntityRoutes />) },
          ],
        },
      ],
    },
  ];
}
