/** Brings an element into view inside the box that scrolls it, never scrolling the page. */

export type ScrollView = {
  /** The box's scroll position and the height of its visible area. */
  readonly scrollTop: number;
  readonly viewHeight: number;
  /** The element's top, from the top of the box's visible area, and its height. */
  readonly itemTop: number;
  readonly itemHeight: number;
};

/**
 * The box's scroll position that shows the element: unchanged when it is
 * already in view, else with the element `position` down the visible area
 * (0 at the top, 1 at the bottom).
 */
export function revealScrollTop(view: ScrollView, position: number): number {
  const {scrollTop, viewHeight, itemTop, itemHeight} = view;
  if (itemTop >= 0 && itemTop + itemHeight <= viewHeight) {
    return scrollTop;
  }
  return Math.max(0, scrollTop + itemTop - viewHeight * position);
}

/** The nearest ancestor that scrolls vertically; the page itself does not count. */
function scroller(element: HTMLElement): HTMLElement | null {
  for (
    let node = element.parentElement;
    node && node !== document.body;
    node = node.parentElement
  ) {
    const {overflowY} = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node;
    }
  }
  return null;
}

/** Scrolls the box around `element`, if any, so that the element is in view (see revealScrollTop). */
export function revealInScroller(element: HTMLElement, position: number): void {
  const box = scroller(element);
  if (!box) {
    return;
  }
  const itemRect = element.getBoundingClientRect();
  const boxTop = box.getBoundingClientRect().top + box.clientTop;
  box.scrollTop = revealScrollTop(
    {
      scrollTop: box.scrollTop,
      viewHeight: box.clientHeight,
      itemTop: itemRect.top - boxTop,
      itemHeight: itemRect.height,
    },
    position,
  );
}
