/**
 * Pure helper of the search: one page's data from its results for several
 * words. Pagefind returns only the pages that hold every word of a query,
 * so the search also looks for each word alone (./pagefind.ts); a page
 * found that way comes with the matches of that one word, and its sections
 * with them. A page found by two words is loaded with both, made into one
 * here, so that the ranking (./results.ts) sees the section that holds both.
 */
import type {PagefindResult, PagefindSubResult} from './results';

/** Two sorted lists of positions as one, each once. */
function union(a: readonly number[] = [], b: readonly number[] = []): number[] {
  return [...new Set([...a, ...b])].sort((x, y) => x - y);
}

/**
 * One page's data as if Pagefind had found all the words of `loaded` in it:
 * `loaded` holds its data for each word searched alone (the rarest word
 * first), each with that word's matches. The sections are those of every
 * word, in page order, with the matches of all; a section's excerpt is the
 * one of its rarest word.
 */
export function mergedData(loaded: readonly [PagefindResult, ...PagefindResult[]]): PagefindResult {
  const [first, ...others] = loaded;
  if (others.length === 0) {
    return first;
  }
  const sections = new Map<string, PagefindSubResult>();
  for (const data of loaded) {
    for (const sub of data.sub_results ?? []) {
      const known = sections.get(sub.url);
      sections.set(
        sub.url,
        known === undefined
          ? sub
          : {
              ...known,
              weighted_locations: [...known.weighted_locations, ...sub.weighted_locations],
              locations: union(known.locations, sub.locations),
            },
      );
    }
  }
  const start = (sub: PagefindSubResult) => Math.min(...(sub.locations ?? [Infinity]));
  return {
    ...first,
    locations: loaded.reduce<number[]>((all, data) => union(all, data.locations), []),
    sub_results: [...sections.values()].sort((a, b) => start(a) - start(b)),
  };
}
