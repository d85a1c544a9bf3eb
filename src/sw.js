/**
 * Our part of the service worker (@docusaurus/plugin-pwa `swCustom`). It runs
 * before the plugin's own code, whose precache holds every page, script and
 * image of the build.
 *
 * The plugin answers only URLs it precached, so offline an unknown address
 * got the browser's error page. We answer every page load (navigation)
 * ourselves: the precached page, else the network, else the precached
 * not-found page, whose app then resolves old-style URLs like it does online.
 *
 * Plain JavaScript: the plugin compiles this file with Babel only.
 */

const NOT_FOUND_PAGE = '/404.html';

/** The URLs the precache may hold a page under, as the plugin looks them up. */
function pageCandidates(url) {
  const page = new URL(url);
  page.search = '';
  page.hash = '';
  const folderIndex = page.pathname.endsWith('/') ? 'index.html' : '/index.html';
  return [page.href, `${page.href}${folderIndex}`];
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

export default function swCustom(params) {
  if (!params.offlineMode) {
    return;
  }
  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.mode !== 'navigate' || new URL(request.url).origin !== self.location.origin) {
      return;
    }
    // The plugin's listener would answer precached pages a second time.
    event.stopImmediatePropagation();
    event.respondWith(answerNavigation(request));
  });
}
