/**
 * Runs `run` at most once per `waitMs`: the first call runs at once, calls
 * during the wait are folded into one run at its end, so the last state is
 * never missed.
 */
export function throttle(run: () => void, waitMs: number): {(): void; cancel: () => void} {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  let calledWhileWaiting = false;

  const release = (): void => {
    if (calledWhileWaiting) {
      calledWhileWaiting = false;
      run();
      waiting = setTimeout(release, waitMs);
    } else {
      waiting = undefined;
    }
  };

  const throttled = (): void => {
    if (waiting !== undefined) {
      calledWhileWaiting = true;
      return;
    }
    run();
    waiting = setTimeout(release, waitMs);
  };
  throttled.cancel = (): void => {
    clearTimeout(waiting);
    waiting = undefined;
    calledWhileWaiting = false;
  };
  return throttled;
}
