/**
 * Reads the table MDX renders from a Markdown table (thead, tbody, rows and
 * cells as React elements) as the columns and entries of a reference.
 */
import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import type {Column, Entry} from './table';

type Props = {readonly children?: ReactNode; readonly id?: string};
type Element = ReactElement<Props>;

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

/**
 * The first column names each entry, the last is its text, and the columns
 * between are facts; every value but the name is shown with its title.
 * Anything but one table with a header row, two columns or more and a row
 * throws, failing the build.
 */
export function readMarkdownTable(children: ReactNode): {
  readonly columns: readonly Column[];
  readonly entries: readonly Entry[];
} {
  const [table, ...others] = elementsOf(children);
  const [head, body, ...rest] = elementsOf(table?.props.children);
  const titles = cellsOf(elementsOf(head?.props.children)[0]).map((cell) =>
    textOf(cell.props.children),
  );
  if (others.length > 0 || rest.length > 0 || !body || titles.length < 2) {
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
    // A row's id, from plugins/row-anchors, is kept: links and search open it.
    return {key: textOf(cells[0]), id: row.props.id, cells};
  });
  return {columns, entries};
}
