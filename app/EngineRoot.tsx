import { Outlet } from 'react-router-dom';
import { EngineProvider } from './EngineProvider.tsx';
import { OfflineManager } from './offline/OfflineManager.tsx';
import { FormatCheckProvider } from './scripts/FormatCheckProvider.tsx';
import { LayoutRunnerProvider } from './scripts/LayoutRunnerProvider.tsx';

/**
 * The engine under the signed-in application and the public flow pages: renderers' environment
 * (registry, data provider, notices), layout and format-check scripts, offline mode. Loaded after
 * the sign-in page (app/routes.tsx), so the entity definitions are not in its first load
 * (docs/performance.md, bundle).
 */
export default function EngineRoot() {
  return (
    <EngineProvider>
      <LayoutRunnerProvider>
        <FormatCheckProvider>
          <OfflineManager />
          <Outlet />
        </FormatCheckProvider>
      </LayoutRunnerProvider>
    </EngineProvider>
  );
}
