import {describe, expect, it} from 'vitest';
import {hitLocation} from '@site/src/components/Search/hit';
import {
  toHits,
  type PagefindResult,
  type PagefindSubResult,
} from '@site/src/components/Search/results';
import {asName, searchTerms} from '@site/shared/searchTerms';
import {
  acronymsOf,
  compoundsOf,
  coverage,
  hasRelevantMatch,
  inTitleOrder,
  isTitleWord,
  longestQuote,
  namesAsked,
  pastesMessage,
  titleMatches,
  withNameParts,
  withoutKind,
} from '@site/src/components/Search/words';
import {isSearchShortcut, moveActive} from '@site/src/components/Search/keys';
import {inDocsWords, ssoProviders, vocabulary} from '@site/src/components/Search/vocabulary';
import {schemaGroups} from '@site/src/data/config';
import {rarityOf, relaxedPlaces} from '@site/src/components/Search/pagefind';
import {searchTuning} from '@site/src/config/search';
import {isUnusedSearchFile, searchFileList} from '@site/plugins/search-index/files';

const section = (title: string, url: string, excerpt: string, score = 1): PagefindSubResult => ({
  title,
  url,
  excerpt,
  weighted_locations: [{balanced_score: score}],
});

const page = (
  url: string,
  title: string,
  sections: PagefindSubResult[],
  filters: PagefindResult['filters'] = {},
): PagefindResult => ({
  url,
  excerpt: sections[0]?.excerpt ?? '',
  meta: {title},
  filters,
  sub_results: sections,
});

const row = (
  url: string,
  title: string,
  excerpt: string,
  more: {aliases?: string[]; summary?: string; section?: string} = {},
): PagefindResult => ({
  url,
  excerpt,
  meta: {
    title,
    ...(more.aliases ? {aliases: more.aliases.join('\n')} : {}),
    ...(more.summary === undefined ? {} : {summary: more.summary}),
  },
  filters: {kind: ['Endpoint'], page: ['Items'], section: [more.section ?? 'API Reference']},
});

const limits = {results: 6, sectionsPerPage: 2};

describe('searchTerms', () => {
  it.each([
    ['/server/ping', 'serverping'],
    ['filter[status][eq]', 'filterstatuseq'],
    ['POST /:project/items', 'POST projectitems'],
    ['item.create:after', 'itemcreateafter'],
    ['DB_HOST', 'DB_HOST'],
    ['  fields=*  ', 'fields'],
    ['how to upload a file', 'upload file'],
    ['find my directus version', 'find version'],
    ['in', 'in'],
    ['hooks not working after upgrade and restart', 'hooks upgrade restart'],
    ["doesn't show", 'show'],
    ['One-to-Many', 'One Many'],
    ['database upgrade 7 to 8', 'database upgrade'],
    ['error 404 on s3', 'error 404 s3'],
    ['8', '8'],
  ])('%s searches for %s', (query, terms) => {
    expect(searchTerms(query)).toBe(terms);
  });

  it('writes a name and a query alike', () => {
    expect(asName('Create an Item')).toBe(asName('create item'));
    expect(asName('POST /items/:collection')).toBe(asName('post /items/:collection'));
    expect(asName('item.create')).not.toBe(asName('Create an Item'));
  });
});

describe('the results that lack some word of the query', () => {
  const {relaxedCandidates, relaxedProblemCandidates} = searchTuning;
  const ranked = Array.from({length: relaxedCandidates + 10}, (_, place) => `r${place}`);

  it('places the best, then the best problems ranked after them', () => {
    const problems = new Set([
      'r1',
      `r${relaxedCandidates + 2}`,
      `r${relaxedCandidates + 5}`,
      `r${relaxedCandidates + 9}`,
    ]);
    const placed = relaxedPlaces(ranked, (id) => problems.has(id));
    expect(placed.slice(0, relaxedCandidates)).toEqual(ranked.slice(0, relaxedCandidates));
    expect(placed.slice(relaxedCandidates)).toEqual(
      [`r${relaxedCandidates + 2}`, `r${relaxedCandidates + 5}`, `r${relaxedCandidates + 9}`].slice(
        0,
        relaxedProblemCandidates,
      ),
    );
  });

  it('adds nothing when no problem is ranked after the best', () => {
    expect(relaxedPlaces(ranked, (id) => id === 'r0')).toEqual(ranked.slice(0, relaxedCandidates));
  });
});

describe('the weight of a word', () => {
  it('is 1 for the rarest word the docs hold, less for commoner ones', () => {
    const rarity = rarityOf(['utf8mb4', 'tables'], [2, 60]);
    expect(rarity.get('utf8mb4')).toBe(1);
    expect(rarity.get('tables')).toBeLessThan(0.5);
  });

  it('does not shrink when a word of the query is in no page', () => {
    const rarity = rarityOf(['increase', 'utf8mb4', 'tables'], [0, 2, 60]);
    expect(rarity.get('utf8mb4')).toBe(1);
    expect(rarity.get('increase')).toBe(1);
    expect(rarity.get('tables')).toBe(rarityOf(['utf8mb4', 'tables'], [2, 60]).get('tables'));
  });
});

describe("the readers' words", () => {
  it.each([
    ['pre-defined api key', 'pre-defined static token'],
    ['drag and drop sort', 'reordering sort'],
    ['manual sorting does not work', 'reordering does not work'],
    ['google auth stuck signing in', 'google sso stuck signing in'],
    ['hide project dropdown on login', 'hidden private projects on login'],
    ['where are the error logs', 'where are the logger'],
    ['no logs in docker', 'no logger in docker'],
    ['hide a field in the app', 'hidden a field in the app'],
    ['dialogs', 'dialogs'],
    ['ItemsService', 'items service'],
    ['upload a file', 'upload a file'],
    ['query many to many over api', 'query many-to-many over api'],
    ['increase the upload limit', 'raise the upload limit'],
    ['files anonymous users can read', 'files public can read'],
    ['550 unauthenticated senders not allowed', '550 unauthenticated senders not allowed'],
    ['insert many items', 'create many items'],
    ['custom pages for editors', 'custom module for editors'],
  ])('%s is searched as %s', (query, docs) => {
    expect(inDocsWords(query)).toBe(docs);
  });

  it('reads a login as the SSO of every provider the config has, and of no other', () => {
    const configured = schemaGroups
      .map((group) => /^auth-(.+)$/.exec(group.id)?.[1])
      .filter((provider) => provider !== undefined);
    expect([...ssoProviders].sort()).toEqual(configured.sort());
  });

  it('maps each reader phrase to one docs phrase', () => {
    const phrases = vocabulary.flatMap((synonym) => synonym.readers);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const phrase of phrases) {
      expect(phrase).toBe(phrase.toLowerCase().trim());
    }
  });
});

describe('names with their kind', () => {
  it('reads the kind of thing before or after a name, whole or by its last word', () => {
    expect(withoutKind('fields query parameter', 'Query parameter')).toBe('fields');
    expect(withoutKind('sort parameter', 'Query parameter')).toBe('sort');
    expect(withoutKind('Interface text-input', 'Interface')).toBe('text-input');
    expect(withoutKind('m2o field type', 'Query parameter')).toBe('m2o field type');
    // Messages and problems are named by their words, "message" among them.
    expect(withoutKind('invalid message', 'Message')).toBe('invalid message');
  });

  it('asks for the query as typed and without each kind it names', () => {
    expect(namesAsked('m2o field type')).toEqual(['m2o field type', 'm2o']);
    expect(namesAsked('upload a file')).toEqual(['upload a file']);
  });
});

describe('pasted names', () => {
  it('adds the parts of a name joined by dots, colons, slashes or backslashes', () => {
    expect(withNameParts('auth.login returns 404')).toBe('auth.login auth login returns 404');
    expect(withNameParts('Class Aws\\S3\\S3Client not found')).toBe(
      'Class Aws\\S3\\S3Client Aws S3 S3Client not found',
    );
    expect(withNameParts('db:upgrade fails')).toBe('db:upgrade db upgrade fails');
  });

  it('leaves words and hyphenated names alone', () => {
    expect(withNameParts('one-to-many field. it fails')).toBe('one-to-many field. it fails');
  });
});

describe('matching words', () => {
  it('accepts marks that share the start of a query word', () => {
    expect(hasRelevantMatch('a <mark>headless</mark> CMS', ['headlesss'])).toBe(true);
    expect(hasRelevantMatch('<mark>running</mark> it', ['runs'])).toBe(true);
    expect(hasRelevantMatch('<mark>id</mark>', ['id'])).toBe(true);
  });

  it('rejects the one-letter fallbacks of an unknown word', () => {
    expect(hasRelevantMatch('curl <mark>-X</mark> POST', ['xylophone'])).toBe(false);
    expect(hasRelevantMatch('no marks at all', ['word'])).toBe(false);
  });

  it('counts the words of a title by their stems, three letters at least', () => {
    expect(isTitleWord('installation', 'install')).toBe(true);
    expect(isTitleWord('relational', 'related')).toBe(true);
    expect(isTitleWord('using', 'use')).toBe(true);
    expect(isTitleWord('logged', 'logout')).toBe(false);
    expect(isTitleWord('a', 'app')).toBe(false);
    expect(isTitleWord('hashed', 'has')).toBe(false);
    expect(isTitleWord('logs', 'log')).toBe(true);
    expect(titleMatches('Create a role', ['create', 'role', 'app'])).toBe(2);
  });

  it('does not take a longer word for a short one in a mark', () => {
    expect(hasRelevantMatch('<mark>hashed</mark> string', ['has'])).toBe(false);
    expect(hasRelevantMatch('<mark>using</mark> it', ['use'])).toBe(true);
  });

  it('counts a word that is only part of a name as half', () => {
    expect(titleMatches('CORS', ['cors'])).toBe(1);
    expect(titleMatches('DIRECTUS_CORS_ENABLED', ['cors'])).toBe(0.5);
  });

  it('lets a word of a title stand for one word of the query', () => {
    expect(titleMatches('Character set', ['setup', 'settings'])).toBe(1);
    expect(titleMatches('logger.path\nlogger.path', ['logger', 'logger'])).toBe(1);
    // The rarer of two words that both start like it takes it.
    const weights = new Map([
      ['set', 1],
      ['setup', 0.5],
    ]);
    expect(titleMatches('Setup', ['setup', 'set'], new Map(), weights)).toBe(1);
  });

  it('counts the query words a section holds anywhere, each once', () => {
    expect(coverage(['Sign', 'out.', 'sign-in', 'auto_sign_out'], ['auto', 'sign', 'out'])).toBe(2);
    expect(coverage(['webhook'], ['webhook'], new Map([['webhook', 0.5]]))).toBe(0.5);
  });

  it('does not take a hyphenated name in another order for the query', () => {
    const words = ['one', 'many', 'dropdown'];
    const compounds = compoundsOf('one-to-many dropdown');
    expect(compounds).toEqual([['one', 'to', 'many']]);
    expect(inTitleOrder('Many-to-One', words, compounds)).toEqual(['dropdown']);
    expect(inTitleOrder('One-to-Many', words, compounds)).toEqual(words);
    // Not the same words at all: "many" still counts.
    expect(inTitleOrder('Many-to-Many', words, compounds)).toEqual(words);
    expect(inTitleOrder('Many-to-One and One-to-Many', words, compounds)).toEqual(words);
  });

  it('counts the query words a text quotes in a row, in the query order', () => {
    const words = ['index', 'column', 'size', 'too', 'large'];
    const at = (...placed: [number, string][]) => placed.map(([place, word]) => ({place, word}));
    const quote = at([10, 'Index'], [11, 'column'], [12, 'size'], [13, 'too'], [14, 'large.']);
    expect(longestQuote(quote, words)).toBe(5);
    // A stop word between two of them is stepped over; a farther gap ends the run.
    expect(longestQuote(at([1, 'size'], [3, 'too'], [4, 'large'], [9, 'index']), words)).toBe(3);
    // The same words out of order, or one word over and over, quote nothing.
    expect(longestQuote(at([1, 'large'], [2, 'size'], [3, 'column']), words)).toBe(1);
    expect(longestQuote(at([1, 'size'], [2, 'size'], [3, 'size']), words)).toBe(1);
  });

  it('tells a message pasted with its values from a question that holds its words', () => {
    const text = 'Duplicate key "{key}" for collection "{collection}"';
    expect(pastesMessage('Duplicate key "Car-Wash" for collection "category"', text)).toBe(true);
    // A value of several words, or one that repeats a word of the message.
    expect(pastesMessage('duplicate key new key for collection blog posts', text)).toBe(true);
    // Words outside the placeholders, or the message's words out of order, are a question.
    expect(pastesMessage('mysql error duplicate key Car-Wash for collection category', text)).toBe(
      false,
    );
    expect(pastesMessage('collection category duplicate key Car-Wash', text)).toBe(false);
    // A placeholder takes a value: the message's words alone are a fragment, searched as such.
    expect(pastesMessage('Duplicate key for collection', text)).toBe(false);
    expect(
      pastesMessage(
        'failed to connect to the database docker',
        'Failed to connect to the database',
      ),
    ).toBe(false);
    // Placeholders with no word between them take one value, which may be one word.
    const command = '{module}:{command} command does not exist!';
    expect(pastesMessage('install:migrate command does not exist!', command)).toBe(true);
    expect(pastesMessage('install migrate command does not exist!', command)).toBe(true);
    expect(pastesMessage('command does not exist!', command)).toBe(false);
  });

  it('reads acronyms of the query in titles', () => {
    const words = ['google', 'single', 'sign'];
    const acronyms = acronymsOf('google single sign on', words);
    expect(titleMatches('Google SSO Setup', words, acronyms)).toBe(3);
    expect(titleMatches('Google SSO Setup', words)).toBe(1);
  });

  it('takes no stop word of a title for an acronym', () => {
    const words = ['adding', 'new', 'data'];
    const acronyms = acronymsOf('adding new data', words);
    expect(titleMatches('Sort and filter', words, acronyms)).toBe(0);
  });

  it('makes no acronym of two words', () => {
    const words = ['installed', 'docker'];
    const acronyms = acronymsOf('installed docker', words);
    expect(titleMatches('Why does a relation come back as just an ID?', words, acronyms)).toBe(0);
  });
});

describe('toHits', () => {
  const hooks = row(
    '/extensions/hooks.html#action-item-create',
    'item.create',
    'item.create: after',
  );
  const create = row('/api/items.html#create-an-item', 'Create an Item', 'Creates an item', {
    aliases: ['POST /:project/items/:collection'],
  });

  it('puts the things named exactly as the query first', () => {
    const hits = toHits([hooks, create], 'create an item', limits);
    expect(hits.map((hit) => hit.url)).toEqual([create.url, hooks.url]);
    expect(toHits([hooks, create], 'POST /:project/items/:collection', limits)[0]?.url).toBe(
      create.url,
    );
  });

  it('lists a named thing even when its text does not show the query', () => {
    const param = page('/api/query/fields.html', 'Fields', [], {
      kind: ['Query parameter'],
      section: ['Query Parameters'],
    });
    expect(
      toHits([{...param, meta: {title: 'Fields', aliases: 'fields'}}], 'fields', limits),
    ).toEqual([
      {
        url: '/api/query/fields.html',
        title: 'Fields',
        page: undefined,
        section: 'Query Parameters',
        kind: 'Query parameter',
        excerpt: '',
      },
    ]);
  });

  it('chooses the section whose heading holds the query word as typed', () => {
    const interfaces = page('/guides/interfaces.html', 'Interfaces', [
      section('file', '/guides/interfaces.html#file', 'one <mark>file</mark>', 5),
      section('files', '/guides/interfaces.html#files', 'many <mark>files</mark>', 1),
    ]);
    const [best] = toHits([interfaces], 'multiple files interface', {
      ...limits,
      sectionsPerPage: 1,
    });
    expect(best?.url).toBe('/guides/interfaces.html#files');
  });

  it('ranks a page by the section whose heading holds the query', () => {
    const guide = page('/guides/admin-guide.html', 'App Admin Guide', [
      section(
        'App Admin Guide',
        '/guides/admin-guide.html',
        'the <mark>app</mark> can <mark>create</mark> a <mark>role</mark>',
        50,
      ),
      section(
        'Create a role',
        '/guides/admin-guide.html#create-a-role',
        '<mark>Create</mark> a <mark>role</mark>',
        2,
      ),
    ]);
    const hits = toHits([guide], 'create a role in the app', limits);
    expect(hits[0]).toMatchObject({
      url: '/guides/admin-guide.html#create-a-role',
      title: 'Create a role',
      page: 'App Admin Guide',
    });
  });

  it('puts a guide before the API that holds as many words, unless the query names the API alone', () => {
    const guide = page(
      '/guides/roles.html',
      'Roles',
      [
        section(
          'Creating Roles',
          '/guides/roles.html#creating-roles',
          '<mark>Creating</mark> <mark>roles</mark>',
        ),
      ],
      {section: ['Guides']},
    );
    const api = page(
      '/api/roles.html',
      'Roles',
      [
        section(
          'Create a Role',
          '/api/roles.html#create-a-role',
          '<mark>Create</mark> a <mark>role</mark>',
        ),
      ],
      {section: ['API Reference']},
    );
    expect(toHits([api, guide], 'create role', limits)[0]?.url).toBe(
      '/guides/roles.html#creating-roles',
    );
    // Each result holds the extra words in its text, so only the ranking rule differs.
    const saying = (result: PagefindResult, words: string) => ({
      ...result,
      sub_results: result.sub_results?.map((sub) => ({
        ...sub,
        excerpt: `${sub.excerpt} ${words}`,
      })),
    });
    const viaApi = [saying(guide, 'the <mark>api</mark>'), saying(api, 'the <mark>api</mark>')];
    expect(toHits(viaApi, 'create role api', limits)[0]?.url).toBe('/api/roles.html#create-a-role');
    const inApp = [
      saying(api, '<mark>api</mark> <mark>app</mark>'),
      saying(guide, '<mark>api</mark> <mark>app</mark>'),
    ];
    expect(toHits(inApp, 'create role api app', limits)[0]?.url).toBe(
      '/guides/roles.html#creating-roles',
    );
    // A reported problem wants the guide that explains the feature, as typed with its apostrophe.
    expect(toHits([...viaApi].reverse(), "can't create role api", limits)[0]?.url).toBe(
      '/guides/roles.html#creating-roles',
    );
  });

  it("counts the words a section's text holds beyond its heading, each a fraction of a heading's", () => {
    // A page whose one section holds `text` (its heading first) with every word matched.
    const holding = (url: string, heading: string, text: string): PagefindResult => ({
      url,
      excerpt: `<mark>${heading}</mark>`,
      meta: {title: 'Guide'},
      content: text,
      locations: text.split(' ').map((_, index) => index),
      sub_results: [
        {
          title: heading,
          url: `${url}#section`,
          excerpt: `<mark>${heading}</mark>`,
          locations: text.split(' ').map((_, index) => index),
          weighted_locations: [{balanced_score: 1}],
        },
      ],
    });
    const named = holding('/a.html', 'Thumbnails storage', 'Thumbnails storage');
    const answering = holding(
      '/b.html',
      'Thumbnails',
      'Thumbnails storage pdf ghostscript imagick whitelist preview',
    );
    const query = 'thumbnails storage pdf ghostscript imagick whitelist preview';
    expect(toHits([named, answering], query, limits)[0]?.url).toBe('/b.html#section');
    // One word of text does not outweigh one of the heading.
    const short = 'thumbnails storage pdf';
    expect(toHits([answering, named], short, limits)[0]?.url).toBe('/a.html#section');
  });

  it('puts the part of the docs a query names first', () => {
    const hook = page('/extensions/hooks.html', 'Hooks', [
      section('Multiple Files', '/extensions/hooks.html#multiple-files', '<mark>multiple</mark>'),
    ]);
    const files = page('/guides/interfaces.html', 'Interfaces', [
      section('files', '/guides/interfaces.html#files', 'Links <mark>multiple</mark> files'),
    ]);
    const query = 'multiple files interface';
    expect(toHits([hook, files], query, limits)[0]?.url).toBe('/guides/interfaces.html#files');
    expect(toHits([hook, files], 'multiple files', limits)[0]?.url).toBe(
      '/extensions/hooks.html#multiple-files',
    );
  });

  it('keeps to the limits and lists a row once', () => {
    const many = page('/x.html', 'X', [
      section('A', '/x.html#a', '<mark>word</mark>'),
      section('B', '/x.html#b', '<mark>word</mark>'),
      section('C', '/x.html#c', '<mark>word</mark>'),
    ]);
    expect(toHits([many], 'word', limits)).toHaveLength(2);
    expect(toHits([many, many], 'word', {results: 1, sectionsPerPage: 1})).toHaveLength(1);
  });

  it('drops results without a real match', () => {
    const noise = page('/x.html', 'X', [section('X', '/x.html#x', 'curl <mark>-X</mark>')]);
    expect(toHits([noise], 'xylophone', limits)).toEqual([]);
  });

  it('says where a hit is', () => {
    expect(
      hitLocation({
        url: '/a',
        title: 'DIRECTUS_ENV',
        kind: 'Environment variable',
        section: 'Docker',
        page: 'Environment Variables',
        excerpt: '',
      }),
    ).toBe('Environment variable · Docker › Environment Variables');
    expect(hitLocation({url: '/a', title: 'Users', section: 'Guides', excerpt: ''})).toBe('Guides');
  });
});

describe('keyboard', () => {
  it('moves through the options and wraps around', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(0, 1, 0)).toBe(-1);
  });

  const press = (
    key: string,
    modifiers: Partial<{ctrlKey: boolean; metaKey: boolean; altKey: boolean}> = {},
  ) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...modifiers,
  });

  it('opens search with / outside fields, and with Ctrl+K or ⌘+K anywhere', () => {
    expect(isSearchShortcut(press('/'), false)).toBe(true);
    expect(isSearchShortcut(press('/'), true)).toBe(false);
    expect(isSearchShortcut(press('k', {ctrlKey: true}), true)).toBe(true);
    expect(isSearchShortcut(press('K', {metaKey: true}), false)).toBe(true);
    expect(isSearchShortcut(press('k'), false)).toBe(false);
    expect(isSearchShortcut(press('k', {ctrlKey: true, altKey: true}), false)).toBe(false);
  });
});

describe('search index files', () => {
  it('ships only what the search box uses', () => {
    expect(isUnusedSearchFile('pagefind-ui.js')).toBe(true);
    expect(isUnusedSearchFile('pagefind-modular-ui.css')).toBe(true);
    expect(isUnusedSearchFile('wasm.unknown.pagefind')).toBe(true);
    expect(isUnusedSearchFile('pagefind.js')).toBe(false);
    expect(isUnusedSearchFile('pagefind-worker.js')).toBe(true);
    expect(isUnusedSearchFile('fragment/en_1.pf_fragment')).toBe(false);
  });

  it('lists files as URLs, with a version that follows their content', () => {
    const files = (content: string) => [
      {path: 'pagefind.js', content: new TextEncoder().encode(content)},
      {path: 'index/en_1.pf_index', content: new Uint8Array([1])},
    ];
    const list = searchFileList('/pagefind', files('a'));
    expect(list.files).toEqual(['/pagefind/index/en_1.pf_index', '/pagefind/pagefind.js']);
    expect(searchFileList('/pagefind', files('a')).version).toBe(list.version);
    expect(searchFileList('/pagefind', files('b')).version).not.toBe(list.version);
  });
});
