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
 * heading crossing it, so nothing reads a heading's position as the page
 * loads: such a read forces the layout of the whole page right after
 * hydration. It reports only the headings whose side of the line changed
 * between two frames, though: a jump (the scrollbar dragged, find in page)
 * can carry a heading from far below the view to far above it unreported.
 * So after the page scrolls, at most every `behaviour.activeHeadingCheckMs`
 * and once more when it stops, every heading's side is read again, and the
 * end of the page, where a short last section never reaches the line, is
 * checked. By then the page is laid out; the reads force nothing new.
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
          // Headings keep document order: the ones before a passed heading
          // have passed and the ones after a heading still below the line
          // have not.
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
    const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
    headings.forEach((heading) => observer.observe(heading));
    const checkAfterScroll = throttle(() => {
      // All reads, then no writes: one layout at most, and none forced.
      for (const heading of headings) {
        passed.set(heading.id, heading.getBoundingClientRect().top <= line);
      }
      atPageEnd = isAtPageEnd();
      update();
    }, behaviour.activeHeadingCheckMs);
    window.addEventListener('scroll', checkAfterScroll, {passive: true});
    return () => {
      observer.disconnect();
      checkAfterScroll.cancel();
      window.removeEventListener('scroll', checkAfterScroll);
    };
  }, [ids]);
  return active;
}
