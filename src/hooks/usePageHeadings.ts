/**
 * The headings of a page, for its sidebar link. Each page hands over its own
 * headings as it renders (`usePublishPageHeadings`); before that, on the
 * server and while the first page hydrates, they come from
 * plugins/sidebar-headings.
 */
import {useSyncExternalStore} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {initialHeadings} from '@build-data/sidebar-headings';
import type {SidebarHeading} from '@site/src/config/page';

const published = new Map<string, readonly SidebarHeading[]>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageHeadings(path: string): readonly SidebarHeading[] {
  const current = useSyncExternalStore(
    subscribe,
    () => published.get(path),
    () => undefined,
  );
  return current ?? initialHeadings(path);
}

/** Called by the page: its sidebar link lists these headings. */
export function usePublishPageHeadings(path: string, headings: readonly SidebarHeading[]): void {
  useIsomorphicLayoutEffect(() => {
    if (published.get(path) !== headings) {
      published.set(path, headings);
      listeners.forEach((listener) => listener());
    }
  }, [path, headings]);
}
