/**
 * A page served at another of its addresses (`/x` or `/x/` for `/x.html`,
 * `/x/index.html` for `/x/`) is known to the router only by its own address,
 * the canonical link of its HTML. Hydrating it under another one would render
 * the not-found screen over it, so the address is renamed before React starts.
 * Addresses the host answered with the not-found page are resolved after
 * hydration, in `Root`.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {guard} from '@site/src/utils/guard';
import {candidatePaths} from '@site/src/utils/resolvePath';

if (ExecutionEnvironment.canUseDOM) {
  guard('page-addresses', () => {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const {pathname, search, hash} = window.location;
    const own = canonical ? new URL(canonical.href).pathname : undefined;
    if (own !== undefined && candidatePaths(pathname).includes(own)) {
      window.history.replaceState(window.history.state, '', own + search + hash);
    }
  })();
}
