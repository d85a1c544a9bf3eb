/**
 * What a problem in the reader's words is called in search: the `kind`
 * filter of its record (plugins/search-index) and the label of its result.
 * Apart from the data so that the search box can tell problems from the
 * sections they open without loading them all.
 */
export const symptomKind = 'Problem';
