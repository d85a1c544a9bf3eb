/**
 * Where the build writes a route's page. The build folder holds the site
 * without its base URL: `/v8/api/items.html` is `api/items.html`, and a folder
 * page `/v8/extensions/` is `extensions/index.html`. Post-build plugins read
 * pages by route with this, never by listing the folder, which also holds the
 * copies of plugins/page-addresses and the redirect page of `/`; the static
 * server (scripts/static-server.ts) and the Markdown copies follow it too.
 * src/offline/sw.js cannot import and writes the rule itself.
 */
export function fileOfRoute(route: string, baseUrl: string): string {
  const inSite = route.startsWith(baseUrl) ? route.slice(baseUrl.length) : route.slice(1);
  return inSite === '' || inSite.endsWith('/') ? `${inSite}index.html` : inSite;
}

/** The Markdown copy of a page (plugins/llms-txt): `/api/items.html.md`, `/extensions/index.html.md`. */
export function markdownPath(route: string): string {
  return `/${fileOfRoute(route, '/')}.md`;
}

/** A route without the base URL, as the site's data writes it: `/v8/api/items.html` is `/api/items.html`. */
export function routeInSite(route: string, baseUrl: string): string {
  return route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
}

/** The address of a route of the site (`/api/items.html#x`) under the base URL: `/v8/api/items.html#x`. */
export function withBaseUrl(route: string, baseUrl: string): string {
  return `${baseUrl}${route.replace(/^\//, '')}`;
}
