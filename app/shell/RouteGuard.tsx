import { lazy, Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { mayOpenPath } from '../../engine/permissions/index.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { registry } from '../registry.ts';

const ForbiddenPage = lazy(() => import('./ForbiddenPage.tsx'));

/**
 * The route guard of seed 000 §2.1 and §6: a page of an entity the user's profiles may not read (no
 * menu path, landing page, client route or allowed route covers it) shows the 403 page instead; the
 * server refuses the data anyway. Admin-like users open everything.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { configuration } = useAuth();
  const { pathname } = useLocation();
  if (mayOpenPath(pathname, registry.all(), configuration)) return <>{children}</>;
  return (
    <Suspense fallback={<Spin style={{ margin: 48 }} />}>
      <ForbiddenPage />
    </Suspense>
  );
}
