/**
 * Pure helpers of the search: the query Pagefind runs, and turning its
 * results (pages, and the rows of named things: plugins/search-index) into
 * the list the reader picks from.
 */
import {searchTuning} from '@site/src/config/search';
import {asName, queryWords as meaningfulWords} from '@site/shared/searchTerms';
import {
  acronymsOf,
  compoundsOf,
  coverage,
  hasRelevantMatch,
  inTitleOrder,
  isTitleWord,
  longestQuote,
  matchesQueryWord,
  otherWords,
  pastesMessage,
  titleMatches,
  withoutKind,
  wordsOf,
  type Acronyms,
} from './words';
import {contributorGuide, contributorWords, parts} from './vocabulary';
import {targetKinds} from '@site/shared/searchKinds';
import {messagePlaceholder} from '@site/src/data/messages/types';
import type {SearchHit} from './hit';

/** One section of a page, as Pagefind returns it. */
export type PagefindSubResult = {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  /** Where the terms match in the section, each with its score. */
  readonly weighted_locations: readonly {readonly balanced_score: number}[];
  /** The positions of the matched words in the page's `content`, split at spaces. */
  readonly locations?: readonly number[];
};

/** One result, as Pagefind's `result.data()` returns it: a page, or the row of a named thing. */
export type PagefindResult = {
  readonly url: string;
  readonly excerpt: string;
  /**
   * Searched: the title, a named thing's other names (one a line) and, for
   * an operation, what it does in a few words.
   */
  readonly meta: {readonly title?: string; readonly aliases?: string; readonly summary?: string};
  /**
   * Shown, not searched: `section` (the page's sidebar group), and for a
   * named thing `kind` (what it is) and `page` (its page's title).
   */
  readonly filters?: Readonly<Record<string, readonly string[] | undefined>>;
  /** A page's sections that match, in page order. */
  readonly sub_results?: readonly PagefindSubResult[];
  /** The page's (or record's) text, and the positions of the matched words in it. */
  readonly content?: string;
  readonly locations?: readonly number[];
};

/**
 * How well a section of a page answers: first by how many of the query's
 * words it quotes in a row (a pasted error, see quotedWords), then by how
 * many of the query's words its own heading holds, the rarer counting
 * more, to a tenth ("Create a role" for "create a role in the app"; "S3"
 * before "Storage" for "s3 storage variables"; the text above a page's
 * first heading has none),
 * counting first the words that the page's title does not already hold (on
 * the Filter page, "filter with or" is answered by "AND vs OR", not by
 * "Filtering"), then by how few other words the heading has ("Using AWS
 * S3" before "Using AWS S3 with custom endpoint"), then by how many of
 * the query's words it holds as typed, then by Pagefind's scores of the
 * matches in it.
 */
function sectionScore(
  section: PagefindSubResult,
  heading: string,
  query: Query,
  pageTitle: string,
  cover: number,
  quoted: number,
): number {
  const {acronyms, weights} = query;
  const queryWords = inTitleOrder(heading, query.words, query.compounds);
  const titleWords = wordsOf(pageTitle);
  const ownWords = queryWords.filter(
    (queryWord) => !titleWords.some((word) => isTitleWord(word, queryWord)),
  );
  const distinctive = ownWords.length > 0 ? ownWords : queryWords;
  const matches = section.weighted_locations.reduce(
    (sum, location) => sum + location.balanced_score,
    0,
  );
  return (
    quoted * 1e10 +
    Math.round(titleMatches(heading, distinctive, acronyms, weights) * 10) * 1e7 +
    titleMatches(heading, queryWords, acronyms) * 1e6 +
    Math.min(Math.round(cover * 10), 99) * 1e4 -
    Math.min(otherWords(section.url.includes('#') ? section.title : '', queryWords), 9) * 1e3 +
    Math.min(exactWords(heading, queryWords), 9) * 1e2 +
    Math.min(matches, 1e2 - 1)
  );
}

/** How many of the query's words `heading` holds as typed: "files" before "file" for "files". */
function exactWords(heading: string, queryWords: readonly string[]): number {
  const words = new Set(wordsOf(heading));
  return queryWords.filter((word) => words.has(word)).length;
}

/**
 * `items` by `score`, highest first, ties in their order. Each item is scored
 * once, not once per comparison.
 */
function bestFirst<T>(items: readonly T[], score: (item: T) => number): T[] {
  return items
    .map((item) => ({item, score: score(item)}))
    .sort((a, b) => b.score - a.score)
    .map(({item}) => item);
}

function firstFilter(result: PagefindResult, name: string): string | undefined {
  return result.filters?.[name]?.[0];
}

function namesOf(result: PagefindResult): string[] {
  return [result.meta.title ?? '', ...(result.meta.aliases?.split('\n') ?? [])];
}

/**
 * How exactly `result` is named as the query: 3 for a named thing whose
 * name is the query word for word (two messages may differ only in words
 * search ignores: "SSO not allowed with 2FA enabled"), 2 for a named thing
 * (by its title or another name), 1 for a page titled so, 0 otherwise.
 */
function namedTier(result: PagefindResult, query: string): number {
  const names = namesOf(result);
  const kind = firstFilter(result, 'kind');
  const asked = [asName(query), asName(withoutKind(query, kind))];
  if (!names.some((name) => asked.includes(asName(name)))) {
    return 0;
  }
  if (kind === undefined) {
    return 1;
  }
  const verbatim = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return names.some((name) => verbatim(name) === verbatim(query)) ? 3 : 2;
}

function isMessage(result: PagefindResult): boolean {
  return firstFilter(result, 'kind') === targetKinds.message;
}

/**
 * Does the query quote this message: at least three of its words, most of
 * them? A reader pastes part of a message with its variable parts left out;
 * "upload a file" shares the words of "No file was uploaded" but quotes nothing.
 * Or pastes all of it, values filled in: `cover_image: This value should not be
 * blank.` holds only two words that are not stop words, but six of the message's.
 */
function quotes(query: string, result: PagefindResult): boolean {
  const message = result.meta.title ?? '';
  // Its words once each, the variable parts (`{id}`) left out.
  const text = message.replace(messagePlaceholder, ' ');
  if (wordsOf(text).length >= searchTuning.messageQuoteWords && pastesMessage(query, message)) {
    return true;
  }
  const own = [...new Set(wordsOf(meaningfulWords(text).join(' ')))];
  const typed = wordsOf(meaningfulWords(query).join(' '));
  const quoted = own.filter((word) => typed.some((queryWord) => isTitleWord(word, queryWord)));
  return quoted.length >= searchTuning.messageQuoteWords && quoted.length >= 0.6 * own.length;
}

/** What the ranking knows of a query. */
type Query = {
  /** Its meaningful words, in the docs' words. */
  readonly words: readonly string[];
  readonly acronyms: Acronyms;
  /** Its hyphenated names, which a title must hold in their order (see inTitleOrder). */
  readonly compounds: readonly (readonly string[])[];
  /** How much a word counts when not 1: the word that names a part of the docs. */
  readonly weights: ReadonlyMap<string, number>;
};

/** The words of a result's `content`, split once: Pagefind's `locations` index them. */
function contentWords(result: PagefindResult): readonly string[] {
  return result.content?.split(/\s+/) ?? [];
}

/** The words at Pagefind's `locations` (the matches of a section or record), with their places. */
function placedWords(
  words: readonly string[],
  locations: readonly number[] = [],
): {place: number; word: string}[] {
  return locations.map((place) => ({place, word: words[place] ?? ''}));
}

function locatedWords(words: readonly string[], locations?: readonly number[]): string[] {
  return placedWords(words, locations).map(({word}) => word);
}

/**
 * A hit, with what it is called for matching (its heading, or a row's
 * names) and how much of the query it holds anywhere (see coverage).
 */
type TitledHit = SearchHit & {readonly heading: string; readonly cover: number};

/**
 * The hits of one result: a named thing's row, or a page's best sections
 * (with what the page is, for a page that defines a named thing). A thing
 * named exactly as the query (see namedTier) gives its one row or page,
 * matched or not; a page titled so gives its best sections, else itself.
 */
function hitsOf(
  result: PagefindResult,
  query: Query,
  sectionsPerPage: number,
  tier: number,
): TitledHit[] {
  const {words: queryWords} = query;
  const named = tier >= 2;
  const titled = tier === 1;
  const title = result.meta.title ?? result.url;
  const section = firstFilter(result, 'section');
  const kind = firstFilter(result, 'kind');
  const page = firstFilter(result, 'page');
  // A row is called by all its names, and an operation by what it does too.
  const heading = [...namesOf(result), result.meta.summary ?? ''].join('\n');
  // A page's whole text: split once, not once per section.
  const content = contentWords(result);
  const whole = {
    url: result.url,
    title,
    page,
    section,
    kind,
    excerpt: result.excerpt,
    heading,
    cover: coverage(locatedWords(content, result.locations), queryWords, query.weights),
  };
  if (named) {
    return [whole];
  }
  if (page !== undefined) {
    // Names match in the title and aliases, which the excerpt may not show.
    const matchesName = wordsOf(namesOf(result).join('\n')).some((word) =>
      matchesQueryWord(word, queryWords),
    );
    return matchesName || hasRelevantMatch(result.excerpt, queryWords) ? [whole] : [];
  }
  const relevant = (sub: {excerpt: string}) => hasRelevantMatch(sub.excerpt, queryWords);
  const sections = bestFirst(
    (result.sub_results ?? []).filter(relevant).map((sub) => ({
      sub,
      heading: sub.url.includes('#') ? sub.title : '',
      cover: coverage(locatedWords(content, sub.locations), queryWords, query.weights),
      quoted: quotedWords(content, sub.locations, queryWords),
    })),
    ({sub, heading, cover, quoted}) => sectionScore(sub, heading, query, title, cover, quoted),
  );
  if (sections.length === 0) {
    return relevant(result) || titled ? [{...whole, page: undefined, heading: title}] : [];
  }
  return sections.slice(0, sectionsPerPage).map(({sub, heading, cover}) => {
    const place = sub.url.includes('#') ? {title: sub.title, page: title} : {title, kind};
    return {
      url: sub.url,
      ...place,
      section,
      excerpt: sub.excerpt,
      heading,
      cover,
    };
  });
}

/**
 * How many of the query's words a section quotes in a row (see
 * longestQuote), when it quotes three or more; else 0.
 */
function quotedWords(
  content: readonly string[],
  locations: readonly number[] | undefined,
  queryWords: readonly string[],
): number {
  const run =
    queryWords.length >= 3 ? longestQuote(placedWords(content, locations), queryWords) : 0;
  return run >= 3 ? Math.min(run, 9) : 0;
}

/**
 * Which comes first of two results whose titles hold as many of the query's
 * words. Readers' own questions (tests/search/real-questions) are more often
 * answered by the guide that explains the feature, so the guides come first;
 * a query that names the API ("insert new image from api") wants the API
 * reference first. Within the reference the query parameters' pages come
 * first, being the most precise. A query that also names the app or reports
 * a problem ("api requests fail") keeps the guides first.
 */
function referenceRank(section: string | undefined, guidesFirst: boolean): number {
  const {referenceSections: reference} = searchTuning;
  const index = reference.findIndex((candidate) => candidate === section);
  const inReference = index === -1 ? 0 : reference.length - index;
  return guidesFirst && index === -1 ? reference.length + 1 : inReference;
}

/**
 * The rows for `query` from Pagefind's results. Pagefind ranks words; on
 * top of its order, the things named exactly as the query come first
 * (`item.create` has the words of "Create an Item" too), then the pages
 * titled so ("Users" in the guides and in the API), then the results
 * whose best title (a row's name, a section's heading) holds the most of
 * the query's words: headings and operation titles outrank text that
 * merely mentions them; then see referenceRank, then the titles with the
 * fewest other words. A named thing gives its row; a page its best
 * sections, at most `limits.sectionsPerPage`. Results without a real
 * match are dropped, and a row is not listed twice; at most
 * `limits.results` results.
 */
export function toHits(
  results: readonly PagefindResult[],
  query: string,
  options: {
    readonly results: number;
    readonly sectionsPerPage: number;
    /** The query as typed, to look names up by, when `query` was rewritten in the docs' words. */
    readonly exactName?: string;
    /** How much each word counts, from how rare it is (1 for the rarest). */
    readonly rarity?: ReadonlyMap<string, number>;
  },
): SearchHit[] {
  const words = wordsOf(meaningfulWords(query).join(' '));
  const part = parts.find((candidate) => candidate.words.some((word) => words.includes(word)));
  // The word that names a part steers (see inPart below) and weighs little as a topic.
  const weights = new Map<string, number>(options.rarity);
  for (const word of part?.words ?? []) {
    weights.set(word, 0.5 * (weights.get(word) ?? 1));
  }
  const context: Query = {
    words,
    acronyms: acronymsOf(query, words),
    compounds: compoundsOf(query),
    weights,
  };
  const listed = new Set<string>();
  const typedWords = wordsOf(query.replaceAll("'", ''));
  const guidesFirst =
    !words.includes(searchTuning.apiWord) ||
    words.includes(searchTuning.appWord) ||
    searchTuning.problemWords.some((word) => typedWords.includes(word));
  const forContributors = words.some((word) => contributorWords.has(word));
  const typed = options.exactName ?? query;
  const groups = results
    .filter((result) => forContributors || !result.url.includes(contributorGuide))
    .map((result) => ({result, tier: namedTier(result, typed)}))
    // A message is an answer when the query quotes it, else it only shares words.
    .filter(({result, tier}) => tier > 0 || !isMessage(result) || quotes(typed, result))
    .map(({result, tier: named}) => {
      const tier = isMessage(result) ? Math.max(named, 2) : named;
      const hits = hitsOf(result, context, options.sectionsPerPage, tier);
      const best = hits[0];
      // What the best hit is called, with its page's title.
      const title = [
        best?.heading ?? '',
        best?.page ?? '',
        ...namesOf(result),
        result.meta.summary ?? '',
      ].join('\n');
      const reference = referenceRank(best?.section, guidesFirst);
      const inPart = part !== undefined && part.urls.some((url) => best?.url.includes(url));
      // The query's words in the title, the rarer counting more, to a tenth; half a
      // word for part of a name or the part's own word.
      const matches = titleMatches(
        title,
        inTitleOrder(title, words, context.compounds),
        context.acronyms,
        weights,
      );
      // A question in the reader's words is often answered by a section whose text,
      // not its heading, holds the rest of it: the words the hit holds beyond its
      // title count too, each a fraction of a title's word.
      const beyondTitle = Math.max(0, (best?.cover ?? 0) - matches);
      // A problem in the reader's words is a second name of the section it opens: it counts a
      // little less than a heading, so that a task opens the operation that does it.
      const asked =
        firstFilter(result, 'kind') === targetKinds.symptom ? searchTuning.symptomWeight : 1;
      const relevance = asked * (matches + searchTuning.textWeight * beyondTitle);
      return {
        hits,
        named: tier >= 2,
        score:
          tier * 1e8 +
          Number(inPart) * 1e7 +
          Math.min(Math.round(relevance * 10), 99) * 1e5 +
          reference * 1e4 +
          // Then how much of the query the hit holds anywhere, to a tenth.
          Math.min(Math.round((best?.cover ?? 0) * 10), 99) * 1e2 -
          Math.min(otherWords(best?.title ?? '', words), 99),
      };
    })
    .filter((group) => group.hits.length > 0);
  const ranked = bestFirst(groups, (group) => group.score);
  // Every thing of that name is listed, however many share it.
  const named = ranked.filter((group) => group.named).length;
  return ranked
    .slice(0, Math.max(named, options.results))
    .flatMap((group) => group.hits.map(({heading: _heading, cover: _cover, ...hit}) => hit))
    .filter((hit) => {
      const isNew = !listed.has(hit.url);
      listed.add(hit.url);
      return isNew;
    });
}
