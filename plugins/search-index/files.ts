/** Pure helper of the search index: the list the service worker precaches. */
import {createHash} from 'node:crypto';

export type SearchFiles = {
  /** Changes whenever any file changes: names the service worker's cache. */
  readonly version: string;
  /** URLs of every file of the index, bundle included. */
  readonly files: readonly string[];
};

/**
 * Pagefind also writes ready-made UIs, a highlighter, a language-neutral
 * index and a Web Worker; our search box uses none of them (it searches on
 * the main thread: src/components/Search/pagefind.ts), so they are not shipped.
 */
const unusedFile =
  /^(pagefind-(component-|modular-)?ui\.(js|css)|pagefind-highlight\.js|pagefind-worker\.js|wasm\.unknown\.pagefind)$/;

export function isUnusedSearchFile(relativePath: string): boolean {
  return unusedFile.test(relativePath);
}

export function searchFileList(
  urlPrefix: string,
  files: ReadonlyArray<{path: string; content: Uint8Array}>,
): SearchFiles {
  const sorted = [...files].sort((a, b) => a.path.localeCompare(b.path));
  const hash = createHash('sha256');
  for (const file of sorted) {
    hash.update(file.path).update(file.content);
  }
  return {
    version: hash.digest('hex').slice(0, 12),
    files: sorted.map((file) => `${urlPrefix}/${file.path.split('\\').join('/')}`),
  };
}
