import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {throttle} from '@site/src/utils/throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per wait, ending with a trailing run', () => {
    const run = vi.fn();
    const throttled = throttle(run, 300);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(20);
      throttled();
    }
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledTimes(2);
    throttled();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('does not run a pending call after cancel', () => {
    const run = vi.fn();
    const throttled = throttle(run, 300);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
