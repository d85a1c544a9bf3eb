import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type {ConfigGroup, ConfigKey} from '@site/src/data/config';
import {anchorFor, splitCode} from './anchor';
import styles from './styles.module.css';

type Props = {
  /** One group of `src/data/config`, e.g. `database`. */
  readonly group: ConfigGroup;
};

function Description({text}: Readonly<{text: string}>): ReactNode {
  return splitCode(text).map((part, index) =>
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}

function Row({entry}: Readonly<{entry: ConfigKey}>): ReactNode {
  const id = anchorFor(entry);
  // Lets links to a row (`#directus_database_host`) pass the broken-anchor check.
  useBrokenLinks().collectAnchor(id);
  return (
    <tr id={id} className={styles.row}>
      <td>
        <code>{entry.key}</code>
      </td>
      <td>{entry.env === null ? <em>none</em> : <code>{entry.env}</code>}</td>
      <td>{entry.type}</td>
      <td>
        {entry.default === null ? <em>not set</em> : <code>{entry.default}</code>}
        {entry.defaultNote !== undefined && (
          <>
            {' '}
            (<Description text={entry.defaultNote} />)
          </>
        )}
      </td>
      <td>
        <Description text={entry.description} />
      </td>
    </tr>
  );
}

/** One group of the API's project configuration as a table, a row per key. */
export default function ConfigReference({group}: Props): ReactNode {
  return (
    <ScrollableTable aria-label={`${group.title} configuration`}>
      <thead>
        <tr>
          <th scope="col">Key</th>
          <th scope="col">Environment variable</th>
          <th scope="col">Type</th>
          <th scope="col">Default</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {group.keys.map((entry) => (
          <Row key={entry.key} entry={entry} />
        ))}
      </tbody>
    </ScrollableTable>
  );
}
