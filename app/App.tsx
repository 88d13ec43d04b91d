import { useEffect, useMemo } from 'react';
import { App as AntApp } from 'antd';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AuthProvider, useAuth } from './auth/AuthContext.tsx';
import { useHostConfiguration } from './auth/hostConfiguration.ts';
import { HashRedirect } from './shell/HashRedirect.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { initI18n } from './i18n/i18n.ts';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import { UiPreferencesProvider } from './preferences/UiPreferencesProvider.tsx';
import { prefetchWhenIdle } from './prefetchChunks.ts';
import { buildRoutes } from './routes.tsx';
import { useConfigEvents } from './scripts/useConfigEvents.ts';
import { ThemingProvider } from './theming/ThemingProvider.tsx';

initI18n();

/**
 * What every route shares: the configuration's live events, the host's window title (and, on the
 * sign-in page, its tenant and logo), old hash addresses. The engine wraps the routes after the
 * sign-in page (app/EngineRoot.tsx), loaded when first needed.
 */
function Root() {
  const { user, reloadConfiguration } = useAuth();
  useConfigEvents(user !== null, reloadConfiguration);
  useHostConfiguration();
  // the engine's and the shell's code, fetched while the sign-in page waits (app/prefetchChunks.ts);
  // once signed in, each page loads what it needs and the shell warms the forms (WarmUpWhenIdle)
  const signedIn = user !== null;
  useEffect(() => (signedIn ? undefined : prefetchWhenIdle()), [signedIn]);
  return (
    <>
      <HashRedirect />
      <Outlet />
    </>
  );
}

export function App() {
  const router = useMemo(() => createBrowserRouter([{ element: <Root />, errorElement: <RouteErrorPage />, children: buildRoutes() }]), []);
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
