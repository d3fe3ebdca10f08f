/* global self, caches, fetch, URL */
// The page's service worker (hand-written; vite.config.ts fills in the build's file list). It keeps
// every file of the build so the page loads with the network cut: the page itself network-first
// (a new build shows as soon as the server answers), hashed assets cache-first. GraphQL is never
// cached: the page falls back to the engine in its Web Worker when the server cannot be reached.
// Only the app's own files are kept: a navigation to any other path of the server (/health/live,
// /graphql) is left to the network, never stored as the page (once, one visit to /health/live
// made the offline page read {"status":"ok"}).
const VERSION = '__VERSION__';
const FILES = /** @type {string[]} */ (JSON.parse('__FILES__'));
const CACHE = 'sudoku-' + VERSION;
/** The paths that are the page itself (a share link keeps its data in the fragment, after '/'). */
const PAGE_PATHS = ['/', '/index.html'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(['/', ...FILES]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sudoku-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/graphql')) return;
  if (req.mode === 'navigate') {
    if (!PAGE_PATHS.includes(url.pathname)) return;
    event.respondWith(
      fetch(req)
        .then((res) => {
          const copy = res.clone();
          if (res.ok) void caches.open(CACHE).then((c) => c.put('/', copy));
          return res;
        })
        .catch(() => caches.match('/')),
    );
    return;
  }
  // The build's files from the cache; anything else straight from the network, never stored.
  if (!FILES.includes(url.pathname)) return;
  event.respondWith(caches.match(req).then((hit) => hit ?? fetch(req)));
});
