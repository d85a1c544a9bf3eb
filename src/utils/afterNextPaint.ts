/**
 * Runs `callback` once the browser has painted the current frame: a
 * requestAnimationFrame callback runs just before that paint, and a task it
 * queues runs after it. For work a reader need not see in the same frame as
 * the result of their click.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(callback);
  });
}
