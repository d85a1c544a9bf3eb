/** The site's own UI strings: names, messages and accessible labels. This module ships to the browser. */

export const labels = {
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
} as const;
