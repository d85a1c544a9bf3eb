/** Pure helper of the search index: a page's HTML as Pagefind should read it. */
import type {Element, Root, RootContent} from 'hast';
import {select, selectAll} from 'hast-util-select';
import {toHtml} from 'hast-util-to-html';
import {asName, pageFilter} from '../../shared/searchTerms';
import {textOf} from './hast';

/** Elements whose text must not run into the next one's. */
const separated = new Set(['td', 'th', 'tr', 'li', 'dt', 'dd', 'p', 'pre']);

function separateBlocks(node: Root | Element): void {
  node.children = node.children.flatMap((child): RootContent[] => {
    if (child.type !== 'element') {
      return [child];
    }
    separateBlocks(child);
    return separated.has(child.tagName) ? [child, {type: 'text', value: ' '}] : [child];
  });
}

function element(
  tagName: string,
  properties: Element['properties'],
  children: Element['children'],
): Element {
  return {type: 'element', tagName, properties, children};
}

/** The names of the thing a page defines as a whole (a query parameter's page). */
export type PageNames = {
  readonly aliases: readonly string[];
  /** The names as the search box looks them up (the `name` filter). */
  readonly exact: readonly string[];
  readonly kind: string;
  readonly summary?: string;
};

/**
 * Pagefind splits a page into sections at each heading with an id. A
 * heading whose text repeats on the page ("Parameters", "Returns" under
 * every API operation, "Setup" under each relationship) is part of the
 * section above it, not an answer of its own: its id is left out.
 */
function joinRepeatedSections(headings: readonly Element[]): void {
  const titles = headings.map(textOf);
  headings.forEach((heading, index) => {
    if (titles.indexOf(titles[index] ?? '') !== titles.lastIndexOf(titles[index] ?? '')) {
      delete heading.properties.id;
    }
  });
}

/**
 * The page as Pagefind should read it, the built file staying as it is:
 * - the sections Pagefind finds, see joinRepeatedSections;
 * - every end tag written out, and a space after each table cell, list
 *   item and paragraph. The minified build leaves out optional end tags
 *   (`</td>`, `</li>`, `</p>`); Pagefind separates words at end tags, so
 *   it read the cells of a row as one word (`214422UnknownFilterException`)
 *   and showed them run together in excerpts;
 * - the page's section headings as the `headings` meta, which ranks a page
 *   whose headings hold the query's words above pages that merely mention
 *   them (its weight is set where the search box searches). It is not
 *   indexed as text a second time;
 * - the filter of pages (see pageFilter);
 * - its title as the `name` filter, and for a page that defines a named
 *   thing, its names (the `aliases` meta and `name` filter) and what it is
 *   (the `kind` filter), as the rows of named things have.
 */
export function indexableHtml(tree: Root, names?: PageNames): string {
  const body = select('[data-pagefind-body]', tree);
  if (body) {
    const meta = (name: string, value: string) =>
      element('span', {dataPagefindMeta: name}, [{type: 'text', value}]);
    joinRepeatedSections(selectAll('h2, h3, h4, h5, h6', body));
    const headings = selectAll('h2, h3', body).map(textOf).join('\n');
    const title = select('h1', body);
    // Looked up by the search box like the names of named things: a page
    // titled as the query comes first after them.
    const exact = new Set([...(title ? [asName(textOf(title))] : []), ...(names?.exact ?? [])]);
    body.children.push(
      element('div', {dataPagefindIgnore: 'index'}, [
        meta('headings', headings),
        element('span', {dataPagefindFilter: `record:${pageFilter.record}`}, []),
        ...[...exact].map((name) => element('span', {dataPagefindFilter: `name:${name}`}, [])),
        ...(names
          ? [
              meta('aliases', names.aliases.join('\n')),
              ...(names.summary === undefined ? [] : [meta('summary', names.summary)]),
              element('span', {dataPagefindFilter: `kind:${names.kind}`}, []),
            ]
          : []),
      ]),
    );
  }
  separateBlocks(tree);
  return toHtml(tree);
}
