/* The background worker served at /sw.js (seed 000 §1, §4.2; seed 002 §4.1).
 *
 * The build (scripts/viteServiceWorker.ts) prepends two constants:
 *   SW_VERSION  a hash of this file and the shell's file list (a new build = a new worker);
 *   SW_PRECACHE the application shell: index.html, the entry chunk, its static imports and styles,
 *               the web app manifest and its icons.
 * Other built files (the lazy chunks of the pages a user opens) are cached the first time they load,
 * so a page opened once opens again without the network. API calls are never cached here: the
 * application keeps its own offline data (app/offline/).
 */
/* global SW_VERSION, SW_PRECACHE */

const CACHE = `tabula-shell-${SW_VERSION}`;
const RUNTIME = `tabula-assets-${SW_VERSION}`;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SW_PRECACHE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('tabula-') && k !== CACHE && k !== RUNTIME).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Network first for the page itself (a deployment shows at once), the cached shell without network. */
async function navigate(request) {
  try {
    const answer = await fetch(request);
    if (answer.ok && (answer.headers.get('content-type') || '').startsWith('text/html')) {
      const cache = await caches.open(CACHE);
      await cache.put(SHELL, answer.clone());
    }
    return answer;
  } catch (err) {
    const cached = await caches.match(SHELL);
    if (cached) return cached;
    throw err;
  }
}

/** Built files carry a content hash in their name: the cached copy is always right. */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const answer = await fetch(request);
  if (answer.ok) {
    const cache = await caches.open(RUNTIME);
    await cache.put(request, answer.clone());
  }
  return answer;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || SW_PRECACHE.includes(url.pathname)) {
    event.respondWith(asset(request));
  }
});

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
