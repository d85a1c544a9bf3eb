/**
 * Loads Pagefind's browser bundle on first use and runs queries with it.
 * The bundle and its index are files of the build (plugins/search-index), so
 * search needs no third-party service and works offline once cached.
 */
import {searchTuning} from '@site/src/config/search';
import type {SearchHit} from './hit';
import {toHits, type PagefindResult} from './results';
import {asName, pageFilter, searchTerms} from '@site/shared/searchTerms';
import {inDocsWords} from './vocabulary';
import {namesAsked, pastesMessage, withNameParts} from './words';
import {targetKinds} from '@site/shared/searchKinds';
import {mergedData} from './merged';

/** One of Pagefind's results, before its data is loaded. */
type Result = {
  readonly id: string;
  readonly score: number;
  readonly data: () => Promise<PagefindResult>;
};

/** Pagefind's filters: a value each, or (`not`) the results that lack it. */
type Filters = Readonly<Record<string, string>> | {readonly not: Readonly<Record<string, string>>};

/**
 * Everything but the messages (src/data/messages), which are searched apart
 * (see messagesFor): short records that share a word with the query would
 * take the places of the pages that answer it.
 */
const notMessages = {filters: {not: {kind: targetKinds.message}}};

/** Only the problems in the reader's words (src/data/symptoms), which compete for places of their own. */
const problemsOnly = {filters: {kind: targetKinds.symptom}};

/** The part of Pagefind's browser API we use. */
export type Pagefind = {
  options: (options: typeof searchOptions) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: {filters: Filters}) => Promise<{results: Result[]} | null>;
};

/**
 * How Pagefind searches and ranks; the relevance suite (tests/search) sets
 * the same. Pagefind 1.5 searches in a Web Worker by default. At this index
 * size a search takes a few milliseconds, and each of the dozen messages a
 * query sends to the worker and back costs more than that: on the main
 * thread results show sooner, and the worker's script is not downloaded.
 */
export const searchOptions = {
  // The index holds each result's full path, base URL included
  // (plugins/search-index); Pagefind would otherwise put the folder its
  // bundle is served from (`/v8/`) in front of it a second time.
  baseUrl: '/',
  excerptLength: searchTuning.excerptWords,
  noWorker: true,
  ranking: {
    // A named thing's other names (`POST /items/:collection`) count like its
    // title; a page's section headings (plugins/search-index) count less.
    metaWeights: {title: 5, aliases: 5, headings: 2},
  },
} as const;

let loading: Promise<Pagefind> | undefined;

async function load(bundleUrl: string): Promise<Pagefind> {
  // The bundle is not part of the webpack build: load it as it is served.
  const pagefind = (await import(/* webpackIgnore: true */ bundleUrl)) as Pagefind;
  await pagefind.options(searchOptions);
  await pagefind.init();
  return pagefind;
}

/**
 * Starts loading the bundle at `bundleUrl` (./useSearch.ts, usePagefindBundle)
 * and its index (once); later calls share it.
 */
export function loadPagefind(bundleUrl: string): Promise<Pagefind> {
  if (loading === undefined) {
    loading = load(bundleUrl);
    // After a failure the next call tries again (the reader may be back online).
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * Pagefind's results for `terms`, the best `candidates` that are not
 * problems, the best `problemCandidates` problems and the best
 * `pageCandidates` pages among the others. Pagefind only
 * returns results that hold every word, so a question in the reader's words
 * ("couldn't upload files to s3 from docker") misses the answer that lacks
 * one of them: the results of each word alone follow, those holding the most
 * of the query's words first (a rare word counting more than a common one),
 * the best `relaxedCandidates` of them and the best `relaxedProblemCandidates`
 * problems after those, each with the matches of its rarest words (see loadMerged).
 */
async function resultsFor(
  pagefind: Pagefind,
  terms: string,
): Promise<{results: readonly Result[]; rarity: ReadonlyMap<string, number>}> {
  const holding = (filters: Filters) =>
    pagefind.search(terms, {filters}).then((search) => search?.results ?? []);
  const words = [...new Set(terms.toLowerCase().split(' '))];
  const [holdingAll, pages, problemIds] = await Promise.all([
    holding(notMessages.filters),
    holding(pageFilter),
    problemIdsHolding(pagefind, words),
  ]);
  // Problems compete for places of their own (see problemCandidates).
  const isProblem = (result: Result) => problemIds.has(result.id);
  const problems = holdingAll.filter(isProblem);
  const best = holdingAll.filter((result) => !isProblem(result)).slice(0, searchTuning.candidates);
  const inBest = new Set(best.map((result) => result.id));
  const all = [
    ...best,
    ...problems.slice(0, searchTuning.problemCandidates),
    ...pages.filter((result) => !inBest.has(result.id)).slice(0, searchTuning.pageCandidates),
  ];
  if (words.length < 2) {
    return {results: all, rarity: new Map()};
  }
  const perWord = await Promise.all(
    words.map(async (word) => (await pagefind.search(word, notMessages))?.results ?? []),
  );
  const rarity = rarityOf(
    words,
    perWord.map((results) => results.length),
  );
  // The others are the results that lack some word: those that hold them all are ranked by Pagefind.
  const seen = new Set(holdingAll.map((result) => result.id));
  const others = new Map<string, {found: {result: Result; rarity: number}[]; score: number}>();
  for (const [index, results] of perWord.entries()) {
    for (const result of results) {
      if (!seen.has(result.id)) {
        const entry = others.get(result.id) ?? {found: [], score: 0};
        const wordRarity = rarity.get(words[index] ?? '') ?? 0;
        // Each word held counts most, the rarer more (to a hundredth); Pagefind's score breaks ties.
        entry.score += Math.round(wordRarity * 100) * 1e3 + Math.min(result.score, 999);
        entry.found.push({result, rarity: wordRarity});
        others.set(result.id, entry);
      }
    }
  }
  const ranked = [...others.entries()].sort(([, a], [, b]) => b.score - a.score);
  const relaxed = relaxedPlaces(ranked, ([id]) => problemIds.has(id)).flatMap(
    ([, {found}], place) => {
      // Its rarest words' results, to load it with their matches.
      const loadedWords =
        place < searchTuning.relaxedCandidatesWithMoreWords
          ? searchTuning.wordsPerRelaxedCandidate
          : 1;
      const [rarest, ...next] = found
        .sort((a, b) => b.rarity - a.rarity)
        .slice(0, loadedWords)
        .map(({result}) => result);
      if (rarest === undefined) {
        return [];
      }
      return [next.length === 0 ? rarest : {...rarest, data: () => loadMerged([rarest, ...next])}];
    },
  );
  return {
    results: [...all, ...relaxed],
    rarity,
  };
}

/**
 * Of results ranked best first, those that get a place: the best
 * `relaxedCandidates`, then the best `relaxedProblemCandidates` problems
 * after them.
 */
export function relaxedPlaces<Ranked>(
  ranked: readonly Ranked[],
  isProblem: (result: Ranked) => boolean,
): Ranked[] {
  const best = ranked.slice(0, searchTuning.relaxedCandidates);
  const problems = ranked
    .slice(searchTuning.relaxedCandidates)
    .filter(isProblem)
    .slice(0, searchTuning.relaxedProblemCandidates);
  return [...best, ...problems];
}

/**
 * The ids of the problems that hold any of `words` (an id does not say what
 * its result is): every problem among the query's results holds one. A
 * search per word, on the index chunks the query loads anyway; a search by
 * filter alone would download every chunk of the index on the first query.
 */
async function problemIdsHolding(
  pagefind: Pagefind,
  words: readonly string[],
): Promise<ReadonlySet<string>> {
  const found = await Promise.all(words.map((word) => pagefind.search(word, problemsOnly)));
  return new Set(found.flatMap((search) => search?.results ?? []).map((result) => result.id));
}

/**
 * A page found word by word, with the matches of each of `results` (its
 * results for different words; see mergedData). One load after the other:
 * Pagefind rewrites a page's data in place on each. The page's fragment is
 * fetched once.
 */
async function loadMerged(results: readonly [Result, ...Result[]]): Promise<PagefindResult> {
  const [first, ...others] = results;
  const loaded: [PagefindResult, ...PagefindResult[]] = [{...(await first.data())}];
  for (const result of others) {
    loaded.push({...(await result.data())});
  }
  return mergedData(loaded);
}

/**
 * How much each word of a query counts, from how few results hold it: the
 * rarest word 1, a word in ten times as many results about half. "utf8mb4"
 * says more than "tables".
 */
export function rarityOf(
  words: readonly string[],
  frequencies: readonly number[],
): Map<string, number> {
  const informative = frequencies.map((frequency) => 1 / Math.log2(2 + frequency));
  // The rarest word the docs hold: one they lack ("increase", where they say
  // "raise") matches nothing, and would otherwise shrink every other word's weight.
  const held = informative.filter((_, index) => (frequencies[index] ?? 0) > 0);
  const most = Math.max(...(held.length > 0 ? held : informative));
  return new Map(words.map((word, index) => [word, Math.min(1, (informative[index] ?? 0) / most)]));
}

/**
 * The things (and pages) named exactly `query`, or `query` without the kind
 * of thing it names ("sort parameter"), looked up by name (the
 * `name` filter of the index): Pagefind ranks words, so `in` or `file`
 * could leave them below the first results, among things that merely
 * contain the word. The query's words go with the filter: a search by
 * filter alone would load every chunk of the index.
 */
async function namedExactly(pagefind: Pagefind, query: string): Promise<readonly Result[]> {
  const found = await Promise.all(
    namesAsked(query).map(async (asked) => {
      const name = asName(asked);
      const terms = searchTerms(asked);
      return name === '' || terms === ''
        ? []
        : ((await pagefind.search(terms, {filters: {name}}))?.results ?? []);
    }),
  );
  return found.flat();
}

/** Only the messages (src/data/messages). */
const onlyMessages = {filters: {kind: targetKinds.message}};

/**
 * The messages (src/data/messages) that hold the query's words as typed,
 * best first. Short records named by their words, they would crowd the
 * pages out of "upload a file": they are searched apart, and the best few
 * compete only when the query quotes them (see toHits).
 */
async function messagesFor(pagefind: Pagefind, query: string): Promise<readonly Result[]> {
  const terms = searchTerms(query);
  const holding = async (words: string) =>
    words === '' ? [] : ((await pagefind.search(words, onlyMessages))?.results ?? []);
  const holdingAll = await holding(terms);
  const words = [...new Set(terms.split(' '))];
  if (words.length < searchTuning.messageQuoteWords) {
    return holdingAll;
  }
  // A value's words are in no message, yet Pagefind may still match them to
  // some (`install:migrate` found "Path ... does not exist", not the message
  // pasted): unless one that holds every word is pasted, look word by word.
  // Pagefind keeps the data it loads, so reading the best few here costs nothing later.
  const best = await Promise.all(
    holdingAll.slice(0, searchTuning.messageCandidates).map((result) => result.data()),
  );
  if (best.some((data) => pastesMessage(query, data.meta.title ?? ''))) {
    return holdingAll;
  }
  const pasted = await pastedMessages(query, await Promise.all(words.map(holding)));
  const seen = new Set(pasted.map((result) => result.id));
  return [...pasted, ...holdingAll.filter((result) => !seen.has(result.id))];
}

/**
 * Of the messages found word by word (`perWord`), those that `query` pastes
 * with their values filled in (`Duplicate key "Car-Wash" for collection
 * "category"`): the values' words are in no message, so none holds every
 * word. The best few by Pagefind's scores summed over the words (a word in a
 * message's title counts more than one in its text) are loaded to tell.
 */
async function pastedMessages(
  query: string,
  perWord: readonly (readonly Result[])[],
): Promise<readonly Result[]> {
  const held = new Map<string, {result: Result; score: number}>();
  for (const result of perWord.flat()) {
    held.set(result.id, {result, score: (held.get(result.id)?.score ?? 0) + result.score});
  }
  const best = [...held.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, searchTuning.messageCandidates);
  const loaded = await Promise.all(
    best.map(async ({result}) => ({result, data: await result.data()})),
  );
  return loaded
    .filter(({data}) => pastesMessage(query, data.meta.title ?? ''))
    .map(({result, data}) => ({...result, data: () => Promise.resolve(data)}));
}

/**
 * The sections matching `query` in `pagefind`'s index, best first. Once
 * `signal` is aborted (the reader typed on), the search stops before it
 * loads its results' data, the longest part of a question's search: a
 * question typed quickly would otherwise queue a full search per keystroke.
 */
export async function searchWith(
  pagefind: Pagefind,
  query: string,
  signal?: AbortSignal,
): Promise<SearchHit[]> {
  // Names are looked up as typed; words are searched as the docs write them.
  const inDocs = withNameParts(inDocsWords(query));
  const [messages, named, {results: found, rarity}] = await Promise.all([
    messagesFor(pagefind, query),
    namedExactly(pagefind, query),
    resultsFor(pagefind, searchTerms(inDocs)),
  ]);
  // Those also found by their words keep their matches (and so their sections).
  const seen = new Set(found.map((result) => result.id));
  const candidates = [
    ...found,
    ...[...named, ...messages.slice(0, searchTuning.messageCandidates)].filter(
      (result) => !seen.has(result.id) && seen.add(result.id),
    ),
  ];
  signal?.throwIfAborted();
  const results = await Promise.all(candidates.map((result) => result.data()));
  return toHits(results, inDocs, {
    results: searchTuning.resultLimit,
    sectionsPerPage: searchTuning.sectionsPerPage,
    exactName: query,
    rarity,
  });
}

/** The sections matching `query`, best first; see searchWith for `signal`. */
export async function searchDocs(
  query: string,
  bundleUrl: string,
  signal: AbortSignal,
): Promise<SearchHit[]> {
  return searchWith(await loadPagefind(bundleUrl), query, signal);
}
