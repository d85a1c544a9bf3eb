import type {ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import InlineText from '@site/src/components/ApiOperation/InlineText';
import {apiErrors, type ErrorGroup} from '@site/src/data/api/errors';

type Props = {readonly group: ErrorGroup};

/** The error codes of one group, one row per exception class, from the error data. */
export default function ApiErrors({group}: Props): ReactNode {
  const rows = apiErrors
    .filter((error) => error.group === group)
    .flatMap((error) => error.sources.map((source) => ({code: error.code, source})));
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
        {rows.map(({code, source}) => (
          <tr key={`${code} ${source.name}`}>
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
        ))}
      </tbody>
    </ScrollableTable>
  );
}
