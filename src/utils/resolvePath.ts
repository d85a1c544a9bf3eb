/**
 * Where to send a path the static host could not serve exactly, in the order
 * the old site's readers and links expect:
 * - `/x/index.html` is the folder page `/x/`;
 * - `/x/` may be the page `/x.html`;
 * - `/x` may be the page `/x.html`, else the folder page `/x/`.
 */
export function candidatePaths(pathname: string): string[] {
  if (pathname.endsWith('/index.html')) {
    return [pathname.slice(0, -'index.html'.length)];
  }
  if (pathname.endsWith('/')) {
    return pathname === '/' ? [] : [`${pathname.slice(0, -1)}.html`];
  }
  return [`${pathname}.html`, `${pathname}/`];
}

/**
 * The known path `pathname` stands for, or `undefined` when it is already a
 * known path or stands for none (then the not-found page is right).
 */
export function resolvePath(
  pathname: string,
  isKnown: (path: string) => boolean,
): string | undefined {
  if (isKnown(pathname)) {
    return undefined;
  }
  return candidatePaths(pathname).find(isKnown);
}
