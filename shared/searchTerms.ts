/**
 * Pure helpers of the search: a query as Pagefind should read it. Shared by
 * the search box and the index (plugins/search-index), so both write a name
 * the same way; no imports, so the build can load it as it is.
 */

/**
 * Words that carry no meaning in a query. Pagefind only returns results that
 * hold every word of the query, so "how to upload a file" would miss the
 * section on uploads that does not say "how"; and in the ranking, "and" or
 * "not" would favour headings such as "AND vs OR". Readers describe a
 * problem ("hooks not working", "still english after"): what is wrong is in
 * the other words. Apostrophes are dropped before the lookup (doesn't →
 * doesnt).
 */
export const stopWords: ReadonlySet<string> = new Set([
  'a', 'after', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'at', 'be', 'been', 'but', 'by',
  'can', 'cannot', 'cant', 'could', 'do', 'does', 'doesnt', 'dont', 'even', 'for', 'from', 'has',
  'have', 'how', 'i', 'if', 'in', 'into', 'is', 'isnt', 'it', 'just', 'me', 'my', 'not', 'of',
  'on', 'only', 'our', 'should', 'so', 'some', 'still', 'that', 'the', 'their', 'them',
  'then', 'there', 'they', 'this', 'to', 'via', 'was', 'we', 'were', 'what', 'when', 'where',
  'which', 'why', 'will', 'with', 'wont', 'work', 'working', 'works', 'would', 'you', 'your',
]); // prettier-ignore

/** The product's name is on every page: Pagefind need not look for it, though a title may hold it. */
const everywhere = 'directus';

/** A word made of words joined by hyphens: `one-to-many`, `drag-and-drop`. */
export const hyphenatedName = /^[\p{L}\p{N}]+(-[\p{L}\p{N}]+)+$/u;

/**
 * The query's words that mean something, each written as the index holds
 * it: an identifier whole without its punctuation (`item.create:after` as
 * itemcreateafter, `/:project/items` as projectitems; the index has its
 * parts too), underscores kept as Pagefind keeps them (`DB_HOST` is
 * indexed whole). Stop words go, and so does a lone digit (the 8 of
 * "Directus 8", which every page holds, or "upgrade 7 to 8"), unless the
 * query has nothing else.
 */
export function queryWords(query: string, {keepEverywhere = true} = {}): string[] {
  const words = query
    .split(/\s+/)
    // `one-to-many` is three words of a heading, as Pagefind indexes it.
    .flatMap((word) => (hyphenatedName.test(word) ? word.split('-') : [word]))
    .map((word) => word.replace(/[^\p{L}\p{N}_]+/gu, ''))
    .filter((word) => word !== '');
  const meaningful = words.filter((word) => {
    const lower = word.toLowerCase();
    return !stopWords.has(lower) && !/^\d$/.test(lower) && (keepEverywhere || lower !== everywhere);
  });
  return meaningful.length > 0 ? meaningful : words;
}

/** The words Pagefind should look for, so that names match exactly. */
export function searchTerms(query: string): string {
  return queryWords(query, {keepEverywhere: false}).join(' ');
}

/**
 * A name or query as Pagefind reads it, so that `Create an Item` and
 * `create item` compare equal; the index files each name under this form
 * (the `name` filter, plugins/search-index).
 */
export function asName(text: string): string {
  return queryWords(text).join(' ').toLowerCase();
}

/**
 * The filter every page carries in the index (plugins/search-index), and
 * the rows of named things do not: the search box asks for pages alone
 * too, so that seven `DIRECTUS_CORS_*` rows cannot push the sections
 * about CORS out of the results it ranks.
 */
export const pageFilter = {record: 'page'} as const;
