/**
 * What a reader's first query downloads from the built index: the chunks
 * that hold its words, not the whole index. Pagefind fetches a chunk when a
 * search needs its words, and a search by filter alone needs them all
 * (issue 30 lets the first query's download grow by 20 KB at most).
 */
import {expect, it} from 'vitest';
import {searchWith} from '@site/src/components/Search/pagefind';
import {loadBuiltPagefind} from './builtPagefind';

it('loads only the index chunk of a one-word first query', async () => {
  const pagefind = await loadBuiltPagefind();
  const serve = globalThis.fetch;
  const chunks = new Set<string>();
  globalThis.fetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('.pf_index')) {
      chunks.add(url);
    }
    return serve(input, init);
  };
  await searchWith(pagefind, 'headless');
  expect([...chunks], 'index chunks fetched by the first query').toHaveLength(1);
});
