/**
 * Our part of the service worker (@docusaurus/plugin-pwa `swCustom`). It runs
 * before the plugin's own code, whose precache holds every page, script and
 * image of the build.
 *
 * It adds two things the plugin cannot do:
 * - Page loads (navigations): the plugin answers only URLs it precached, so
 *   offline an unknown address got the browser's error page. We answer every
 *   navigation: the precached page, else the network, else the precached
 *   not-found page, whose app then resolves old-style URLs as it does online.
 * - The search index, written after the build: it is cached at install from
 *   the list plugins/search-index writes, so search works offline too.
 *
 * Plain JavaScript: the plugin compiles this file with Babel only.
 */

// The worker is served at the root of the site, under its base URL (BASE_URL):
// the site's paths are resolved against its own address, `/v8/sw.js`.
const inSite = (path) => new URL(path, self.location.href).pathname;
const NOT_FOUND_PAGE = inSite('404.html');
// searchTuning.indexPath (src/config/search.ts) and plugins/search-index (this file cannot import them).
const SEARCH_PREFIX = inSite('pagefind/');
const SEARCH_FILE_LIST = inSite('pagefind/files.json');
const SEARCH_CACHE_PREFIX = 'search-index-';

/**
 * The URLs the precache may hold a page under: the address itself, its
 * folder's index, and the page an old address form stands for (`/x` and `/x/`
 * for `/x.html`: online a copy answers them, plugins/page-addresses).
 */
function pageCandidates(url) {
  const page = new URL(url);
  page.search = '';
  page.hash = '';
  const bare = page.href.endsWith('/') ? page.href.slice(0, -1) : page.href;
  return [page.href, `${bare}/index.html`, `${bare}.html`];
}

// Precache entries carry a `__WB_REVISION__` search parameter: ignore it.
async function fromPrecache(url) {
  for (const candidate of pageCandidates(url)) {
    const cached = await caches.match(candidate, {ignoreSearch: true});
    if (cached) {
      return cached;
    }
  }
  return undefined;
}

async function notFoundPage() {
  const cached = await caches.match(NOT_FOUND_PAGE, {ignoreSearch: true});
  if (!cached) {
    return Response.error();
  }
  return new Response(cached.body, {status: 404, headers: cached.headers});
}

async function answerNavigation(request) {
  const cached = await fromPrecache(request.url);
  if (cached) {
    return cached;
  }
  try {
    return await fetch(request);
  } catch {
    return notFoundPage();
  }
}

async function cacheSearchIndex() {
  const response = await fetch(SEARCH_FILE_LIST, {cache: 'no-store'});
  const {version, files} = await response.json();
  const cache = await caches.open(SEARCH_CACHE_PREFIX + version);
  // A deploy that leaves the index as it was does not download it again
  // (the version follows the files' content).
  if ((await cache.keys()).length < files.length) {
    await cache.addAll(files);
  }
  const stale = (await caches.keys()).filter(
    (name) => name.startsWith(SEARCH_CACHE_PREFIX) && name !== SEARCH_CACHE_PREFIX + version,
  );
  await Promise.all(stale.map((name) => caches.delete(name)));
}

// Pagefind adds a cache-busting search parameter to some requests.
async function answerSearchFile(request) {
  const cached = await caches.match(request, {ignoreSearch: true});
  return cached ?? fetch(request);
}

export default function swCustom(params) {
  if (!params.offlineMode) {
    return;
  }
  self.addEventListener('install', (event) => {
    event.waitUntil(cacheSearchIndex());
  });
  self.addEventListener('fetch', (event) => {
    const {request} = event;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) {
      return;
    }
    if (request.mode === 'navigate') {
      // The plugin's listener would answer precached pages a second time.
      event.stopImmediatePropagation();
      event.respondWith(answerNavigation(request));
    } else if (url.pathname.startsWith(SEARCH_PREFIX)) {
      event.respondWith(answerSearchFile(request));
    }
  });
}
