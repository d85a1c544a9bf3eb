import {useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {useKnownPaths} from '@site/src/hooks/useKnownPaths';

/** The link a plain left click (no modifier key) on `event` follows, if any. */
function plainClickLink(event: MouseEvent): HTMLAnchorElement | undefined {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (event.defaultPrevented || event.button !== 0 || modified) {
    return undefined;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.target === '' && !link.hasAttribute('download')
    ? link
    : undefined;
}

/**
 * Links in content React did not hydrate (<StaticOnLoad>) are plain anchors,
 * which would load the whole page. A plain click on one that leads to
 * another page of the docs opens it in the app, as <Link> does; a link
 * within the page is left to the browser, which scrolls to its anchor.
 */
export default function StaticHtmlLinks(): null {
  const history = useHistory();
  const knownPaths = useKnownPaths();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = plainClickLink(event);
      if (link === undefined || link.closest('[data-static-html]') === null) {
        return;
      }
      const url = new URL(link.href);
      const samePage =
        url.pathname === window.location.pathname && url.search === window.location.search;
      if (url.origin === window.location.origin && !samePage && knownPaths.has(url.pathname)) {
        event.preventDefault();
        history.push(`${url.pathname}${url.search}${url.hash}`);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [history, knownPaths]);
  return null;
}
