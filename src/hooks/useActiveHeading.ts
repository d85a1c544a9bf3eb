import {useEffect, useState} from 'react';
import {behaviour} from '@site/src/config/behaviour';
import {activeHeadingId} from '@site/src/utils/activeHeading';
import {throttle} from '@site/src/utils/throttle';

function measure(ids: readonly string[]): string | undefined {
  const navbarHeight = document.querySelector('.navbar')?.clientHeight ?? 0;
  const positions = ids.flatMap((id) => {
    const element = document.getElementById(id);
    return element ? [{id, top: element.getBoundingClientRect().top}] : [];
  });
  const {scrollY, innerHeight} = window;
  const atPageEnd =
    scrollY > 0 && innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
  return activeHeadingId(positions, navbarHeight + behaviour.activeHeadingOffsetPx, atPageEnd);
}

/**
 * The id of the heading in view among `ids`, re-checked on scroll and resize
 * at most every `behaviour.activeHeadingCheckMs`.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const update = throttle(() => setActive(measure(ids)), behaviour.activeHeadingCheckMs);
    update();
    window.addEventListener('scroll', update, {passive: true});
    window.addEventListener('resize', update, {passive: true});
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ids]);
  return active;
}
