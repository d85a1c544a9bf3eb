/**
 * Runs `callback` when the browser is idle, or after `timeoutMs` at the
 * latest; soon, in browsers that cannot tell (Safari has no
 * requestIdleCallback).
 */
export function whenIdle(callback: () => void, timeoutMs: number): void {
  const {requestIdleCallback} = window as Partial<Pick<Window, 'requestIdleCallback'>>;
  if (requestIdleCallback) {
    requestIdleCallback.call(window, callback, {timeout: timeoutMs});
  } else {
    window.setTimeout(callback, 0);
  }
}
