/** /app-preload: an empty page, used to warm the application (caches, service worker) without UI. */
export default function AppPreloadPage() {
  return <div data-testid="app-preload" />;
}
