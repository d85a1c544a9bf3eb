import fs from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {searchTuning} from '../../src/config/search';
import {indexEntries} from './entries';
import {isUnusedSearchFile, searchFileList} from './files';
import {fileOfRoute, routeInSite, withBaseUrl} from '../../shared/routes';

export const PLUGIN_NAME = 'search-index';

/** The index's folder in the build, and the list of its files the service worker reads. */
export const SEARCH_DIR = searchTuning.indexPath.replace(/^\//, '');
export const SEARCH_FILE_LIST = 'files.json';

type PagefindApi = typeof import('pagefind');

/**
 * Pagefind's Node API is ESM-only, and the config loader turns `import()`
 * of a package name into `require()`, which its exports map refuses; a file
 * URL of the module loads.
 */
async function importPagefind(siteDir: string): Promise<PagefindApi> {
  const entry = path.join(siteDir, 'node_modules', 'pagefind', 'lib', 'index.js');
  return (await import(pathToFileURL(entry).href)) as PagefindApi;
}

/**
 * The docs pages of the build (only they mark their content: not the
 * not-found page), by their route without the base URL, as the data that
 * names things in them writes it.
 */
async function builtPages(outDir: string, routesPaths: readonly string[], baseUrl: string) {
  const pages = await Promise.all(
    routesPaths.map(async (route) => ({
      route: routeInSite(route, baseUrl),
      html: await fs.readFile(path.join(outDir, fileOfRoute(route, baseUrl)), 'utf8'),
    })),
  );
  return pages.filter((page) => page.html.includes('data-pagefind-body'));
}

function failOn(errors: readonly string[], what: string): void {
  if (errors.length > 0) {
    throw new Error(`[search-index] ${what}: ${errors.join('; ')}`);
  }
}

/**
 * Builds the full-text search index with Pagefind from the production HTML,
 * once Docusaurus has written it, plus a record of its own for every named
 * thing of the reference (./targets.ts), and lists its files for offline use.
 */
export default function searchIndexPlugin(context: {siteDir: string}): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir, routesPaths, baseUrl}) {
      const pagefind = await importPagefind(context.siteDir);
      const searchDir = path.join(outDir, SEARCH_DIR);
      // Pagefind indexes in a process of its own: close it however indexing ends, so that it
      // does not outlive a build that failed.
      try {
        const {index, errors} = await pagefind.createIndex({
          forceLanguage: 'en',
          // The "#" link beside each heading would end up in section titles.
          excludeSelectors: ['.hash-link'],
        });
        failOn(errors, 'creating the index');
        if (!index) {
          throw new Error('[search-index] Pagefind did not create an index.');
        }
        const entries = indexEntries(await builtPages(outDir, routesPaths, baseUrl));
        // Results open the address under the base URL: the router's paths hold it.
        for (const page of entries.pages) {
          const url = withBaseUrl(page.url, baseUrl);
          failOn((await index.addHTMLFile({...page, url})).errors, url);
        }
        for (const record of entries.records) {
          const url = withBaseUrl(record.url, baseUrl);
          failOn((await index.addCustomRecord({...record, url})).errors, url);
        }
        const {errors: fileErrors, files: allFiles} = await index.getFiles();
        failOn(fileErrors, 'writing the index');
        const files = allFiles.filter((file) => !isUnusedSearchFile(file.path));
        await Promise.all(
          files.map(async (file) => {
            const target = path.join(searchDir, file.path);
            await fs.mkdir(path.dirname(target), {recursive: true});
            await fs.writeFile(target, file.content);
          }),
        );
        await fs.writeFile(
          path.join(searchDir, SEARCH_FILE_LIST),
          JSON.stringify(searchFileList(withBaseUrl(searchTuning.indexPath, baseUrl), files)),
        );
      } finally {
        await pagefind.close();
      }
    },
  };
}
