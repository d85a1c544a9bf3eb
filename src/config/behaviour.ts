/**
 * Behaviour constants: timings, sizes and storage keys of the theme and the
 * client modules. DOM attributes are in ./attributes.ts, search tuning in
 * ./search.ts, UI strings in ./labels.ts. This module ships to the browser;
 * keep it free of Node APIs.
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

  /** Frames to wait at most for the opening drawer to take focus. */
  drawerFocusFrames: 30,

  /**
   * sessionStorage key of the reader's server in the Try it panels (address,
   * project key, token): never localStorage, so it ends with the tab.
   */
  tryItServerKey: 'directus-docs.try-it-server',

  /** The not-found page lists at most this many pages with an address close to the one asked for. */
  notFoundSuggestions: 5,
} as const;
