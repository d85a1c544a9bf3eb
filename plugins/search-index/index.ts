import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Plugin} from '@docusaurus/types';
import {behaviour} from '../../src/config/behaviour';
import {isUnusedSearchFile, searchFileList} from './files';

export const PLUGIN_NAME = 'search-index';

/** The index's folder in the build, and the list of its files the service worker reads. */
export const SEARCH_DIR = behaviour.searchIndexPath.replace(/^\//, '');
export const SEARCH_FILE_LIST = 'files.json';

async function readTree(root: string): Promise<{path: string; content: Uint8Array}[]> {
  const entries = await fs.readdir(root, {recursive: true, withFileTypes: true});
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return {path: path.relative(root, file), content: await fs.readFile(file)};
      }),
  );
}

/**
 * Builds the full-text search index with Pagefind from the production HTML,
 * once Docusaurus has written it, and lists its files for offline use.
 */
export default function searchIndexPlugin(context: {siteDir: string}): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir}) {
      // Pagefind's Node API is ESM-only, which the config loader cannot
      // import; its CLI does the same job.
      const pagefind = path.join(context.siteDir, 'node_modules', '.bin', 'pagefind');
      await promisify(execFile)(pagefind, [
        '--site',
        outDir,
        '--output-subdir',
        SEARCH_DIR,
        '--force-language',
        'en',
        // The "#" link beside each heading would end up in section titles.
        '--exclude-selectors',
        '.hash-link',
        '--quiet',
      ]);
      const searchDir = path.join(outDir, SEARCH_DIR);
      const written = await readTree(searchDir);
      await Promise.all(
        written
          .filter((file) => isUnusedSearchFile(file.path))
          .map((file) => fs.rm(path.join(searchDir, file.path))),
      );
      const files = written.filter((file) => !isUnusedSearchFile(file.path));
      await fs.writeFile(
        path.join(searchDir, SEARCH_FILE_LIST),
        JSON.stringify(searchFileList(behaviour.searchIndexPath, files)),
      );
    },
  };
}
