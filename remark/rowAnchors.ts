/**
 * A remark plugin for the docs: in the sections that list named things in a
 * Markdown table (filter operators, field types: plugins/search-index's
 * `pageTargetSources`), each row gets an id made from the name in its first
 * cell, so that a link or a search result opens the row itself.
 */
import path from 'node:path';
import type {Root, RootContent, Table, TableRow} from 'mdast';
import {routeForDoc} from '../src/config/frontMatter';
import {nameInCode, type PageTargetSource} from '../plugins/search-index/pageTargets';

/** A source of search names whose rows get an id: `<rowIdPrefix><name in lower case>`. */
type NameTables = Required<Pick<PageTargetSource, 'page' | 'sections' | 'rowIdPrefix'>>;

type File = {path: string};

/** The name in the first cell of a row: its first inline code, a method without its arguments. */
function nameOf(row: TableRow): string | undefined {
  const first = row.children[0]?.children[0];
  return first?.type === 'inlineCode' ? nameInCode(first.value) : undefined;
}

/**
 * The tables a top-level node holds: itself, or the tables directly inside a
 * component that lays them out (`<ReferenceList>`). Checked by type name, as
 * the MDX node types are not among mdast's own.
 */
function tablesOf(node: RootContent): readonly Table[] {
  if (node.type === 'table') {
    return [node];
  }
  const children: readonly {type: string}[] =
    (node.type as string) === 'mdxJsxFlowElement' && 'children' in node ? node.children : [];
  return children.filter((child): child is Table => child.type === 'table');
}

export default function rowAnchors(options: {
  readonly docsDir: string;
  readonly tables: readonly NameTables[];
}) {
  return (tree: Root, file: File): void => {
    const route = routeForDoc(path.relative(options.docsDir, file.path));
    const tables = options.tables.filter((candidate) => candidate.page === route);
    // The ids of the headings the current node is under, by depth.
    const openSections: string[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading') {
        openSections.length = node.depth - 1;
        const id = node.data?.hProperties?.id;
        openSections[node.depth - 1] = typeof id === 'string' ? id : '';
        continue;
      }
      const names = tables.find((table) =>
        table.sections.some((section) => openSections.includes(section)),
      );
      for (const table of names ? tablesOf(node) : []) {
        // The first row is the header.
        for (const row of table.children.slice(1)) {
          const name = nameOf(row);
          if (names && name !== undefined) {
            row.data = {
              ...row.data,
              hProperties: {
                ...row.data?.hProperties,
                id: `${names.rowIdPrefix}${name.toLowerCase()}`,
              },
            };
          }
        }
      }
    }
  };
}
