import {useEffect, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchTuning} from '@site/src/config/search';
import type {SearchHit} from './hit';

export type SearchState = {
  readonly status: 'idle' | 'searching' | 'done' | 'error' | 'needs-build';
  /** The query the hits answer: while typing it lags behind the input. */
  readonly query: string;
  readonly hits: readonly SearchHit[];
};

const idle: SearchState = {status: 'idle', query: '', hits: []};

/**
 * `npm start` serves no search index: plugins/search-index writes it from the
 * production build's HTML. Say so rather than request a file that is not there.
 */
const indexIsBuilt = process.env.NODE_ENV === 'production';

/** Pagefind's browser bundle, under the site's base URL (BASE_URL). */
export function usePagefindBundle(): string {
  return useBaseUrl(`${searchTuning.indexPath}/pagefind.js`);
}

/** Runs `query` as the reader types; an older query's search stops, and its answer is dropped. */
export function useSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>(idle);
  const bundleUrl = usePagefindBundle();
  useEffect(() => {
    if (query === '') {
      setState(idle);
      return undefined;
    }
    if (!indexIsBuilt) {
      setState({status: 'needs-build', query, hits: []});
      return undefined;
    }
    // Aborted when the query changes: the older search stops (see searchWith) and its answer is dropped.
    const typedOn = new AbortController();
    setState((previous) => ({...previous, status: 'searching'}));
    // The search code loads with the first query, not with the page.
    import('./pagefind')
      .then(({searchDocs}) => searchDocs(query, bundleUrl, typedOn.signal))
      .then(
        (hits) => {
          if (!typedOn.signal.aborted) {
            setState({status: 'done', query, hits});
          }
        },
        (error: unknown) => {
          if (!typedOn.signal.aborted) {
            console.warn('[search]', error);
            setState({status: 'error', query, hits: []});
          }
        },
      );
    return () => {
      typedOn.abort();
    };
  }, [query, bundleUrl]);
  return state;
}
