import {describe, expect, it} from 'vitest';
import {searchWith, type Pagefind} from '@site/src/components/Search/pagefind';
import type {PagefindResult} from '@site/src/components/Search/results';

/** A Pagefind whose every search finds one page, counting the loads of its data. */
function onePageIndex(): {pagefind: Pagefind; loads: () => number} {
  let loads = 0;
  const data = (): Promise<PagefindResult> => {
    loads += 1;
    return Promise.resolve({url: '/guides/files.html', excerpt: '<mark>upload</mark>', meta: {}});
  };
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    search: () => Promise.resolve({results: [{id: 'files', score: 1, data}]}),
  };
  return {pagefind, loads: () => loads};
}

describe('a search the reader typed on', () => {
  it('stops before it loads its results, and rejects', async () => {
    const {pagefind, loads} = onePageIndex();
    const typedOn = new AbortController();
    typedOn.abort();
    await expect(searchWith(pagefind, 'upload limit', typedOn.signal)).rejects.toThrow();
    expect(loads()).toBe(0);
  });

  it('loads its results while the query stands', async () => {
    const {pagefind, loads} = onePageIndex();
    await searchWith(pagefind, 'upload limit', new AbortController().signal);
    expect(loads()).toBeGreaterThan(0);
  });
});
