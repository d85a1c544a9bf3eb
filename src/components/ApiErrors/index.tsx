import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ScrollableTable';
import InlineText from '@site/src/components/ApiOperation/InlineText';
import {
  apiErrors,
  errorAnchor,
  oldOnlyErrorCodes,
  type ErrorGroup,
} from '@site/src/data/api/errors';
import styles from './styles.module.css';

type Props = {readonly group: ErrorGroup};

/**
 * The error codes of one group, one row per exception class, from the error
 * data. A code's first row has its anchor (`#error-214`), which search opens.
 */
export default function ApiErrors({group}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const rows = apiErrors
    .filter((error) => error.group === group)
    .flatMap((error) =>
      error.sources.map((source, index) => ({
        code: error.code,
        source,
        id: index === 0 ? errorAnchor(error.code) : undefined,
      })),
    );
  if (rows.length === 0) {
    throw new Error(`<ApiErrors>: no error code in the "${group}" group.`);
  }
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">HTTP status</th>
          <th scope="col">Class</th>
          <th scope="col">When</th>
          <th scope="col">What to do</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({code, source, id}) => {
          if (id !== undefined) {
            brokenLinks.collectAnchor(id);
          }
          return (
            <tr key={`${code} ${source.name}`} id={id} className={styles.row}>
              <td>
                <code>{code}</code>
              </td>
              <td>{source.status}</td>
              <td>
                <code>{source.name}</code>
                {source.neverSent ? ' (never sent)' : null}
              </td>
              <td>
                <InlineText text={source.meaning} />
              </td>
              <td>
                <InlineText text={source.action} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollableTable>
  );
}

/** The codes the old docs listed that the v8 source does not send. */
export function OldOnlyErrorCodes(): ReactNode {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">Old code</th>
          <th scope="col">Old status</th>
          <th scope="col">Old description</th>
          <th scope="col">What the source does</th>
        </tr>
      </thead>
      <tbody>
        {oldOnlyErrorCodes.map((old) => (
          <tr key={old.oldCode}>
            <td>
              <code>{old.oldCode}</code>
            </td>
            <td>{old.oldStatus ?? 'none given'}</td>
            <td>{old.oldDescription}</td>
            <td>
              <InlineText text={old.instead} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
