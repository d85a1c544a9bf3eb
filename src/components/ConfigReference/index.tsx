import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ReferenceTable, {type Column} from '@site/src/components/ReferenceTable';
import type {ConfigGroup, ConfigKey} from '@site/src/data/config';
import {anchorFor, splitCode} from './anchor';

type Props = {
  /** One group of `src/data/config`, e.g. `database`. */
  readonly group: ConfigGroup;
};

const columns: readonly Column[] = [
  {title: 'Key', kind: 'name', labelled: false},
  {title: 'Environment variable', kind: 'fact', labelled: true},
  {title: 'Type', kind: 'fact', labelled: true},
  {title: 'Default', kind: 'fact', labelled: true},
  {title: 'Meaning', kind: 'text', labelled: false},
];

function Description({text}: Readonly<{text: string}>): ReactNode {
  return splitCode(text).map((part, index) =>
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}

function cells(entry: ConfigKey): readonly ReactNode[] {
  return [
    <code>{entry.key}</code>,
    entry.env === null ? <em>none</em> : <code>{entry.env}</code>,
    entry.type,
    <>
      {entry.default === null ? <em>not set</em> : <code>{entry.default}</code>}
      {entry.defaultNote !== undefined && (
        <>
          {' '}
          (<Description text={entry.defaultNote} />)
        </>
      )}
    </>,
    <Description text={entry.description} />,
  ];
}

/** One group of the API's project configuration, an entry per key. */
export default function ConfigReference({group}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  return (
    <ReferenceTable
      label={`${group.title} configuration`}
      columns={columns}
      entries={group.keys.map((entry) => {
        const id = anchorFor(entry);
        // Lets links to an entry (`#directus_database_host`) pass the broken-anchor check.
        brokenLinks.collectAnchor(id);
        return {key: entry.key, id, cells: cells(entry)};
      })}
    />
  );
}
