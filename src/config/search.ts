/**
 * How search picks and shows results (src/components/Search), and where the
 * index is served (plugins/search-index). This module ships to the browser.
 */

export const searchTuning = {
  /**
   * Results (pages, rows of named things) listed per query, and sections
   * listed per page: one, so that the first rows are as many different
   * pages. A reader's question in their own words is often answered by the
   * second or third page, which a page's second section would push down.
   */
  resultLimit: 8,
  sectionsPerPage: 1,
  /**
   * Results fetched to pick those from (the things named exactly as the
   * query come first), and for a query of several words the best of those
   * that lack some of them: more of those, because a question in the
   * reader's words is often answered by a section that lacks one of its
   * words, and not always by those that hold the most of the others.
   */
  candidates: 12,
  relaxedCandidates: 24,
  /**
   * Problems in the reader's words among the results that lack some word,
   * fetched besides those: a problem named in many phrasings scores lower in
   * Pagefind than a short section holding as many of the query's words, so
   * each phrasing added to one problem would push it out of the relaxed
   * candidates for the questions it already answered.
   */
  relaxedProblemCandidates: 2,
  /**
   * Problems in the reader's words (src/data/symptoms) that hold every
   * word, fetched apart from those candidates: short records named by
   * common words ("upload", "file"), they would otherwise take the places
   * of the operation that does the task, more of them with each problem
   * answered.
   */
  problemCandidates: 4,
  /**
   * Pages fetched besides, the best of those that hold every word: rows of
   * named things that share a word (`cors` in seven variable names) would
   * otherwise fill the candidates, and the section that explains the
   * concept would never be ranked.
   */
  pageCandidates: 3,
  /**
   * The best of the results that lack some of the query's words are loaded
   * with the matches of this many of the words they hold, the rarest first;
   * the others with those of their rarest word only. Each word is one more
   * pass over the page's text on every keystroke.
   */
  wordsPerRelaxedCandidate: 2,
  relaxedCandidatesWithMoreWords: 12,
  /**
   * How much a query's word counts in the ranking when a result holds it in
   * its text but not in its title (src/components/Search/results.ts):
   * three tenths of a word in the title. More lets long sections
   * that mention everything outrank the heading that names the task; less
   * loses the questions answered by a section's text, not its heading.
   */
  textWeight: 0.3,
  /**
   * How much a problem in the reader's words (src/data/symptoms) counts
   * against a heading that holds as many of the query's words.
   */
  symptomWeight: 0.9,
  /** Messages that hold every word of the query, of which those it quotes are listed. */
  messageCandidates: 3,
  /**
   * How many of a message's words a query must hold to quote it: fewer,
   * and "upload a file" would quote "No file was uploaded". A query of fewer
   * words is not searched for a message pasted with its values, which
   * costs a search per word.
   */
  messageQuoteWords: 3,
  /**
   * Of two results whose titles hold as many of the query's words, a guide
   * comes first, unless the query names the API: then one from these sidebar
   * groups, the first group first, unless the query also names the app or
   * holds a problem word (src/components/Search/results.ts).
   */
  referenceSections: ['Query Parameters', 'API Reference'],
  apiWord: 'api',
  appWord: 'app',
  /** Words of a query that reports a problem: the guides that explain the feature come first too. */
  problemWords: [
    'never',
    'not',
    'doesnt',
    'dont',
    'cant',
    'cannot',
    'fails',
    'failed',
    'broken',
    'missing',
  ],
  /** Words of context around a match in result excerpts. */
  excerptWords: 24,
  /**
   * Where the search index and Pagefind's browser bundle are served
   * (plugins/search-index): a path of the site, under its base URL.
   */
  indexPath: '/pagefind',
} as const;
