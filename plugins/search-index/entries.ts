/**
 * Pure helper of the search index: what Pagefind indexes, from the built
 * pages. Each page, as indexableHtml writes it, and a record of its own for
 * every named thing of the reference whose row or section has an anchor.
 */
import type {Root} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {parseBuiltHtml} from '../../shared/builtHtml';
import {textOf} from './hast';
import {indexableHtml} from './indexableHtml';
import {targetsOfPage} from './pageTargets';
import {checkTargets, pageNames, targetRecord, type IndexedPage} from './records';
import {dataTargets, type SearchTarget} from './targets';

/** The page's sidebar group, which src/theme/DocItem/Content gives as a filter. */
function sectionOf(tree: Root): string | undefined {
  const filter = select('[data-pagefind-filter]', tree)?.properties.dataPagefindFilter;
  return typeof filter === 'string' ? /^section:(.+)$/.exec(filter)?.[1] : undefined;
}

/**
 * The entries of the index, for the built pages that mark their content
 * (`route` as the page's URL). Throws, naming the page, when a named thing
 * would lead nowhere (./records.ts, checkTargets). Each page's tree is let go
 * once its entry is written: holding every tree to the end made the
 * build's peak memory grow with the number of pages.
 */
export function indexEntries(
  built: readonly {readonly route: string; readonly html: string}[],
  targets: readonly SearchTarget[] = dataTargets(),
) {
  // A whole page that defines a named thing (a query parameter's, from the
  // data) carries its names; a thing with an anchor is a record of its own.
  const wholePages = new Map(
    targets.flatMap((target) => (target.url.includes('#') ? [] : [[target.url, target] as const])),
  );
  const pages = new Map<string, IndexedPage>();
  const contents: {url: string; content: string}[] = [];
  const allTargets = [...targets];
  for (const {route, html} of built) {
    const tree = parseBuiltHtml(html);
    const title = select('[data-pagefind-body] h1', tree);
    pages.set(route, {
      title: title ? textOf(title) : route,
      section: sectionOf(tree),
      ids: new Set(selectAll('[id]', tree).map(({properties: {id}}) => String(id))),
    });
    allTargets.push(...targetsOfPage(route, tree));
    // Last: it changes the tree.
    const target = wholePages.get(route);
    contents.push({url: route, content: indexableHtml(tree, target && pageNames(target))});
  }
  checkTargets(allTargets, pages);
  return {
    pages: contents,
    records: allTargets.flatMap((target) => {
      const page = pages.get(target.url.split('#')[0] ?? '');
      return page && target.url.includes('#') ? [targetRecord(target, page)] : [];
    }),
  };
}
