/**
 * Pure helpers of the search index: the records of named things, and what
 * a page that defines one as a whole carries instead.
 */
import type {CustomRecord} from 'pagefind';
import {asName} from '../../shared/searchTerms';
import type {PageNames} from './indexableHtml';
import {targetKinds} from '../../shared/searchKinds';
import type {SearchTarget} from './targets';

/** What the index knows of a built page. */
export type IndexedPage = {
  readonly title: string;
  /** The sidebar group, when the page is in the sidebar. */
  readonly section?: string;
  /** Every element id on the page. */
  readonly ids: ReadonlySet<string>;
};

/**
 * The names as the search box looks them up: the `name` filter finds the
 * things named exactly as a query, however Pagefind ranks their words.
 */
function exactNames(target: SearchTarget): string[] {
  return [...new Set(target.names.map(asName))];
}

/**
 * The record of a named thing whose row or section has an anchor: found by
 * its names (the `title` and `aliases` meta, one name a line, which
 * Pagefind searches and ranks like a page title) and its description, the
 * excerpt. What the result shows besides is kept in filters, which
 * Pagefind returns but does not search: otherwise "environment variables"
 * would match every variable's row.
 */
export function targetRecord(target: SearchTarget, page: IndexedPage): CustomRecord {
  const aliases = target.names.filter((name) => name !== target.title);
  return {
    url: target.url,
    content: `${target.title}. ${target.description}`,
    language: 'en',
    meta: {
      title: target.title,
      ...(aliases.length === 0 ? {} : {aliases: aliases.join('\n')}),
      ...(target.summary === undefined ? {} : {summary: target.summary}),
    },
    filters: {
      kind: [targetKinds[target.kind]],
      name: exactNames(target),
      page: [page.title],
      ...(page.section === undefined ? {} : {section: [page.section]}),
    },
  };
}

/**
 * The names a page lends to search when it defines a named thing as a
 * whole: a query parameter's page is its result (Pagefind keeps one result
 * per URL, so it cannot have a record as well).
 */
export function pageNames(target: SearchTarget): PageNames {
  return {
    aliases: target.names,
    exact: exactNames(target),
    kind: targetKinds[target.kind],
    ...(target.summary === undefined ? {} : {summary: target.summary}),
  };
}

/**
 * Fails, naming what is wrong, when a named thing would open a page or an
 * anchor that the build does not have, or shares its row with another:
 * the index keeps one record per URL, and a second one is lost without a
 * word (a problem entry on the `code` interface's row was never found).
 */
export function checkTargets(
  targets: readonly SearchTarget[],
  pages: ReadonlyMap<string, IndexedPage>,
): void {
  const seen = new Map<string, SearchTarget>();
  for (const target of targets) {
    const [route = '', anchor] = target.url.split('#');
    const page = pages.get(route);
    const what = `${target.kind} "${target.title}"`;
    if (page === undefined) {
      throw new Error(`[search-index] ${what} opens ${route}, which is not an indexed page.`);
    }
    if (anchor !== undefined && !page.ids.has(anchor)) {
      throw new Error(`[search-index] ${what} opens #${anchor}, which ${route} does not have.`);
    }
    const other = seen.get(target.url);
    if (other !== undefined) {
      throw new Error(
        `[search-index] ${what} and ${other.kind} "${other.title}" both open ${target.url}: give each its own anchor.`,
      );
    }
    seen.set(target.url, target);
  }
}
