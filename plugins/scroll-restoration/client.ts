/**
 * Back and forward return the reader to where they were on that page.
 *
 * Docusaurus scrolls to the hash target or the top after every navigation,
 * which undoes the browser's own restoration. We take restoration over: save
 * the position of each history entry as the reader leaves it (in
 * sessionStorage, so a reload keeps it) and, when an entry is visited again,
 * put the view back there after Docusaurus has scrolled.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {behaviour} from '@site/src/config/behaviour';
import {guard} from '@site/src/utils/guard';
import {findPosition, parsePositions, savePosition} from './positions';

type Location = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0]['location'];

function readPositions() {
  return parsePositions(sessionStorage.getItem(behaviour.scrollPositionsKey));
}

// Entries made by a plain `#anchor` link have no key: they are never restored,
// so the view goes to their hash target.
function remember({key}: Location): void {
  if (key === undefined) {
    return;
  }
  const positions = savePosition(
    readPositions(),
    key,
    window.scrollY,
    behaviour.scrollPositionsLimit,
  );
  sessionStorage.setItem(behaviour.scrollPositionsKey, JSON.stringify(positions));
}

/** A first render restores only when the browser reloaded or went back to the page. */
function isRevisitedDocument(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  const type = (navigation as PerformanceNavigationTiming | undefined)?.type;
  return type === 'reload' || type === 'back_forward';
}

let currentLocation: Location | undefined;

if (ExecutionEnvironment.canUseDOM) {
  guard('scroll-restoration', () => {
    window.history.scrollRestoration = 'manual';
    // Give the tab's first entry a key, as the router does for the entries it
    // creates, so that it can be restored too. The router reads it later.
    const state: unknown = window.history.state;
    if (state === null || typeof state !== 'object' || !('key' in state)) {
      window.history.replaceState({key: Math.random().toString(36).slice(2, 8)}, '');
    }
    window.addEventListener(
      'pagehide',
      guard('scroll-restoration', () => {
        if (currentLocation) {
          remember(currentLocation);
        }
      }),
    );
  })();
}

export default {
  onRouteUpdate: guard('scroll-restoration', ({previousLocation}) => {
    if (previousLocation) {
      remember(previousLocation);
    }
  }),
  onRouteDidUpdate: guard('scroll-restoration', ({location, previousLocation}) => {
    currentLocation = location;
    if (location.key === undefined || (previousLocation === null && !isRevisitedDocument())) {
      return;
    }
    const y = findPosition(readPositions(), location.key);
    if (y !== undefined) {
      window.scrollTo(0, y);
    }
  }),
} satisfies ClientModule;
