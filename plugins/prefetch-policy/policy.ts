/** Pure helper of the prefetch policy. */

/** Is `routePath` the page the reader is likely to open next? */
export function isLikelyNext(routePath: string, nextPagePath: string | null): boolean {
  return nextPagePath !== null && routePath === nextPagePath;
}
