import {useCallback, useState, type RefObject} from 'react';
// The theme's hook has no public accessor yet; only its type is used.
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';
import {attributes} from '@site/src/config/attributes';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/** Whether the block's code is wider than the block, or wrapped by the reader. */
function isScrollable(block: HTMLPreElement): boolean {
  return block.scrollWidth > block.clientWidth || block.hasAttribute(attributes.codeWraps);
}

/**
 * A ref that reports its element each time the browser lays it out at a new
 * size, whichever element React sets (the plain block, then the highlighted
 * one). A block the browser skips (a hidden tab) has no size and is not
 * reported.
 */
function laidOutRef(onLaidOut: (block: HTMLPreElement) => void): RefObject<HTMLPreElement | null> {
  let element: HTMLPreElement | null = null;
  const observer =
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver((entries) => {
          if (element && entries.some((entry) => entry.contentRect.width > 0)) {
            onLaidOut(element);
          }
        });
  return {
    get current() {
      return element;
    },
    set current(next) {
      if (element) {
        observer?.unobserve(element);
      }
      element = next;
      if (next) {
        observer?.observe(next);
      }
    },
  };
}

/**
 * The classic theme's useCodeWordWrap (the word-wrap button shows when the
 * code scrolls sideways), measured when the browser lays the block out. The
 * theme's hook reads each block's width as it mounts: a forced layout per
 * block while the page hydrates.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const [codeBlockRef] = useState(() =>
    laidOutRef((block) => setIsCodeScrollable(isScrollable(block))),
  );
  const toggle = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) {
      return;
    }
    // How wrapped code looks is in src/css/code.css, for the examples column too.
    block.toggleAttribute(attributes.codeWraps, !isEnabled);
    setIsEnabled(!isEnabled);
    setIsCodeScrollable(isScrollable(block));
  }, [codeBlockRef, isEnabled]);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
