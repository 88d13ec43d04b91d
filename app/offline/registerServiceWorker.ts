/**
 * Registers the background worker /sw.js (seed 000 §4.2): a new worker version taking over reloads
 * the page once; a worker that fails to register is logged and the application starts anyway.
 * Development (vite dev) has no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // a page that had no worker (first visit) is not reloaded when the first one takes control
  let reloadOnChange = !!container.controller;
  container.addEventListener('controllerchange', () => {
    if (!reloadOnChange) {
      reloadOnChange = true;
      return;
    }
    reloadOnChange = false;
    window.location.reload();
  });
  container.register('/sw.js', { scope: '/' }).catch((err: unknown) => {
    console.error('Background worker registration failed', err);
  });
}
