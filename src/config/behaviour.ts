/**
 * Behaviour constants: timings, sizes and labels used by the theme and the
 * client modules. This module ships to the browser; keep it free of Node APIs.
 */

export const behaviour = {
  /** The sidebar re-checks which heading is in view at most this often. */
  activeHeadingCheckMs: 300,
  /** A heading counts as "in view" once its top passes this far below the top bar. */
  activeHeadingOffsetPx: 16,

  /**
   * When the current page's link is out of the sidebar's view, the sidebar
   * scrolls it this far down (a fraction of its height), leaving room for the
   * page's headings listed under it.
   */
  sidebarActiveLinkPosition: 0.25,

  /** Tab choices are remembered for this long after the reader's last choice. */
  tabMemoryMs: 5 * 60 * 1000,
  /** The tab group of every API example (curl, JavaScript, SDK): one choice for all. */
  apiExampleTabGroup: 'api-example',
  /** localStorage key holding when each tab group was last chosen. */
  tabMemoryStampsKey: 'directus-docs.tab-choices',

  /** Image zoom is (re)attached this long after each route change. */
  zoomAttachDelayMs: 1000,
  /** Scrolling the page this far closes a zoomed image. */
  zoomScrollOffsetPx: 40,
  /**
   * Images that can be zoomed: content images with alt text (a button needs a
   * name) that are not links or opted out.
   */
  zoomSelector: '.markdown img[alt]:not([alt=""]):not(a img):not(.no-zoom)',

  /** The "Copy page as Markdown" button says it copied for this long. */
  copiedPageMs: 2000,

  /** The offline copy starts downloading this long after the page has loaded. */
  serviceWorkerDelayMs: 2000,

  /** Page chunks that take longer than this fail, and the recovery message shows. */
  chunkLoadTimeoutMs: 120_000,

  /** sessionStorage key of saved scroll positions, by history entry. */
  scrollPositionsKey: 'directus-docs.scroll-positions',
  /** Saved scroll positions kept per tab; older entries are dropped first. */
  scrollPositionsLimit: 50,
  /**
   * Set on <html> while the view goes to a place on the page (a hash target,
   * a restored position): every block is laid out, none skipped while far
   * from view (the content-visibility rules of TwoUp and ReferenceTable,
   * which name it too), so the place is where the reader left it.
   */
  fullLayoutAttribute: 'data-full-layout',
  /**
   * Set on the target of a client navigation to a hash, which `:target` does
   * not follow (plugins/hash-target); the styles of `:target` name it too.
   */
  hashTargetAttribute: 'data-hash-target',
  /** Marks the blocks skipped while far from view (TwoUp blocks, reference entries). */
  deferredLayoutAttribute: 'data-deferred-layout',
  /** Set on such a block once plugins/deferred-layout has had it laid out. */
  laidOutAttribute: 'data-laid-out',
  /**
   * plugins/deferred-layout lays out blocks of about this many elements
   * together: few enough that a batch stays a short task on a slow phone.
   */
  deferredLayoutBatchElements: 150,
  /** It waits for idle time at most this long before each batch. */
  deferredLayoutTimeoutMs: 1000,

  /**
   * Marks code that wraps (src/css/code.css): the examples column of a
   * reference page, and a block whose word-wrap button is on.
   */
  codeWrapsAttribute: 'data-code-wraps',

  /** Results (pages, rows of named things) listed per query, and sections listed per page. */
  searchResultLimit: 6,
  searchSectionsPerPage: 2,
  /**
   * Results fetched to pick those from (the things named exactly as the
   * query come first), and for a query of several words the best of those
   * that lack some of them.
   */
  searchCandidates: 12,
  searchRelaxedCandidates: 12,
  /** Messages that hold every word of the query, of which those it quotes are listed. */
  searchMessageCandidates: 3,
  /**
   * Of two results whose titles hold as many of the query's words, one from
   * these sidebar groups comes first, the first group first, unless the
   * query names the app (src/components/Search/results.ts).
   */
  searchReferenceSections: ['Query Parameters', 'API Reference'],
  searchAppWord: 'app',
  /** Words of context around a match in result excerpts. */
  searchExcerptWords: 24,
  /** Frames to wait at most for the opening drawer to take focus. */
  drawerFocusFrames: 30,
  /**
   * Where the search index and Pagefind's browser bundle are served
   * (plugins/search-index): a path of the site, under its base URL.
   */
  searchIndexPath: '/pagefind',

  /**
   * sessionStorage key of the reader's server in the Try it panels (address,
   * project key, token): never localStorage, so it ends with the tab.
   */
  tryItServerKey: 'directus-docs.try-it-server',

  /** The not-found page lists at most this many pages with an address close to the one asked for. */
  notFoundSuggestions: 5,

  labels: {
    opensNewWindow: '(opens new window)',
    chunkErrorTitle: 'This page could not load',
    chunkErrorBody:
      'Part of the site failed to download. The docs may have been updated since you opened them, or your connection dropped.',
    reload: 'Reload the page',
    notFoundTitle: 'Page not found',
    notFoundSearch: 'Search from the not-found page',
    search: 'Search the docs',
    searchPlaceholder: 'Search',
    searchResults: 'Search results',
    searchNoResults: 'No results for',
    searchUnavailable: 'Search is unavailable: its index could not be loaded.',
    searchNeedsBuild:
      'Search has no index in the development server. Run npm run build && npm run serve to search the built site.',
    openSearch: 'Search the docs',
    scrollableTable: 'Table, scrolls sideways',
    zoomedImage: 'Zoomed image',
    copyPage: 'Copy page as Markdown',
    copiedPage: 'Copied the page as Markdown.',
    copiedPageShort: 'Copied',
    copyPageFailed: 'Could not copy the page: open its Markdown copy instead.',
    tryIt: 'Try it',
    tryItLoading: 'Loading the Try it panel…',
  },
} as const;
