/**
 * Pure helpers of the search: turning Pagefind's page results into the list
 * of sections the reader picks from.
 */

/** One section of a page, as Pagefind returns it. */
export type PagefindSubResult = {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  /** Where the terms match in the section, each with its score. */
  readonly weighted_locations: readonly {readonly balanced_score: number}[];
};

/** One page, as Pagefind's `result.data()` returns it. */
export type PagefindPage = {
  readonly url: string;
  readonly excerpt: string;
  /** The page's indexed text. */
  readonly content: string;
  readonly meta: {readonly title?: string};
  readonly sub_results?: readonly PagefindSubResult[];
};

/** A row of the results list. */
export type SearchHit = {
  readonly url: string;
  readonly pageTitle: string;
  /** The section's heading; absent when the match is above the first heading. */
  readonly heading?: string;
  /** Text around the match, HTML with the terms in <mark>. */
  readonly excerpt: string;
};

/** Lower-cased words of `text`, split as `searchTerms` splits a query. */
function words(text: string): string {
  return ` ${searchTerms(text.replace(/<[^>]+>/g, '')).toLowerCase()} `;
}

function containsPhrase(text: string, phrase: string): boolean {
  return phrase.trim() !== '' && words(text).includes(phrase);
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) {
    length += 1;
  }
  return length;
}

/**
 * Does an excerpt show a real match for one of the query's words? Pagefind
 * forgives typos by falling back to shorter prefixes, down to one letter
 * (`xylophone` finds the `-X` of a curl command): a marked word counts only
 * if it shares its first three letters (or the whole word, when shorter)
 * with a word of the query.
 */
export function hasRelevantMatch(excerpt: string, queryWords: readonly string[]): boolean {
  const marked = Array.from(excerpt.matchAll(/<mark>(.*?)<\/mark>/g), ([, text = '']) =>
    words(text).trim(),
  );
  return marked.some((mark) =>
    queryWords.some((word) => commonPrefixLength(mark, word) >= Math.min(3, word.length)),
  );
}

function sectionScore(section: PagefindSubResult, phrase: string): number {
  const score = section.weighted_locations.reduce(
    (sum, location) => sum + location.balanced_score,
    0,
  );
  // A section that shows the query as written beats any scattered match.
  return containsPhrase(section.excerpt, phrase) ? score + 1e6 : score;
}

/**
 * `items` by `score`, highest first, ties in their order. Each item is scored
 * once, not once per comparison: scoring a page reads its text, up to 50 KB,
 * and doing that in the comparator made typing feel slow.
 */
function bestFirst<T>(items: readonly T[], score: (item: T) => number): T[] {
  return items
    .map((item) => ({item, score: score(item)}))
    .sort((a, b) => b.score - a.score)
    .map(({item}) => item);
}

/**
 * The rows for `query` from Pagefind's pages, best first. Pagefind ranks
 * words one by one (`POST /server/projects` favours a page about posts), so
 * pages that contain the query's words in order come first; otherwise its
 * order stands. The first `limits.pages` pages each give their best
 * sections (Pagefind lists them in page order), at most
 * `limits.sectionsPerPage`, or the page itself when it has none.
 */
export function toHits(
  pages: readonly PagefindPage[],
  query: string,
  limits: {readonly pages: number; readonly sectionsPerPage: number},
): SearchHit[] {
  const phrase = words(query);
  const queryWords = phrase.trim().split(' ');
  const relevant = (section: {excerpt: string}) => hasRelevantMatch(section.excerpt, queryWords);
  const ranked = bestFirst(pages, (page) => Number(containsPhrase(page.content, phrase)));
  const hitsByPage = ranked.map((page): SearchHit[] => {
    const pageTitle = page.meta.title ?? page.url;
    const sections = bestFirst((page.sub_results ?? []).filter(relevant), (section) =>
      sectionScore(section, phrase),
    );
    if (sections.length === 0) {
      return relevant(page) ? [{url: page.url, pageTitle, excerpt: page.excerpt}] : [];
    }
    return sections.slice(0, limits.sectionsPerPage).map((section) => ({
      url: section.url,
      pageTitle,
      heading: section.url.includes('#') ? section.title : undefined,
      excerpt: section.excerpt,
    }));
  });
  return hitsByPage
    .filter((hits) => hits.length > 0)
    .slice(0, limits.pages)
    .flat();
}

/**
 * The words Pagefind should look for. It indexes code by splitting it at
 * punctuation (`filter[status][eq]` as filter, status, eq) but reads a
 * query like `/server/ping` as one odd word; split queries the same way.
 * Underscores stay: `DB_HOST` is indexed whole.
 */
export function searchTerms(query: string): string {
  return query
    .replace(/[^\p{L}\p{N}_\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
