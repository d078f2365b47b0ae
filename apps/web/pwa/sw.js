/* global self, caches, fetch, URL, __PRECACHE__ */
// The site's service worker, written to dist/sw.js by the build (vite.config.ts) with its version and
// the first page's files. It keeps only the shell's static files and the offline page: never an API
// answer, a media file or anything personal, so nobody's data is left on a shared device.
const VERSION = '__VERSION__';
const SHELL = `swerte-shell-${VERSION}`;
const PRECACHE = [
  '/offline.html',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  ...__PRECACHE__,
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(PRECACHE)));
  self.skipWaiting();
});

// A new build's worker drops the files of the builds before it.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** Content-hashed build files never change: the cache answers first, the network fills it. */
async function fromCacheFirst(request) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages always come from the network; the offline page only stands in when there is none.
    event.respondWith(fetch(request).catch(() => caches.match('/offline.html')));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(fromCacheFirst(request));
  }
});
