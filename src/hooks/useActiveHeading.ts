import {useEffect, useState} from 'react';
import {behaviour} from '@site/src/config/behaviour';
import {activeHeadingId} from '@site/src/utils/activeHeading';
import {throttle} from '@site/src/utils/throttle';

function isAtPageEnd(): boolean {
  const {scrollY, innerHeight} = window;
  return scrollY > 0 && innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
}

/**
 * The id of the heading in view among `ids`: the last one whose top has
 * passed the navbar (plus `behaviour.activeHeadingOffsetPx`).
 *
 * An IntersectionObserver whose root starts at that line reports each
 * heading crossing it, so nothing reads a heading's position by itself: such
 * a read forces the layout of the whole page right after hydration, and of
 * sections the browser would otherwise skip (`content-visibility`). Only the
 * end of the page, where a short last section never reaches the line, is
 * checked on scroll, at most every `behaviour.activeHeadingCheckMs`.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const navbar = document.querySelector('.navbar');
    const line = (navbar?.clientHeight ?? 0) + behaviour.activeHeadingOffsetPx;
    const passed = new Map<string, boolean>();
    let atPageEnd = false;
    const update = (): void => {
      // Passed headings sit above the line (top 0), the others below it.
      const positions = ids.flatMap((id) =>
        passed.has(id) ? [{id, top: passed.get(id) === true ? 0 : line + 1}] : [],
      );
      setActive(activeHeadingId(positions, line, atPageEnd));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const top = entry.rootBounds?.top ?? line;
          const index = ids.indexOf(entry.target.id);
          // A jump can carry headings across the line without a report of
          // their own: headings keep document order, so the ones before a
          // passed heading have passed and the ones after a heading still
          // below the line have not.
          const hasPassed = entry.boundingClientRect.top <= top;
          const others = hasPassed ? ids.slice(0, index) : ids.slice(index + 1);
          others.forEach((id) => passed.set(id, hasPassed));
          passed.set(entry.target.id, hasPassed);
        }
        update();
      },
      // Ratio 1 to below 1 is a heading starting to cross the line.
      {rootMargin: `-${line}px 0px 0px 0px`, threshold: [0, 1]},
    );
    ids.forEach((id) => {
      const heading = document.getElementById(id);
      if (heading) observer.observe(heading);
    });
    const checkPageEnd = throttle(() => {
      if (isAtPageEnd() !== atPageEnd) {
        atPageEnd = !atPageEnd;
        update();
      }
    }, behaviour.activeHeadingCheckMs);
    window.addEventListener('scroll', checkPageEnd, {passive: true});
    return () => {
      observer.disconnect();
      checkPageEnd.cancel();
      window.removeEventListener('scroll', checkPageEnd);
    };
  }, [ids]);
  return active;
}
