import type {ReactNode} from 'react';
import Endpoints from '@site/src/components/Endpoints';
import StaticOnLoad from '@site/src/components/StaticOnLoad';
import type {Resource} from '@site/src/data/api/types';

/** Every route of a resource, for the top of its page, each linking to its section. */
export default function ApiEndpoints({resource}: {readonly resource: Resource}): ReactNode {
  return (
    <StaticOnLoad>
      <Endpoints
        routes={resource.operations.map((operation) => ({
          route: `${operation.method} ${operation.path}`,
          to: `#${operation.anchor}`,
        }))}
      />
    </StaticOnLoad>
  );
}
