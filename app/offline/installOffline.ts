import { connectivity } from '../../engine/offline/connectivity.ts';
import { setOfflineHooks } from '../api/http.ts';
import { networkFallback, rememberAnswer } from './offlineAdapter.ts';
import { offlineState, restoreOfflineFlag } from './offlineState.ts';

/** Connects the offline mode to the API client before the first call (app/main.tsx). */
export function installOffline(): void {
  const offline = () => offlineState.get().offline || navigator.onLine === false;
  setOfflineHooks(networkFallback, rememberAnswer, offline);
  // the renderers' error notices use the offline notice while the application is offline
  connectivity.setSource(offline);
  restoreOfflineFlag();
}
