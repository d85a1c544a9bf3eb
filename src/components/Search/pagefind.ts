/**
 * Loads Pagefind's browser bundle on first use and runs queries with it.
 * The bundle and its index are files of the build (plugins/search-index), so
 * search needs no third-party service and works offline once cached.
 */
import {behaviour} from '@site/src/config/behaviour';
import {searchTerms, toHits, type PagefindPage, type SearchHit} from './results';

/** The part of Pagefind's browser API we use. */
type Pagefind = {
  options: (options: {excerptLength: number; noWorker: boolean}) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{results: {data: () => Promise<PagefindPage>}[]} | null>;
};

const bundleUrl = `${behaviour.searchIndexPath}/pagefind.js`;

let loading: Promise<Pagefind> | undefined;

async function load(): Promise<Pagefind> {
  // The bundle is not part of the webpack build: load it as it is served.
  const pagefind = (await import(/* webpackIgnore: true */ bundleUrl)) as Pagefind;
  // Pagefind 1.5 searches in a Web Worker by default. At this index size a
  // search takes a few milliseconds, and each of the dozen messages a query
  // sends to the worker and back costs more than that: on the main thread
  // results show sooner, and the worker's script is not downloaded at all.
  await pagefind.options({excerptLength: behaviour.searchExcerptWords, noWorker: true});
  await pagefind.init();
  return pagefind;
}

/** Starts loading the bundle and index (once); later calls share it. */
export function loadPagefind(): Promise<Pagefind> {
  if (loading === undefined) {
    loading = load();
    // After a failure the next call tries again (the reader may be back online).
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/** The sections matching `term`, best first. */
export async function searchDocs(term: string): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  const search = await pagefind.search(searchTerms(term));
  const pages = await Promise.all(
    (search?.results ?? []).slice(0, behaviour.searchCandidatePages).map((result) => result.data()),
  );
  return toHits(pages, term, {
    pages: behaviour.searchPageLimit,
    sectionsPerPage: behaviour.searchSectionsPerPage,
  });
}
