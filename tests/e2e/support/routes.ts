/**
 * The site's routes, from the old site's list (tests/fixtures/old-pages.json,
 * a copy of the project's shared facts), kept to the pages this build has. The
 * list grows by itself as pages are written.
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

/** Old pages that exist in the build. */
export const builtPages: readonly OldPage[] = allOldPages.filter((page) =>
  fs.existsSync(builtFile(page.route)),
);

export function builtPage(route: string): OldPage {
  const page = builtPages.find((candidate) => candidate.route === route);
  if (!page) {
    throw new Error(`${route} is not in the build`);
  }
  return page;
}
