import { useMemo } from 'react';
import { App as AntApp } from 'antd';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AuthProvider, useAuth } from './auth/AuthContext.tsx';
import { useHostConfiguration } from './auth/hostConfiguration.ts';
import { EngineProvider } from './EngineProvider.tsx';
import { HashRedirect } from './shell/HashRedirect.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { initI18n } from './i18n/i18n.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { OfflineManager } from './offline/OfflineManager.tsx';
import { UiPreferencesProvider } from './preferences/UiPreferencesProvider.tsx';
import { registry } from './registry.ts';
import { buildRoutes } from './routes.tsx';
import { FormatCheckProvider } from './scripts/FormatCheckProvider.tsx';
import { LayoutRunnerProvider } from './scripts/LayoutRunnerProvider.tsx';
import { useConfigEvents } from './scripts/useConfigEvents.ts';
import { ThemingProvider } from './theming/ThemingProvider.tsx';

initI18n();

/** Providers that need the router (navigation) wrap every route; layout scripts run in the browser's sandbox. */
function Root() {
  const { user, reloadConfiguration } = useAuth();
  useConfigEvents(user !== null, reloadConfiguration);
  // the host's window title (and, on the sign-in page, its tenant and logo)
  useHostConfiguration();
  return (
    <EngineProvider>
      <LayoutRunnerProvider>
        <FormatCheckProvider>
          <HashRedirect />
          <OfflineManager />
          <Outlet />
        </FormatCheckProvider>
      </LayoutRunnerProvider>
    </EngineProvider>
  );
}

export function App() {
  const router = useMemo(() => createBrowserRouter([{ element: <Root />, errorElement: <RouteErrorPage />, children: buildRoutes(registry) }]), []);
  return (
    <AuthProvider>
      <LocaleProvider>
        <UiPreferencesProvider>
          <ThemingProvider>
            <AntApp>
              <RouterProvider router={router} />
            </AntApp>
          </ThemingProvider>
        </UiPreferencesProvider>
      </LocaleProvider>
    </AuthProvider>
  );
}
