/**
 * Reads the table MDX renders from a Markdown table (thead, tbody, rows and
 * cells as React elements) as the columns and entries of a reference.
 */
import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import type {Column, Entry} from './table';

type Props = {readonly children?: ReactNode; readonly id?: string};
type Element = ReactElement<Props>;

/**
 * Header rows that make a plain Markdown table a reference wherever it is,
 * with no `<ReferenceList>` around it: the options of each interface
 * (docs/guides/interfaces.md), one table per interface, which stay plain
 * Markdown in the page's source.
 */
export const referenceHeaders: readonly (readonly string[])[] = [
  ['Option', 'Label', 'Value', 'Default', 'What it does'],
];

/** The elements among `node`'s children (MDX puts line breaks between them). */
function elementsOf(node: ReactNode): Element[] {
  return Children.toArray(node).filter((child) => isValidElement<Props>(child));
}

function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') {
        return String(child);
      }
      return isValidElement<{children?: ReactNode}>(child) ? textOf(child.props.children) : '';
    })
    .join('');
}

function cellsOf(row: Element | undefined): Element[] {
  return elementsOf(row?.props.children);
}

/** The titles of the header row, from a table's children (its thead and tbody). */
export function headerTitles(tableChildren: ReactNode): string[] {
  const [head] = elementsOf(tableChildren);
  return cellsOf(elementsOf(head?.props.children)[0]).map((cell) => textOf(cell.props.children));
}

/** Whether a table's header row is one of `referenceHeaders`. */
export function hasReferenceHeader(tableChildren: ReactNode): boolean {
  const titles = headerTitles(tableChildren).join('\n');
  return referenceHeaders.some((header) => header.join('\n') === titles);
}

/**
 * The first column names each entry, the last is its text, and the columns
 * between are facts; every value but the name is shown with its title.
 * Anything but a header row, two columns or more and a row throws, failing
 * the build. Takes the table's children, as MDX's `table` receives them.
 */
export function readTable(tableChildren: ReactNode): {
  readonly columns: readonly Column[];
  readonly entries: readonly Entry[];
} {
  const [, body, ...rest] = elementsOf(tableChildren);
  const titles = headerTitles(tableChildren);
  if (rest.length > 0 || !body || titles.length < 2) {
    throw new Error(
      '<ReferenceList> takes one Markdown table, with a header row, at least two columns and one row.',
    );
  }
  const last = titles.length - 1;
  const columns = titles.map((title, index): Column => ({
    title,
    kind: index === 0 ? 'name' : index === last ? 'text' : 'fact',
    labelled: index > 0,
  }));
  const entries = elementsOf(body.props.children).map((row): Entry => {
    const cells = cellsOf(row).map((cell) => cell.props.children);
    // A row's id, from remark/rowAnchors.ts, is kept: links and search open it.
    return {key: textOf(cells[0]), id: row.props.id, cells};
  });
  return {columns, entries};
}

/** `readTable` for the children of `<ReferenceList>`: one Markdown table. */
export function readMarkdownTable(children: ReactNode): ReturnType<typeof readTable> {
  const [table, ...others] = elementsOf(children);
  if (others.length > 0) {
    throw new Error('<ReferenceList> takes one Markdown table, not several.');
  }
  return readTable(table?.props.children);
}
