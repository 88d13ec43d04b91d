import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spin } from 'antd';
import { loadCardRoute, loadListRoute } from './routeChunks.ts';
import { lazyLoaded } from '../lazyLoaded.ts';
import { registry } from '../registry.ts';

const ListRoute = lazyLoaded(loadListRoute, (m) => m.default);
const CardRoute = lazyLoaded(loadCardRoute, (m) => m.default);
const NotFoundPage = lazy(() => import('../shell/NotFoundPage.tsx'));

const page = (node: ReactNode) => <Suspense fallback={<Spin style={{ margin: 48 }} />}>{node}</Suspense>;
/** Paths below the shell's `*` route are matched relative to it. */
const relative = (path: string) => path.replace(/^\//, '');

/**
 * The entity pages, generated from the registry (no hand-written list of entity pages): each
 * entity's list, creation card and card by key; anything else is not found. Mounted under the
 * shell's catch-all route (app/routes.tsx), so the registry loads with the shell, not the sign-in page.
 */
export default function EntityRoutes() {
  return (
    <Routes>
      {registry.all().flatMap((info) => [
        info.listRoute ? <Route key={`${info.name}:list`} path={relative(info.listRoute)} element={page(<ListRoute info={info} />)} /> : null,
        // an id-only entity (seed 000 §2.5, /bank-transaction) has no creation page
        info.idOnly ? null : <Route key={`${info.name}:new`} path={relative(info.route)} element={page(<CardRoute info={info} />)} />,
        <Route key={`${info.name}:card`} path={`${relative(info.route)}/:key`} element={page(<CardRoute info={info} />)} />,
      ])}
      <Route path="*" element={page(<NotFoundPage />)} />
    </Routes>
  );
}
