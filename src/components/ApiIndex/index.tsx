import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {resources} from '@site/src/data/api';
import styles from '@site/src/components/ApiOperation/styles.module.css';

/** Every operation of the API, grouped by resource, each linking to its section. */
export default function ApiIndex(): ReactNode {
  return (
    // Not searched: each of these operations is a search result of its own.
    <div data-pagefind-ignore="">
      {resources.map((resource) => (
        <ScrollableTable key={resource.id} className={styles.table}>
          <caption>
            <Link to={resource.page}>{resource.title}</Link>
          </caption>
          <thead>
            <tr>
              <th scope="col">Operation</th>
              <th scope="col">Method</th>
              <th scope="col">Path</th>
            </tr>
          </thead>
          <tbody>
            {resource.operations.map((operation) => (
              <tr key={operation.id}>
                <td>
                  <Link to={`${resource.page}#${operation.anchor}`}>{operation.summary}</Link>
                </td>
                <td>
                  <code>{operation.method}</code>
                </td>
                <td>
                  <code>{operation.path}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      ))}
    </div>
  );
}
