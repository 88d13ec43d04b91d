/**
 * Whether the application is offline, as the renderers see it (the error notices of seed 000 §4.2):
 * the app's offline state (app/offline/offlineState.ts) when it is installed, else the browser's
 * own `navigator.onLine`. Renderers read it here and never import the app.
 */
type Source = () => boolean;

const browserOffline: Source = () => typeof navigator !== 'undefined' && navigator.onLine === false;
let source: Source = browserOffline;

export const connectivity = {
  /** True while the application works offline. */
  offline: (): boolean => source(),
  /** Installs where the offline state comes from; without an argument, back to the browser's flag. */
  setSource(next?: Source): void {
    source = next ?? browserOffline;
  },
};
