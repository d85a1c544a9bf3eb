import type {ReactNode} from 'react';
import clsx from 'clsx';
import {parseEndpoint} from './endpoint';
import styles from './styles.module.css';

type Props = {
  /** One `METHOD /path` per entry, e.g. `GET /:project/items/:collection`. */
  readonly routes: readonly string[];
};

/** The endpoints an API section documents, each coloured by its method. */
export default function Endpoints({routes}: Props): ReactNode {
  return (
    <ul className={styles.endpoints} aria-label="Endpoints">
      {routes.map(parseEndpoint).map(({method, path}) => (
        <li key={`${method} ${path}`} className={styles.endpoint}>
          <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>{' '}
          <code className={styles.path}>{path}</code>
        </li>
      ))}
    </ul>
  );
}
