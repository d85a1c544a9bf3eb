import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {resolvePath} from '@site/src/utils/resolvePath';
import {useKnownPaths} from '@site/src/hooks/useKnownPaths';

/**
 * The static host serves a page only at its exact URL (else 404.html), and
 * the router matches paths loosely (`/guide` renders `/guide/`). Once the
 * app has hydrated, put the address on the page's real URL, so that old
 * links without `.html`, with a trailing slash or with `index.html` land.
 */
export default function PathResolver(): null {
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
