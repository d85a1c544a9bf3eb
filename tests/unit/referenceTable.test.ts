import {createElement as h, type ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {
  hasReferenceHeader,
  readMarkdownTable,
  referenceHeaders,
} from '@site/src/components/ReferenceTable/markdown';
import {checkTable, type Column} from '@site/src/components/ReferenceTable/table';

/** A table as MDX hands it over: line breaks between the elements. */
function markdownTable(header: readonly string[], rows: readonly (readonly ReactNode[])[]) {
  return h(
    'table',
    null,
    h('thead', null, h('tr', null, ...header.map((title) => h('th', {key: title}, title)))),
    '\n',
    h(
      'tbody',
      null,
      ...rows.map((cells, row) =>
        h('tr', {key: row}, ...cells.map((cell, column) => h('td', {key: column}, cell))),
      ),
    ),
  );
}

describe('readMarkdownTable', () => {
  it('names each entry by its first cell; facts between, the last column as text, all labelled', () => {
    const name = h('code', null, 'DIRECTUS_INSTALL');
    const {columns, entries} = readMarkdownTable(
      markdownTable(['Variable', 'Default', 'Meaning'], [[name, 'not set', 'Runs the install.']]),
    );
    expect(columns).toEqual([
      {title: 'Variable', kind: 'name', labelled: false},
      {title: 'Default', kind: 'fact', labelled: true},
      {title: 'Meaning', kind: 'text', labelled: true},
    ]);
    expect(entries).toEqual([
      {key: 'DIRECTUS_INSTALL', cells: [name, 'not set', 'Runs the install.']},
    ]);
  });

  it("keeps a row's id, so that links and search open its entry", () => {
    const table = h(
      'table',
      null,
      h('thead', null, h('tr', null, h('th', null, 'Variable'), h('th', null, 'Meaning'))),
      h(
        'tbody',
        null,
        h('tr', {id: 'directus_use_env'}, h('td', null, 'DIRECTUS_USE_ENV'), h('td', null, 'On.')),
      ),
    );
    expect(readMarkdownTable(table).entries.map((entry) => entry.id)).toEqual(['directus_use_env']);
  });

  it.each([
    [
      'two tables',
      [markdownTable(['A', 'B'], [['a', 'b']]), markdownTable(['A', 'B'], [['a', 'b']])],
    ],
    ['one column', [markdownTable(['A'], [['a']])]],
    [
      'no rows',
      [h('table', null, h('thead', null, h('tr', null, h('th', null, 'A'), h('th', null, 'B'))))],
    ],
    ['no table', ['Just text']],
  ])('fails the build on %s', (_, children) => {
    expect(() => readMarkdownTable(children)).toThrow('<ReferenceList>');
  });
});

describe('hasReferenceHeader', () => {
  /** The children MDX hands to its `table` component. */
  const childrenOf = (table: ReturnType<typeof markdownTable>): ReactNode =>
    (table.props as {children: ReactNode}).children;
  const [options] = referenceHeaders;

  it("takes a table whose header row is a reference's, title for title, as a reference", () => {
    const table = markdownTable(options!, [['a', 'b', 'c', 'd', 'e']]);
    expect(hasReferenceHeader(childrenOf(table))).toBe(true);
    expect(readMarkdownTable(table).columns.map((column) => column.kind)).toEqual([
      'name',
      'fact',
      'fact',
      'fact',
      'text',
    ]);
  });

  it.each([
    ['another header', ['Folder', 'What it holds']],
    ['fewer titles', options!.slice(0, -1)],
    ['more titles', [...options!, 'Since']],
  ])('leaves a table with %s as it is', (_, header) => {
    expect(hasReferenceHeader(childrenOf(markdownTable(header, [header])))).toBe(false);
  });
});

describe('checkTable', () => {
  const columns: readonly Column[] = [
    {title: 'Name', kind: 'name', labelled: false},
    {title: 'Description', kind: 'text', labelled: false},
  ];

  it('accepts entries that fit the columns', () => {
    expect(() => checkTable(columns, [{key: 'x', cells: ['x', 'y']}])).not.toThrow();
  });

  it('fails on an entry whose cells do not match the columns', () => {
    expect(() => checkTable(columns, [{key: 'x', cells: ['x']}])).toThrow(
      'entry "x" has 1 cells for 2 columns',
    );
  });

  it('fails unless the first column, and only it, names the entries', () => {
    expect(() => checkTable([...columns].reverse(), [])).toThrow(
      'the first column, and only the first',
    );
  });
});
