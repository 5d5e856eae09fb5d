// The service worker of an app face (Portaria, Sócio), imported by each face's own sw.js: it keeps
// the face's shell (its page, network first, and the hashed assets, cache first) so that the app opens
// on a flaky network, and the last answers of `keptData` (network first) so that they show offline.
// Every other API call goes to the network. Hand-written: a few dozen lines need no vite-plugin-pwa.

/** Installs the worker's handlers for one face. */
// biome-ignore lint/correctness/noUnusedVariables: called by the faces' sw.js after importScripts.
function installFaceWorker({ shellCache, dataCache, shell, keptData = [] }) {
  const current = dataCache ? [shellCache, dataCache] : [shellCache];

  /** The network's answer, kept in `cacheName` under `key` when it is good; the kept one when offline. */
  const networkFirst = (request, cacheName, key) =>
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(cacheName).then((cache) => cache.put(key, copy));
        }
        return response;
      })
      .catch(() => caches.match(key).then((cached) => cached ?? Response.error()));

  self.addEventListener('install', (event) => {
    event.waitUntil(caches.open(shellCache).then((cache) => cache.add(shell)));
    self.skipWaiting();
  });

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        // Only this face's old caches: the other face's worker keeps its own.
        .then((keys) =>
          Promise.all(
            keys
              .filter((key) => key.startsWith(shellCache.split('-')[0]) && !current.includes(key))
              .map((key) => caches.delete(key)),
          ),
        )
        .then(() => self.clients.claim()),
    );
  });

  // The page names the assets it loaded before this worker controlled it (a first visit), to keep too.
  self.addEventListener('message', (event) => {
    const assets = event.data?.keepAssets;
    if (!Array.isArray(assets)) return;
    const own = assets.filter((href) => {
      const url = new URL(href, self.location.origin);
      return url.origin === self.location.origin && url.pathname.startsWith('/assets/');
    });
    event.waitUntil(
      caches
        .open(shellCache)
        .then((cache) => cache.addAll(own))
        .catch(() => undefined),
    );
  });

  self.addEventListener('fetch', (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== self.location.origin) return;
    if (request.mode === 'navigate') {
      // Network first, so a new version shows at once; the kept shell when offline.
      event.respondWith(networkFirst(request, shellCache, shell));
      return;
    }
    if (dataCache && keptData.includes(url.pathname)) {
      event.respondWith(networkFirst(request, dataCache, url.pathname));
      return;
    }
    if (url.pathname.startsWith('/assets/')) {
      // Hashed names never change content: cache first, kept as they are first fetched.
      event.respondWith(
        caches.match(request).then(
          (cached) =>
            cached ??
            fetch(request).then((response) => {
              if (response.ok) {
                const copy = response.clone();
                caches.open(shellCache).then((cache) => cache.put(request, copy));
              }
              return response;
            }),
        ),
      );
    }
  });
}
