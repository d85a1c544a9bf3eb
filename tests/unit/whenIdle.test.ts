import {afterEach, describe, expect, it, vi} from 'vitest';
import {whenIdle} from '@site/src/utils/whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('waits for idle time, at most the time-out', () => {
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('window', {requestIdleCallback, setTimeout: vi.fn()});
    const callback = () => undefined;
    whenIdle(callback, 1000);
    expect(requestIdleCallback).toHaveBeenCalledWith(callback, {timeout: 1000});
  });

  it('runs soon where the browser has no requestIdleCallback (Safari)', () => {
    const setTimeout = vi.fn();
    vi.stubGlobal('window', {setTimeout});
    const callback = () => undefined;
    whenIdle(callback, 1000);
    expect(setTimeout).toHaveBeenCalledWith(callback, 0);
  });
});
