/**
 * Pure helpers of the search: comparing the words of titles and excerpts
 * with the query's, for the ranking on top of Pagefind's (./results.ts).
 */
import {hyphenatedName, stopWords} from '@site/shared/searchTerms';
import {messagePlaceholder} from '@site/src/data/messages/types';
import {targetKinds} from '@site/shared/searchKinds';

/** Lower-cased words of `text`, split at anything but letters, digits and underscores. */
export function wordsOf(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => word !== '');
}

/** A name of parts joined by dots, colons, slashes or backslashes: `auth.login`, `Aws\\S3\\S3Client`. */
const joinedName = /^[\p{L}\p{N}_]+([.:/\\]+[\p{L}\p{N}_]+)+$/u;

/**
 * `query` with each name joined by punctuation followed by its parts. The
 * index holds the names the docs write whole (`item.create:after`) and
 * their parts as words of the text; a reader also pastes a method, class
 * or column that the docs write otherwise (`auth.login`, `Aws\\S3\\S3Client`
 * in an error), which whole would match little or nothing.
 */
export function withNameParts(query: string): string {
  return query
    .split(/\s+/)
    .map((word) => (joinedName.test(word) ? `${word} ${word.split(/[.:/\\]+/).join(' ')}` : word))
    .join(' ');
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) {
    length += 1;
  }
  return length;
}

/**
 * Is `word` a real match for one of the query's words? Pagefind forgives
 * typos by falling back to shorter prefixes, down to one letter
 * (`xylophone` finds the `-X` of a curl command): a word counts only if it
 * shares its first three letters (or the whole word, when shorter) with a
 * word of the query.
 */
export function matchesQueryWord(word: string, queryWords: readonly string[]): boolean {
  // Without a final "e", "use" shares its start with "using", "create" with "creating".
  const withoutE = (text: string) => text.replace(/e$/, '');
  return queryWords.some((queryWord) =>
    // A short word must be the word itself, give or take an ending: `has` is not `hashed`.
    queryWord.length < 4
      ? isTitleWord(word, queryWord)
      : commonPrefixLength(withoutE(word), withoutE(queryWord)) >= 3,
  );
}

/** Does an excerpt show a real match for one of the query's words? */
export function hasRelevantMatch(excerpt: string, queryWords: readonly string[]): boolean {
  const marked = Array.from(excerpt.matchAll(/<mark>(.*?)<\/mark>/g), ([, text = '']) =>
    wordsOf(text),
  );
  return marked.some((words) => words.some((word) => matchesQueryWord(word, queryWords)));
}

/** Common English endings, longest first: "relational", "related" and "relation" share "relat". */
const endings = [
  'ational', 'ations', 'ation', 'ional', 'ions', 'ion', 'ings', 'ing', 'ship', 'ies', 'ied',
  'ed', 'es', 's', 'e',
]; // prettier-ignore

/** `word` without its endings, the longest first, down to two letters: "relationships" → "relat". */
function stem(word: string): string {
  const ending = endings.find(
    (candidate) => word.endsWith(candidate) && word.length - candidate.length >= 2,
  );
  return ending === undefined ? word : stem(word.slice(0, -ending.length));
}

/**
 * Does a word of a title stand for a word of the query? Their stems must be
 * equal or one start with the other and be at most three letters longer
 * (`install` and `installation`, `related` and `relational`, `use` and
 * `using`, `conf` and `config`), the shorter word being three letters at
 * least: stricter than a match in the text, so that "logout" does not
 * count "logged", "app" does not count "a" and "users" does not count
 * `UserNotFoundException`.
 */
export function isTitleWord(word: string, queryWord: string): boolean {
  if (word === queryWord) {
    return true;
  }
  if (Math.min(word.length, queryWord.length) < 3) {
    return false;
  }
  const [shorter = '', longer = ''] = [stem(word), stem(queryWord)].sort(
    (a, b) => a.length - b.length,
  );
  // `using` and `use` share the stem `us`; `hashed` (hash) is not `has` (ha).
  if (shorter === longer) {
    return true;
  }
  return shorter.length >= 3 && longer.startsWith(shorter) && longer.length - shorter.length <= 3;
}

/** The query's hyphenated names ("one-to-many"), each as its words in order. */
export function compoundsOf(query: string): string[][] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => hyphenatedName.test(word))
    .map((word) => word.split('-'));
}

/**
 * `queryWords` less the words of each compound that `title` holds in
 * another order: "Many-to-One" has the words of "one-to-many" but is
 * another relationship.
 */
export function inTitleOrder(
  title: string,
  queryWords: readonly string[],
  compounds: readonly (readonly string[])[],
): readonly string[] {
  const words = wordsOf(title);
  const sorted = (run: readonly string[]) => [...run].sort().join('-');
  const reordered = compounds.filter((compound) => {
    const windows = words.map((_, start) => words.slice(start, start + compound.length));
    return (
      windows.some((run) => sorted(run) === sorted(compound)) &&
      !windows.some((run) => run.join('-') === compound.join('-'))
    );
  });
  return reordered.length === 0
    ? queryWords
    : queryWords.filter((word) => !reordered.some((compound) => compound.includes(word)));
}

/**
 * How many of the query's words a text quotes in a row: the longest run of
 * its matched words (`located`, each with its place in the text) that are
 * the query's words in the query's order, at most one word apart, to step
 * over a stop word. A pasted error ("Index column size too large") is
 * quoted by the section that shows it, whatever its heading.
 */
export function longestQuote(
  located: readonly {readonly place: number; readonly word: string}[],
  queryWords: readonly string[],
): number {
  const sorted = [...located].sort((a, b) => a.place - b.place);
  let longest = 0;
  let run = 0;
  let previous: {place: number; index: number} | undefined;
  for (const {place, word} of sorted) {
    // A word of the text keeps its punctuation ("large." at a sentence's end).
    const plain = wordsOf(word)[0] ?? '';
    const index = queryWords.findIndex((queryWord) => isTitleWord(plain, queryWord));
    const follows =
      previous !== undefined && place - previous.place <= 2 && index === previous.index + 1;
    run = index === -1 ? 0 : follows ? run + 1 : 1;
    previous = index === -1 ? undefined : {place, index};
    longest = Math.max(longest, run);
  }
  return longest;
}

/** How many words of `title` (stop words aside) are none of the query's. */
export function otherWords(title: string, queryWords: readonly string[]): number {
  return wordsOf(title).filter(
    (word) => !stopWords.has(word) && !queryWords.some((queryWord) => isTitleWord(word, queryWord)),
  ).length;
}

/**
 * The acronyms the query's words make, each with the words it stands for:
 * "single sign on" makes `sso` (single, sign). Titles use acronyms where
 * readers write words out. Acronyms are of three or four words: two
 * words' initials are too often a word of their own ("installed docker"
 * would find its `id` in "just an ID"), and initials that spell a stop word
 * are none ("adding new data" would find its "and" in "Sort and filter").
 */
export type Acronyms = ReadonlyMap<string, readonly string[]>;

export function acronymsOf(query: string, queryWords: readonly string[]): Acronyms {
  const words = wordsOf(query);
  const acronyms = new Map<string, string[]>();
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 3; end <= Math.min(words.length, start + 4); end += 1) {
      const run = words.slice(start, end);
      const initials = run.map((word) => word[0]).join('');
      if (!stopWords.has(initials)) {
        acronyms.set(
          initials,
          run.filter((word) => queryWords.includes(word)),
        );
      }
    }
  }
  return acronyms;
}

/**
 * How many of the query's words `title` holds, acronyms of them included,
 * each counted by its weight (1 unless given). A word of the title stands
 * for one word of the query: "setup" and "settings" both start like "set",
 * and "Character set" would otherwise hold two words of "webhook setup in
 * settings". The heavier query words pick first, each the title word it
 * equals before one it merely starts like.
 * A word that is only part of a name (`cors` in `DIRECTUS_CORS_ENABLED`)
 * counts half: a section about CORS comes before the variables named after it.
 */
export function titleMatches(
  title: string,
  queryWords: readonly string[],
  acronyms: Acronyms = new Map(),
  weights: ReadonlyMap<string, number> = new Map(),
): number {
  const words = wordsOf(title);
  // A name the title repeats ("logger.path" as heading and as name) is one word of it.
  const unused = (candidates: readonly string[]) =>
    [...new Set(candidates)].map((word) => ({word, used: false}));
  const whole = unused(words.flatMap((word) => [word, ...(acronyms.get(word) ?? [])]));
  // `total_count` holds "total" and "count" too.
  const parts = unused(words.flatMap((word) => (word.includes('_') ? word.split('_') : [])));
  const weightOf = (queryWord: string) => weights.get(queryWord) ?? 1;
  const take = (candidates: {word: string; used: boolean}[], queryWord: string) => {
    const slot =
      candidates.find(({word, used}) => !used && word === queryWord) ??
      candidates.find(({word, used}) => !used && isTitleWord(word, queryWord));
    if (slot !== undefined) {
      slot.used = true;
    }
    return slot !== undefined;
  };
  return [...queryWords]
    .sort((a, b) => weightOf(b) - weightOf(a))
    .reduce((sum, queryWord) => {
      const weight = weightOf(queryWord);
      return sum + (take(whole, queryWord) ? weight : take(parts, queryWord) ? weight / 2 : 0);
    }, 0);
}

/**
 * How much of the query a section holds anywhere, heading or text: the
 * query's words among `located` (the words Pagefind matched in it), each by
 * its weight. A section that answers "auto sign out value minimum" in its
 * text may have a heading ("Security") that holds none of them.
 */
export function coverage(
  located: readonly string[],
  queryWords: readonly string[],
  weights: ReadonlyMap<string, number> = new Map(),
): number {
  const words = located.flatMap(wordsOf);
  return queryWords.reduce(
    (sum, queryWord) =>
      sum +
      (words.some((word) => isTitleWord(word, queryWord)) ? (weights.get(queryWord) ?? 1) : 0),
    0,
  );
}

/**
 * Is `query` the message `text` (src/data/messages) pasted with its values
 * filled in: its words in their order, other words only where it has a
 * placeholder (`Duplicate key "{key}" for collection "{collection}"`;
 * one at its end takes the words after it)?
 * "failed to connect to the database docker" holds a message's words, and
 * more: it is a question, not a paste.
 */
export function pastesMessage(query: string, text: string): boolean {
  const [first = '', ...rest] = text.split(messagePlaceholder);
  // Each placeholder takes one word or more, then the words that follow it.
  const parts = [wordsOf(first), ...rest.map((part) => ['', ...wordsOf(part)])];
  // Placeholders with no word between them (`{module}:{command}`) read as one
  // value: the reader's `install:migrate` may be one word.
  const template = parts.flat().filter((word, index, all) => word !== '' || all[index - 1] !== '');
  const typed = wordsOf(query);
  const matchesFrom = (at: number, next: number): boolean => {
    if (next === template.length) {
      return at === typed.length;
    }
    const word = template[next];
    if (word === '') {
      // A value: one word or more, as few as let the rest match.
      for (let end = at + 1; end <= typed.length; end++) {
        if (matchesFrom(end, next + 1)) {
          return true;
        }
      }
      return false;
    }
    return typed[at] === word && matchesFrom(at + 1, next + 1);
  };
  return rest.length > 0 && matchesFrom(0, 0);
}

/**
 * `query` without the kind of thing it names, before or after the name:
 * readers write "the fields query parameter", "the m2o field type", or
 * only the kind's last word ("the sort parameter").
 */
export function withoutKind(query: string, kind: string | undefined): string {
  if (kind === undefined || kind === targetKinds.message || kind === targetKinds.symptom) {
    return query;
  }
  const label = kind.toLowerCase();
  const lastWord = label.split(' ').at(-1) ?? label;
  const text = query.trim().toLowerCase();
  for (const words of [label, lastWord]) {
    if (text.endsWith(` ${words}`)) return query.trim().slice(0, -words.length - 1);
    if (text.startsWith(`${words} `)) return query.trim().slice(words.length + 1);
  }
  return query;
}

/** What `query` may name: itself, or itself without a kind of thing (see withoutKind). */
export function namesAsked(query: string): string[] {
  const kinds = Object.values(targetKinds);
  return [...new Set([query, ...kinds.map((kind) => withoutKind(query, kind))])];
}
