/**
 * The pages whose addresses are closest to an unknown one, for the not-found
 * page: `/api/itemz.html` leads to `/api/items.html`, `/items` to
 * `/api/items.html`. Pure; ships to the browser.
 */

export type Page = {
  readonly label: string;
  readonly href: string;
};

/** An address reduced to what tells pages apart: lower case, no `.html`, `index` or slashes at the ends. */
export function addressKey(address: string): string {
  const [pathname = ''] = address.split(/[?#]/);
  return pathname
    .toLowerCase()
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/^\/+|\/+$/g, '');
}

/** Levenshtein distance: the fewest one-character edits from `a` to `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function lastSegment(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * How far `page` is from `wanted` (both address keys), or undefined when it
 * is not close: under a third of the path has to change, or under a third
 * of its last segment when only the folder differs (`/items` against
 * `api/items`; that counts one more edit).
 */
function distance(wanted: string, page: string): number | undefined {
  const whole = editDistance(wanted, page);
  const name = lastSegment(wanted);
  const byName = editDistance(name, lastSegment(page)) + 1;
  const close = [
    whole < wanted.length / 3 ? whole : Infinity,
    byName - 1 < name.length / 3 ? byName : Infinity,
  ];
  const nearest = Math.min(...close);
  return Number.isFinite(nearest) ? nearest : undefined;
}

/** Up to `limit` pages close to `address`, closest first (ties keep the order of `pages`). */
export function closestPages(address: string, pages: readonly Page[], limit: number): Page[] {
  const wanted = addressKey(address);
  if (wanted === '') {
    return [];
  }
  return pages
    .flatMap((page, index) => {
      const away = distance(wanted, addressKey(page.href));
      return away === undefined ? [] : [{page, index, away}];
    })
    .sort((a, b) => a.away - b.away || a.index - b.index)
    .slice(0, limit)
    .map(({page}) => page);
}
