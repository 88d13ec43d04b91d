import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Spin } from 'antd';
import type { EntityRegistry } from '../engine/registry/EntityRegistry.ts';
import { LoginPage } from './auth/LoginPage.tsx';
import { SPECIAL_PAGES } from './pages/special/index.ts';
import { LOGIN_ROUTE } from './auth/session.ts';
import { LandingRedirect } from './shell/LandingRedirect.tsx';
import { RequireAuth } from './shell/RequireAuth.tsx';
import { Shell } from './shell/Shell.tsx';

const ListRoute = lazy(() => import('./pages/ListRoute.tsx'));
const CardRoute = lazy(() => import('./pages/CardRoute.tsx'));
const DocumentationPage = lazy(() => import('./pages/DocumentationPage.tsx'));
const FlowEntryPage = lazy(() => import('./flow/FlowEntryPage.tsx'));
const SetPasswordPage = lazy(() => import('./auth/SetPasswordPage.tsx'));
const ShortLinkPage = lazy(() => import('./pages/ShortLinkPage.tsx'));
const NotFoundPage = lazy(() => import('./shell/NotFoundPage.tsx'));

const page = (node: ReactNode) => <Suspense fallback={<Spin style={{ margin: 48 }} />}>{node}</Suspense>;

/** The route table, generated from the entity registry (no hand-written list of entity pages). */
export function buildRoutes(registry: EntityRegistry): RouteObject[] {
  const entityRoutes: RouteObject[] = [];
  for (const info of registry.all()) {
    if (info.listRoute) entityRoutes.push({ path: info.listRoute, element: page(<ListRoute info={info} />) });
    // an id-only entity (seed 000 §2.5, /bank-transaction) has no creation page
    if (!info.idOnly) entityRoutes.push({ path: info.route, element: page(<CardRoute info={info} />) });
    entityRoutes.push({ path: `${info.route}/:key`, element: page(<CardRoute info={info} />) });
  }
  return [
    { path: LOGIN_ROUTE, element: <LoginPage /> },
    { path: '/authentication', element: <Navigate to={LOGIN_ROUTE} replace /> },
    { path: '/k/:accessKey/p/:pageId', element: page(<FlowEntryPage />) },
    { path: '/authentication/set-password', element: page(<SetPasswordPage />) },
    {
      path: '/',
      element: (
        <RequireAuth>
          <Shell />
        </RequireAuth>
      ),
      children: [
        { index: true, element: <LandingRedirect /> },
        // special pages first: one with the path of an entity list (/scripts) replaces that list
        ...SPECIAL_PAGES.map(({ path, component: Page }) => ({ path, element: page(<Page />) })),
        ...entityRoutes,
        { path: '/u/:shortKey', element: page(<ShortLinkPage />) },
        { path: '/documentation', element: page(<DocumentationPage />) },
        { path: '/documentation/:page', element: page(<DocumentationPage />) },
        { path: '*', element: page(<NotFoundPage />) },
      ],
    },
  ];
}
