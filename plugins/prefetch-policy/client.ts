/**
 * Docusaurus downloads the code of every internal link that scrolls into
 * view. With a sidebar of a hundred links, that is much of the site on a
 * first visit. We keep that prefetching for the page a reader is likely to
 * open next (this page's "Next" link); any other link still loads its page
 * on hover or touch, before the click, as Docusaurus does.
 */
import type {ClientModule} from '@docusaurus/types';
import {guard} from '@site/src/utils/guard';
import {isLikelyNext} from './policy';

function nextPagePath(): string | null {
  return document.querySelector('a.pagination-nav__link--next')?.getAttribute('href') ?? null;
}

let installed = false;

export default {
  // The global exists once the app has started, before links are observed.
  onRouteDidUpdate: guard('prefetch-policy', () => {
    if (installed) {
      return;
    }
    installed = true;
    const original = window.docusaurus;
    window.docusaurus = {
      ...original,
      prefetch: (routePath) =>
        isLikelyNext(routePath, nextPagePath()) && original.prefetch(routePath),
    };
  }),
} satisfies ClientModule;
