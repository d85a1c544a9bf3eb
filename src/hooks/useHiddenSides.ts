import {useEffect, useState, type RefObject} from 'react';

export type HiddenSides = {
  /** Content is scrolled out of view at the start (left). */
  readonly start: boolean;
  /** Content is out of view at the end (right). */
  readonly end: boolean;
};

/**
 * Which sides of a box that scrolls sideways have content out of view, kept
 * up to date as it or its content resizes and as it scrolls. Measured when the browser lays the
 * element out (the observer's first report included) and after a scroll,
 * never by forcing a layout; an element the browser skips (a hidden tab)
 * has no size and waits.
 */
export function useHiddenSides(ref: RefObject<HTMLElement | null>): HiddenSides {
  const [sides, setSides] = useState<HiddenSides>({start: false, end: false});
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const update = () => {
      // Rounded: a zoomed page reports fractions of a pixel scrolled.
      const hidden = element.scrollWidth - element.clientWidth;
      const start = element.scrollLeft >= 1;
      const end = hidden - element.scrollLeft >= 1;
      setSides((old) => (old.start === start && old.end === end ? old : {start, end}));
    };
    const observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.contentRect.width > 0)) {
        update();
      }
    });
    observer.observe(element);
    // The content may grow while the box keeps its size (a font loads).
    if (element.firstElementChild) {
      observer.observe(element.firstElementChild);
    }
    element.addEventListener('scroll', update, {passive: true});
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
    };
  }, [ref]);
  return sides;
}
