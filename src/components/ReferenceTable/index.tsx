import type {ReactNode} from 'react';
import StaticOnLoad from '@site/src/components/StaticOnLoad';
import {checkTable, type Column, type Entry} from './table';
import styles from './styles.module.css';

export type {Column, Entry} from './table';

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
 * Nothing in it changes once rendered: it is not hydrated (StaticOnLoad).
 */
export default function ReferenceTable({columns, entries, label}: Props): ReactNode {
  checkTable(columns, entries);
  return (
    <StaticOnLoad>
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
            <tr key={entry.key} id={entry.id}>
              {columns.map((column, index) => (
                <td
                  key={column.title}
                  className={column.kind === 'text' ? styles.text : undefined}
                  data-label={column.labelled && column.kind !== 'name' ? column.title : undefined}>
                  {entry.cells[index]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </StaticOnLoad>
  );
}
