import { useMemo } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AuthProvider } from './auth/AuthContext.tsx';
import { EngineProvider } from './EngineProvider.tsx';
import { registry } from './registry.ts';
import { buildRoutes } from './routes.tsx';

/** Providers that need the router (navigation) wrap every route. */
function Root() {
  return (
    <EngineProvider>
      <Outlet />
    </EngineProvider>
  );
}

export function App() {
  const router = useMemo(() => createBrowserRouter([{ element: <Root />, children: buildRoutes(registry) }]), []);
  return (
    <ConfigProvider>
      <AntApp>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </AntApp>
    </ConfigProvider>
  );
}
