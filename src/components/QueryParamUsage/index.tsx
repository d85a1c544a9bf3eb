import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {resources} from '@site/src/data/api';
import type {QueryParamName} from '@site/src/data/api/queryParams';

/** The operations that accept a query parameter, from the endpoint data. */
export default function QueryParamUsage({name}: {readonly name: QueryParamName}): ReactNode {
  const users = resources.flatMap((resource) =>
    resource.operations
      .filter((operation) => operation.query?.includes(name))
      .map((operation) => ({resource, operation})),
  );
  if (users.length === 0) {
    throw new Error(`<QueryParamUsage>: no operation accepts "${name}".`);
  }
  return (
    // Not searched: each of these operations is a search result of its own.
    <ul data-pagefind-ignore="">
      {users.map(({resource, operation}) => (
        <li key={operation.id}>
          <Link to={`${resource.page}#${operation.anchor}`}>
            {resource.title}: {operation.summary}
          </Link>{' '}
          <code>
            {operation.method} {operation.path}
          </code>
        </li>
      ))}
    </ul>
  );
}
