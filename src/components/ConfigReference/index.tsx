import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ReferenceTable, {type Column} from '@site/src/components/ReferenceTable';
import DataEditLink from '@site/src/components/DataEditLink';
import {dataPart} from '@site/shared/dataParts';
import {configAnchor, type ConfigGroup, type ConfigKey} from '@site/src/data/config';
import {splitCode} from './anchor';

type Props = {
  /** One group of `src/data/config`, e.g. `database`. */
  readonly group: ConfigGroup;
  /**
   * What each entry is named by: the config key (the configuration page), or
   * the environment variable (the Docker page, whose readers come for it).
   */
  readonly name?: 'key' | 'env';
};

const keyColumn: Column = {title: 'Key', kind: 'name', labelled: false};
const envColumn: Column = {title: 'Environment variable', kind: 'name', labelled: false};
const otherColumns: readonly Column[] = [
  {title: 'Type', kind: 'fact', labelled: true},
  {title: 'Default', kind: 'fact', labelled: true},
  {title: 'Meaning', kind: 'text', labelled: false},
];

/** The name column first, the other name as a labelled fact after it. */
const columnsNamedBy = {
  key: [keyColumn, {...envColumn, kind: 'fact', labelled: true}, ...otherColumns],
  env: [envColumn, {...keyColumn, kind: 'fact', labelled: true}, ...otherColumns],
} as const satisfies Record<NonNullable<Props['name']>, readonly Column[]>;

function Description({text}: Readonly<{text: string}>): ReactNode {
  return splitCode(text).map((part, index) =>
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}

function cells(entry: ConfigKey, name: NonNullable<Props['name']>): readonly ReactNode[] {
  const key = <code>{entry.key}</code>;
  const env = entry.env === null ? <em>none</em> : <code>{entry.env}</code>;
  return [
    ...(name === 'key' ? [key, env] : [env, key]),
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
export default function ConfigReference({group, name = 'key'}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  return (
    <>
      <DataEditLink
        part={dataPart.config(group.id)}
        name={`${group.title} ${name === 'env' ? 'environment variables' : 'configuration'}`}
      />
      <ReferenceTable
        label={`${group.title} configuration`}
        columns={columnsNamedBy[name]}
        entries={group.keys.map((entry) => {
          const id = configAnchor(entry);
          // Lets links to an entry (`#directus_database_host`) pass the broken-anchor check.
          brokenLinks.collectAnchor(id);
          return {key: entry.key, id, cells: cells(entry, name)};
        })}
      />
    </>
  );
}
