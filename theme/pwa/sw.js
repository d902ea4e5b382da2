// docgen's service worker (`pwa`, as Docusaurus's PWA plugin's): `self.PRECACHE` (written above this by the build)
// lists the built site's files a reader needs offline. Registered with `?offlineMode=true`, it keeps them all when it
// installs and answers from them (a page's URL with or without `.html` or `/index.html`), taking over the open pages at
// once; with `false`, it keeps nothing and lets every request through, and drops what an earlier one kept.
/* global PRECACHE */
const offline = new URL(self.location.href).searchParams.get('offlineMode') === 'true';
const CACHE = `docgen-offline-${PRECACHE.version}`;
const kept = new Set(PRECACHE.files);

self.addEventListener('install', (event) => {
  self.skipWaiting();
  if (offline) event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE.files.map(encodeURI))));
});

self.addEventListener('activate', (event) => {
  const stale = (key) => key.startsWith('docgen-offline-') && (key !== CACHE || !offline);
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter(stale).map((key) => caches.delete(key)))).then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  if (!offline || event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  const path = decodeURI(url.pathname);
  const file = [path, `${path}.html`, path.endsWith('/') ? `${path}index.html` : `${path}/index.html`].find((p) => kept.has(p));
  if (file) event.respondWith(caches.open(CACHE).then((cache) => cache.match(encodeURI(file))).then((found) => found ?? fetch(event.request)));
});
