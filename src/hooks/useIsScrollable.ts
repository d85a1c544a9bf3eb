import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element's content is wider than the element, kept up to date
 * as it resizes. Measured when the browser lays the element out (the
 * observer's first report included), never by forcing a layout; an element
 * the browser skips (content-visibility) has no size and waits.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.contentRect.width > 0)) {
        setScrollable(element.scrollWidth > element.clientWidth);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrollable;
}
