import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {parseEndpoint, pathPieces} from './endpoint';
import styles from './styles.module.css';

/** `METHOD /path`, or that with where it links to (the section documenting it). */
export type EndpointRoute = string | {readonly route: string; readonly to: string};

type Props = {
  /** One entry per endpoint, e.g. `GET /:project/items/:collection`. */
  readonly routes: readonly EndpointRoute[];
};

/** The path, able to wrap only after a `/`. */
function Path({path}: {readonly path: string}): ReactNode {
  return (
    <code className={styles.path}>
      {pathPieces(path).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className={styles.piece}>{piece}</span>
        </Fragment>
      ))}
    </code>
  );
}

/** The endpoints an API section documents, each coloured by its method. */
export default function Endpoints({routes}: Props): ReactNode {
  return (
    <ul className={styles.endpoints} aria-label="Endpoints">
      {routes.map((entry) => {
        const {route, to} = typeof entry === 'string' ? {route: entry, to: undefined} : entry;
        const {method, path} = parseEndpoint(route);
        const line = (
          <>
            <span className={clsx(styles.method, styles[method.toLowerCase()])}>{method}</span>{' '}
            <Path path={path} />
          </>
        );
        return (
          <li key={`${method} ${path}`} className={styles.endpoint}>
            {to === undefined ? (
              line
            ) : (
              <Link to={to} className={styles.link}>
                {line}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
