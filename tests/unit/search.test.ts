import {describe, expect, it} from 'vitest';
import {
  hasRelevantMatch,
  searchTerms,
  toHits,
  type PagefindPage,
} from '@site/src/components/Search/results';
import {isSearchShortcut, moveActive} from '@site/src/components/Search/keys';
import {isUnusedSearchFile, searchFileList} from '@site/plugins/search-index/files';

const section = (title: string, url: string, excerpt: string, score = 1) => ({
  title,
  url,
  excerpt,
  weighted_locations: [{balanced_score: score}],
});

const page = (
  url: string,
  title: string,
  content: string,
  sections: ReturnType<typeof section>[],
): PagefindPage => ({
  url,
  excerpt: sections[0]?.excerpt ?? '',
  content,
  meta: {title},
  sub_results: sections,
});

describe('searchTerms', () => {
  it.each([
    ['/server/ping', 'server ping'],
    ['filter[status][eq]', 'filter status eq'],
    ['POST /:project/items', 'POST project items'],
    ['DB_HOST', 'DB_HOST'],
    ['  fields=*  ', 'fields'],
  ])('%s searches for %s', (query, terms) => {
    expect(searchTerms(query)).toBe(terms);
  });
});

describe('hasRelevantMatch', () => {
  it('accepts marks that share the start of a query word', () => {
    expect(hasRelevantMatch('a <mark>headless</mark> CMS', ['headlesss'])).toBe(true);
    expect(hasRelevantMatch('<mark>running</mark> it', ['runs'])).toBe(true);
    expect(hasRelevantMatch('<mark>id</mark>', ['id'])).toBe(true);
  });

  it('rejects the one-letter fallbacks of an unknown word', () => {
    expect(hasRelevantMatch('curl <mark>-X</mark> POST', ['xylophone'])).toBe(false);
    expect(hasRelevantMatch('no marks at all', ['word'])).toBe(false);
  });
});

describe('toHits', () => {
  const posts = page('/support.html', 'Supporting', 'social posts about projects on a server', [
    section(
      'Social posts',
      '/support.html#social',
      '<mark>posts</mark> about <mark>projects</mark>',
      5,
    ),
  ]);
  const config = page(
    '/troubleshooting.html',
    'Troubleshooting',
    'run it through post /server/projects to create',
    [
      section('Intro', '/troubleshooting.html', 'the <mark>server</mark>', 1),
      section(
        'Config',
        '/troubleshooting.html#config',
        'through <mark>POST</mark> /<mark>server</mark>/<mark>projects</mark>',
        2,
      ),
    ],
  );

  it('puts pages with the query as written first, and their matching section first', () => {
    const hits = toHits([posts, config], 'POST /server/projects', {pages: 6, sectionsPerPage: 3});
    expect(hits.map((hit) => hit.url)).toEqual([
      '/troubleshooting.html#config',
      '/troubleshooting.html',
      '/support.html#social',
    ]);
    expect(hits[0]).toMatchObject({pageTitle: 'Troubleshooting', heading: 'Config'});
    expect(hits[1]?.heading).toBeUndefined();
  });

  it('keeps to the limits', () => {
    const hits = toHits([config, posts], 'server', {pages: 1, sectionsPerPage: 1});
    expect(hits).toHaveLength(1);
  });

  it('drops pages without a real match', () => {
    const noise = page('/x.html', 'X', 'curl -X', [
      section('X', '/x.html#x', 'curl <mark>-X</mark>'),
    ]);
    expect(toHits([noise], 'xylophone', {pages: 6, sectionsPerPage: 3})).toEqual([]);
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
