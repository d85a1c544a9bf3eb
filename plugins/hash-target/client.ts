/**
 * A client navigation to a place on a page (a search result, a link with a
 * hash) marks its target as `:target` marks it on a full load: the browser
 * does not follow the router's pushState. When a search result asked for it,
 * the target takes the focus too, so that the reader goes on from there and
 * not from the search box.
 */
import type {ClientModule} from '@docusaurus/types';
import {attributes} from '@site/src/config/attributes';
import {guard} from '@site/src/utils/guard';
import {asksForFocus} from '@site/shared/focusTarget';

const {hashTarget: hashTargetAttribute} = attributes;

export default {
  onRouteDidUpdate: guard('hash-target', ({location, previousLocation}) => {
    document.querySelector(`[${hashTargetAttribute}]`)?.removeAttribute(hashTargetAttribute);
    // A full load: the browser's own :target applies.
    if (previousLocation === null || location.hash === '') {
      return;
    }
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) {
      return;
    }
    target.setAttribute(hashTargetAttribute, '');
    if (asksForFocus(location.state)) {
      // After the theme has scrolled to the target, and the drawer that
      // held the search box has let go of the page.
      requestAnimationFrame(() => {
        if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
          target.tabIndex = -1;
        }
        target.focus({preventScroll: true});
      });
    }
  }),
} satisfies ClientModule;
