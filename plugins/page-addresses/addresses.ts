/**
 * Pure helpers of plugins/page-addresses: which file answers a page's old
 * address forms, and the precache entries that are such copies.
 */

/**
 * The build file that answers `/x` and `/x/` for the page `/x.html`
 * (`x/index.html`, relative to the build folder), or undefined for a route
 * that has no such forms. `baseUrl` is stripped: the build folder holds the
 * site without it.
 */
export function aliasFile(route: string, baseUrl: string): string | undefined {
  if (!route.startsWith(baseUrl) || !route.endsWith('.html')) {
    return undefined;
  }
  const page = route.slice(baseUrl.length, -'.html'.length);
  return page === '' || page === '404' ? undefined : `${page}/index.html`;
}

/** Drops the copies (`x/index.html` beside `x.html`): the page is cached once, under its own address. */
export function withoutCopies<Entry extends {url: string}>(entries: readonly Entry[]): Entry[] {
  const urls = new Set(entries.map((entry) => entry.url));
  return entries.filter(
    (entry) =>
      !(
        entry.url.endsWith('/index.html') &&
        urls.has(`${entry.url.slice(0, -'/index.html'.length)}.html`)
      ),
  );
}
