/**
 * The host answers `/x/index.html` with the page of `/x/`, which the router
 * knows only as `/x/`. Hydrating that HTML under the longer address would
 * render the not-found screen over it, so the address is renamed before React
 * starts. Every other address is resolved after hydration, in `Root`.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {guard} from '@site/src/utils/guard';
import {candidatePaths} from '@site/src/utils/resolvePath';

if (ExecutionEnvironment.canUseDOM) {
  guard('folder-index-urls', () => {
    const {pathname, search, hash} = window.location;
    const [folder] = pathname.endsWith('/index.html') ? candidatePaths(pathname) : [];
    if (folder !== undefined) {
      window.history.replaceState(window.history.state, '', folder + search + hash);
    }
  })();
}
