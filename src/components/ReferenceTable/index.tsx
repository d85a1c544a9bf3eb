import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * How a column reads in the list form: `name` starts the entry, `fact` is a
 * short value on the name's line (a type, a status, a default), `text` is
 * prose on a line of its own, as wide as the entry.
 */
export type ColumnKind = 'name' | 'fact' | 'text';

export type Column = {
  readonly title: string;
  readonly kind: ColumnKind;
  /** Whether the value is preceded by the title; a name never is. */
  readonly labelled: boolean;
};

export type Entry = {
  /** Unique among the entries. */
  readonly key: string;
  /** The entry's anchor, if links lead to it. */
  readonly id?: string;
  /** One cell per column, in the columns' order. */
  readonly cells: readonly ReactNode[];
};

type Props = {
  readonly columns: readonly Column[];
  readonly entries: readonly Entry[];
  /** The table's name for screen readers, when the heading above is not enough. */
  readonly label?: string;
};

/**
 * A reference (parameters, config keys, hook events, error codes) as a list
 * of entries at every width: the name and its facts on a line, each text
 * below them across the whole width, so no description is squeezed into a
 * column and nothing scrolls sideways. The markup stays a table: screen
 * readers, the Markdown copy and the search index still read rows and columns.
 */
export default function ReferenceTable({columns, entries, label}: Props): ReactNode {
  for (const entry of entries) {
    if (entry.cells.length !== columns.length) {
      throw new Error(
        `<ReferenceTable>: entry "${entry.key}" has ${entry.cells.length} cells for ${columns.length} columns.`,
      );
    }
  }
  return (
    <table className={styles.table} aria-label={label}>
      <thead className="visually-hidden">
        <tr>
          {columns.map((column) => (
            <th key={column.title} scope="col">
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.key} id={entry.id} className={styles.entry}>
            {columns.map((column, index) => (
              <td
                key={column.title}
                className={clsx(styles.cell, styles[column.kind])}
                data-label={column.labelled && column.kind !== 'name' ? column.title : undefined}>
                {entry.cells[index]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
