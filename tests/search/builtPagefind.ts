/**
 * The production build's search, run in Node: Pagefind's own browser bundle
 * (build/pagefind/pagefind.js) over the built index, with the options the
 * search box sets. Its requests for index files are answered from disk.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {searchOptions, type Pagefind} from '@site/src/components/Search/pagefind';
import {searchTuning} from '@site/src/config/search';

export const buildDir = path.resolve(__dirname, '../../build');

/** The bundle asks for `<origin>/pagefind/...`; any origin does, it never reaches a network. */
const origin = 'http://docs.test';

function serveFromBuild(): void {
  globalThis.fetch = async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input, origin);
    return new Response(await fs.readFile(path.join(buildDir, decodeURIComponent(url.pathname))));
  };
}

/** Pagefind over build/pagefind, with URLs relative to the site like in the browser. */
export async function loadBuiltPagefind(): Promise<Pagefind> {
  serveFromBuild();
  const bundle = path.join(buildDir, searchTuning.indexPath, 'pagefind.js');
  const pagefind = (await import(pathToFileURL(bundle).href)) as Pagefind & {
    options: (options: typeof searchOptions & {basePath: string}) => Promise<void>;
  };
  await pagefind.options({...searchOptions, basePath: `${origin}${searchTuning.indexPath}/`});
  await pagefind.init();
  return {
    ...pagefind,
    search: async (term, options) => {
      const search = await pagefind.search(term, options);
      return (
        search && {
          results: search.results.map((result) => ({
            ...result,
            data: async () => withSiteUrls(await result.data()),
          })),
        }
      );
    },
  };
}

function withSiteUrls<T extends {url: string; sub_results?: readonly {url: string}[]}>(
  result: T,
): T {
  const relative = (url: string) => url.replace(origin, '');
  return {
    ...result,
    url: relative(result.url),
    sub_results: result.sub_results?.map((section) => ({...section, url: relative(section.url)})),
  };
}
