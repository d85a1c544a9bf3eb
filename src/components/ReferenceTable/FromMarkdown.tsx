import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import ReferenceTable, {type Column, type Entry} from './index';

type Element = ReactElement<{readonly children?: ReactNode}>;

/** The elements among `node`'s children (MDX puts line breaks between them). */
function elementsOf(node: ReactNode): Element[] {
  return Children.toArray(node).filter((child) =>
    isValidElement<{readonly children?: ReactNode}>(child),
  );
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
 * A Markdown table shown as a reference (see ReferenceTable): its first
 * column names each entry, its last is the entry's text, and the columns
 * between are facts; every value but the name is shown with its title. It reads the table MDX
 * renders (thead, tbody, rows, cells), so that a hand-written reference
 * stays a Markdown table in the page's source.
 */
export default function ReferenceList({children}: {readonly children: ReactNode}): ReactNode {
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
    return {key: textOf(cells[0]), cells};
  });
  return <ReferenceTable columns={columns} entries={entries} />;
}
