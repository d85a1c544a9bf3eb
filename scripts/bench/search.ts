/**
 * Search: the index on disk, what a first query downloads, and how long a
 * keystroke takes to show results once everything is loaded (warm).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {SEARCH_DIR} from '../../plugins/search-index';
import {searchTuning} from '../../src/config/search';
import {median, percentile95} from './budgets';

export type SearchFigures = {
  indexKb: number;
  indexFiles: number;
  firstQueryKb: number;
  warmMedianMs: number;
  warmP95Ms: number;
  warmRunsMs: number[];
  /** The same for questions of several words: each word is searched alone too, and more pages load. */
  questionMedianMs: number;
  questionP95Ms: number;
};

/** Queries of every kind readers type: words, env variables, endpoints, code. */
const queries = [
  'headless',
  'DIRECTUS_ENV',
  '/server/ping',
  'utf8mb4',
  'upload limit',
  'fastcgi_pass',
  'permissions',
  'fork',
];

/** Questions as readers type them, in several words: reported, not budgeted. */
const questions = [
  'users signed out after a few minutes',
  'upload files to s3 from docker',
  'thumbnails missing for private files',
  'give a role read access to one collection',
  'emails are not sent from the server',
  'sort items by drag and drop',
];

async function folderSize(dir: string): Promise<{bytes: number; files: number}> {
  const entries = await fs.readdir(dir, {recursive: true, withFileTypes: true});
  const files = entries.filter((entry) => entry.isFile());
  const sizes = await Promise.all(
    files.map(async (entry) => (await fs.stat(path.join(entry.parentPath, entry.name))).size),
  );
  return {bytes: sizes.reduce((a, b) => a + b, 0), files: files.length};
}

/**
 * Types the last character of `query` as a real key press and returns the
 * time until the results list shows that query's results.
 */
async function keystrokeToResults(page: Page, query: string): Promise<number> {
  const input = page.locator('#search-input');
  await input.fill(query.slice(0, -1));
  await page.evaluate(() => {
    const box = document.getElementById('search-input');
    box?.addEventListener('keydown', () => performance.mark('keystroke'), {once: true});
  });
  // Plain callbacks only: tsx would wrap named functions in a helper the page lacks.
  const rendered = page.evaluate(
    (expected) =>
      new Promise<number>((resolve) => {
        const list = document.getElementById('search-results');
        const observer = new MutationObserver(() => {
          if (list?.dataset.query === expected) {
            observer.disconnect();
            // Measured once the browser has painted the results.
            requestAnimationFrame(() =>
              setTimeout(() => {
                const [mark] = performance.getEntriesByName('keystroke');
                performance.clearMarks('keystroke');
                resolve(performance.now() - (mark?.startTime ?? NaN));
              }, 0),
            );
          }
        });
        if (list) observer.observe(list, {attributes: true, childList: true, subtree: true});
      }),
    query,
  );
  await input.press(query.slice(-1));
  return rendered;
}

export async function measureSearch(
  browser: Browser,
  origin: string,
  buildDir: string,
): Promise<SearchFigures> {
  const index = await folderSize(path.join(buildDir, SEARCH_DIR));

  const context = await browser.newContext({serviceWorkers: 'block'});
  const page = await context.newPage();
  await page.goto(`${origin}/getting-started/introduction.html`, {waitUntil: 'networkidle'});
  let searchBytes = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.startsWith(`${searchTuning.indexPath}/`)) {
      void request.sizes().then((sizes) => {
        searchBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      });
    }
  });
  // Cold: the first query loads the bundle, the index and the results' fragments.
  await keystrokeToResults(page, queries[0] ?? 'headless');
  await page.waitForLoadState('networkidle');
  const firstQueryBytes = searchBytes;

  // Warm: every query once to load its index chunks, then the timed pass.
  for (const query of queries) {
    await keystrokeToResults(page, query);
  }
  const warmRunsMs = await timedPass(page, queries);
  await timedPass(page, questions);
  const questionRunsMs = await timedPass(page, questions);
  await context.close();
  return {
    indexKb: Math.round(index.bytes / 1024),
    indexFiles: index.files,
    firstQueryKb: Math.round(firstQueryBytes / 102.4) / 10,
    warmMedianMs: median(warmRunsMs),
    warmP95Ms: percentile95(warmRunsMs),
    warmRunsMs,
    questionMedianMs: median(questionRunsMs),
    questionP95Ms: percentile95(questionRunsMs),
  };
}

/** Each query's keystroke-to-results time, one after the other, to a tenth of a millisecond. */
async function timedPass(page: Page, pass: readonly string[]): Promise<number[]> {
  const runsMs: number[] = [];
  for (const query of pass) {
    runsMs.push(Math.round((await keystrokeToResults(page, query)) * 10) / 10);
  }
  return runsMs;
}
