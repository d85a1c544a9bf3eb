/** The shape of a reference table (see ReferenceTable), and its checks. */
import type {ReactNode} from 'react';

/**
 * How a column reads in the list form: `name` starts the entry (the first
 * column, and only it), `fact` is a short value on the name's line (a type,
 * a status, a default), `text` is prose on a line of its own, as wide as the
 * entry.
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

/** Throws, failing the build, unless the entries fit the columns. */
export function checkTable(columns: readonly Column[], entries: readonly Entry[]): void {
  // The first cell is styled as the name by its place, not by a class on every cell.
  if (columns.some((column, index) => (column.kind === 'name') !== (index === 0))) {
    throw new Error('<ReferenceTable>: the first column, and only the first, names the entries.');
  }
  for (const entry of entries) {
    if (entry.cells.length !== columns.length) {
      throw new Error(
        `<ReferenceTable>: entry "${entry.key}" has ${entry.cells.length} cells for ${columns.length} columns.`,
      );
    }
  }
}
