// The page's service worker: keeps every file of the site, so that after the first visit
// the page loads and works with no network at all. web/build writes the version (a hash
// of the site's files) and the list of files into this copy; a new build is a new cache,
// and the old one is dropped once the new one is whole.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `sudoku-xlsx-${VERSION}`;

self.addEventListener("install", (event) => {
  // `reload`: the files come from the server, not from a stale HTTP cache of an older build.
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(
        keys.filter((k) => k.startsWith("sudoku-xlsx-") && k !== CACHE).map((k) => caches.delete(k)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true })
      || (request.mode === "navigate" ? await cache.match("./") : undefined);
    return hit || fetch(request);
  })());
});
