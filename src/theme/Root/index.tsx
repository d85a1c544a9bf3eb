import {useEffect, useMemo, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/Root';
import {resolvePath} from '@site/src/utils/resolvePath';

function useKnownPaths(): ReadonlySet<string> {
  const allDocsData = useAllDocsData();
  return useMemo(
    () =>
      new Set(
        Object.values(allDocsData).flatMap((plugin) =>
          plugin.versions.flatMap((version) => version.docs.map((doc) => doc.path)),
        ),
      ),
    [allDocsData],
  );
}

/**
 * The static host serves a page only at its exact URL (else 404.html), and
 * the router matches paths loosely (`/guide` renders `/guide/`). Once the
 * app has hydrated, put the address on the page's real URL, so that old
 * links without `.html`, with a trailing slash or with `index.html` land.
 */
function PathResolver(): null {
  const location = useLocation();
  const history = useHistory();
  const knownPaths = useKnownPaths();
  useEffect(() => {
    const target = resolvePath(location.pathname, (path) => knownPaths.has(path));
    if (target !== undefined) {
      history.replace({...location, pathname: target});
    }
  }, [location, history, knownPaths]);
  return null;
}

export default function Root({children}: Props): ReactNode {
  return (
    <>
      <PathResolver />
      {children}
    </>
  );
}
