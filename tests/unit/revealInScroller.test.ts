import {describe, expect, it} from 'vitest';
import {revealScrollTop} from '@site/src/utils/revealInScroller';

describe('revealScrollTop', () => {
  const view = {scrollTop: 100, viewHeight: 800, itemHeight: 30};

  it('leaves a box alone when the item is already in view', () => {
    expect(revealScrollTop({...view, itemTop: 0}, 0.25)).toBe(100);
    expect(revealScrollTop({...view, itemTop: 770}, 0.25)).toBe(100);
  });

  it('brings an item below the view to the given height of the box', () => {
    // 1140 px down the box's content, shown a quarter (200 px) down the view.
    expect(revealScrollTop({...view, itemTop: 1040}, 0.25)).toBe(940);
    expect(revealScrollTop({...view, itemTop: 771}, 0.25)).toBe(671);
  });

  it('brings an item above the view back, never past the top of the box', () => {
    expect(revealScrollTop({...view, itemTop: -50}, 0.25)).toBe(0);
    expect(
      revealScrollTop({scrollTop: 2000, viewHeight: 800, itemHeight: 30, itemTop: -1000}, 0.25),
    ).toBe(800);
  });
});
