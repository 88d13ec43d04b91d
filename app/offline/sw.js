/* The background worker served at /sw.js (seed 000 §1, §4.2; seed 002 §4.1), built by Workbox
 * (vite-plugin-pwa, injectManifest: vite.config.ts) which bundles the imports below and puts the
 * precache list in place of self.__WB_MANIFEST: index.html, the entry chunk, its static imports and
 * styles, the web app manifest and its icons (scripts/precacheShell.ts). Other built files (the lazy
 * chunks of the pages a user opens) are cached the first time they load, so a page opened once opens
 * again without the network. API calls are never cached here: the application keeps its own offline
 * data (app/offline/idb.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

// a new build is a new worker: it takes over at once (the page reloads itself: registerServiceWorker.ts)
self.addEventListener('install', () => self.skipWaiting());
clientsClaim();

// '/' is not answered from the precache (directoryIndex off): the page itself goes network first
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

// the caches of the hand-written worker before Workbox (tabula-shell-<version>, tabula-assets-<version>)
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => /^tabula-(shell|assets)-[0-9a-f]{12}$/.test(k)).map((k) => caches.delete(k)))),
  );
});

/** Network first for the page itself (a deployment shows at once); without network, the precached shell. */
const pages = new NetworkFirst({
  cacheName: 'tabula-pages',
  plugins: [
    {
      // the shell is one page for every address: the precached index.html, never a copy per address
      cacheWillUpdate: async () => null,
      handlerDidError: async () => (await matchPrecache('index.html')) ?? undefined,
    },
  ],
});
registerRoute(new NavigationRoute(pages, { denylist: [/^\/api\//, /^\/sw\.js$/] }));

/** Built files carry a content hash in their name: the cached copy is always right. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'tabula-assets', plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })] }),
);

/** Web push (seed 001 §7): the server sends {title, body, url, tag}; the worker shows it. */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Tabula';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-64.png',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then((w) => (w && 'navigate' in w ? w.navigate(target) : w));
      return self.clients.openWindow(target);
    }),
  );
});
