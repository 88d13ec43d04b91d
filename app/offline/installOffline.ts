import { setOfflineHooks } from '../api/http.ts';
import { networkFallback, rememberAnswer } from './offlineAdapter.ts';
import { offlineState, restoreOfflineFlag } from './offlineState.ts';

/** Connects the offline mode to the API client before the first call (app/main.tsx). */
export function installOffline(): void {
  setOfflineHooks(networkFallback, rememberAnswer, () => offlineState.get().offline || navigator.onLine === false);
  restoreOfflineFlag();
}
