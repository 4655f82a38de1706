// The offline shell (issue 38): a service worker for the pages that must open with no network (a
// ticket once opened, the scanner at the door). client/src/lib/offline-shell.ts registers it from
// those pages only, with their area as its scope (/tickets/, /check-in/, /admin/events/), so it
// never controls the rest of the site. Served from our origin with `no-cache` (a new version is
// found at once). Plain script, no imports: its rules are tested in client/src/lib/offline-shell.test.ts.
//
// - A page of its area (a navigation): the network first, always, so a visitor online never sees a
//   stale page; only when the network fails, the copy kept of that address, else the area's shell
//   (the SPA reads the address itself).
// - The build's hashed files (/assets/…): from the cache first (they never change), kept when fetched.
// - /theme-init.js and the icon: the network first, the kept copy offline.
// - Anything else, and every /api/ answer (private, no-store): not touched, never kept.

const cacheName = 'offline-shell-v1';
/** The areas and the pages of each the shell keeps (the rest of an area is left to the network). */
const pageAreas = [
  { scope: '/tickets/', page: /^\/tickets\/[A-Za-z0-9_-]+\/?$/ },
  { scope: '/check-in/', page: /^\/check-in\/[A-Za-z0-9_-]+\/?$/ },
  { scope: '/admin/events/', page: /^\/admin\/events\/\d+\/check-in\/?$/ },
];
/** Files of the site's own, not hashed, that a page needs before its scripts run. */
const freshFiles = ['/theme-init.js', '/favicon.svg'];
/** At most this many hashed files are kept (older builds' files go first). */
const maxAssets = 120;

/**
 * What the shell does with a request: 'page' (network first, the kept page offline), 'asset'
 * (cache first), 'fresh' (network first, the kept copy offline) or 'none' (left alone, never kept).
 */
function strategyFor(method, mode, href, origin) {
  if (method !== 'GET') return 'none';
  let url;
  try {
    url = new URL(href);
  } catch {
    return 'none';
  }
  if (url.origin !== origin) return 'none';
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/')) return 'none';
  if (mode === 'navigate') return areaOf(path) ? 'page' : 'none';
  if (path.startsWith('/assets/') && !path.includes('..')) return 'asset';
  if (freshFiles.includes(path)) return 'fresh';
  return 'none';
}

/** The area whose page `path` is (its scope), or null. */
function areaOf(path) {
  const area = pageAreas.find((one) => one.page.test(path));
  return area ? area.scope : null;
}

/** The key the area's shell is kept under: any page of the area serves for another offline. */
function shellKeyOf(scope, origin) {
  return `${origin}${scope}?offline-shell`;
}

/** Only a whole answer of our own is kept: no error, no redirect, nothing opaque. */
function keepable(response) {
  return Boolean(response) && response.status === 200 && response.type === 'basic' && !response.redirected;
}

async function trimAssets(cache, origin) {
  const keys = (await cache.keys()).filter((request) => request.url.startsWith(`${origin}/assets/`));
  for (const request of keys.slice(0, Math.max(0, keys.length - maxAssets))) await cache.delete(request);
}

async function keepPage(cache, url, response, origin) {
  const scope = areaOf(new URL(url).pathname);
  await cache.put(url, response.clone());
  if (scope) await cache.put(shellKeyOf(scope, origin), response.clone());
}

async function page(event, origin) {
  const request = event.request;
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    // Kept beside the answer, not before it: the page is not held up.
    if (keepable(response)) event.waitUntil(keepPage(cache, request.url, response.clone(), origin));
    return response;
  } catch (error) {
    // Offline (or the server unreachable): this address's copy, else the area's shell.
    const options = { ignoreVary: true };
    const kept =
      (await cache.match(request.url, options)) ||
      (await cache.match(request.url, { ...options, ignoreSearch: true })) ||
      (await cache.match(shellKeyOf(areaOf(new URL(request.url).pathname), origin), options));
    if (kept) return kept;
    throw error;
  }
}

async function asset(request, origin) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (keepable(response)) {
    await cache.put(request, response.clone());
    await trimAssets(cache, origin);
  }
  return response;
}

async function fresh(request) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (keepable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request, { ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** The page that registered the shell asks it to keep itself and the files it loaded before the shell ran. */
async function keep(urls, origin) {
  const cache = await caches.open(cacheName);
  for (const href of urls.slice(0, 200)) {
    if (typeof href !== 'string') continue;
    const kind = strategyFor('GET', 'navigate', href, origin) === 'page' ? 'page' : strategyFor('GET', 'no-cors', href, origin);
    try {
      if (kind === 'page') {
        const response = await fetch(href, { credentials: 'same-origin' });
        if (keepable(response)) await keepPage(cache, href, response, origin);
      } else if ((kind === 'asset' || kind === 'fresh') && !(kind === 'asset' && (await cache.match(href)))) {
        const response = await fetch(href);
        if (keepable(response)) await cache.put(href, response);
      }
    } catch {
      // Offline already: what is kept stays.
    }
  }
  await trimAssets(cache, origin);
}

if (typeof self !== 'undefined' && typeof self.addEventListener === 'function') {
  self.addEventListener('install', () => {
    self.skipWaiting();
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      (async () => {
        // An older version's caches go.
        for (const name of await caches.keys()) if (name.startsWith('offline-shell-') && name !== cacheName) await caches.delete(name);
        await self.clients.claim();
      })(),
    );
  });
  self.addEventListener('message', (event) => {
    const data = event.data;
    if (data?.type !== 'keep' || !Array.isArray(data.urls)) return;
    // Answered on the port it came with, once kept: the page knows it now opens offline.
    event.waitUntil(keep(data.urls, self.location.origin).then(() => event.ports[0]?.postMessage('kept')));
  });
  self.addEventListener('fetch', (event) => {
    const request = event.request;
    const origin = self.location.origin;
    const strategy = strategyFor(request.method, request.mode, request.url, origin);
    if (strategy === 'page') event.respondWith(page(event, origin));
    else if (strategy === 'asset') event.respondWith(asset(request, origin));
    else if (strategy === 'fresh') event.respondWith(fresh(request));
  });
}
