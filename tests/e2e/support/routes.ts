/**
 * The site's routes: the old site's list (tests/fixtures/old-pages.json, a
 * copy of the project's shared facts) kept to the pages this build has, then
 * the pages this site added (in the sitemap, not in that list), which have
 * no old anchors to keep. The list grows by itself as pages are written.
 */
import fs from 'node:fs';
import path from 'node:path';
import oldPages from '../../fixtures/old-pages.json';
import {fileForRoute} from '../../../scripts/static-server';

export type OldHeading = {level: number; title: string; slug: string};
export type OldPage = {
  route: string;
  oldTitle: string | null;
  sidebarLabel?: string;
  pageClass?: string;
  headers: OldHeading[];
};

const buildDir = path.resolve(__dirname, '../../../build');

export function builtFile(route: string): string {
  return fileForRoute(buildDir, route);
}

export const allOldPages: readonly OldPage[] = oldPages;

function sitemapRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return Array.from(
    sitemap.matchAll(/<loc>([^<]+)<\/loc>/g),
    ([, loc = '']) => new URL(loc).pathname,
  );
}

const oldRoutes = new Set(allOldPages.map((page) => page.route));

/** Pages this site added to the old site's. */
export const addedPages: readonly OldPage[] = sitemapRoutes()
  .filter((route) => !oldRoutes.has(route))
  .map((route) => ({route, oldTitle: null, headers: []}));

/** Every page of the build: the old pages it has, then the added ones. */
export const builtPages: readonly OldPage[] = [
  ...allOldPages.filter((page) => fs.existsSync(builtFile(page.route))),
  ...addedPages,
];

export function builtPage(route: string): OldPage {
  const page = builtPages.find((candidate) => candidate.route === route);
  if (!page) {
    throw new Error(`${route} is not in the build`);
  }
  return page;
}
