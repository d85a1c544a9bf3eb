/**
 * Wraps start-up and lifecycle code of a client module so that an error is
 * written to the console instead of stopping the site from starting: an
 * optional feature (zoom, tab memory...) must never take the docs down.
 */
export function guard<Args extends unknown[], Result>(
  name: string,
  run: (...args: Args) => Result,
): (...args: Args) => Result | undefined {
  return (...args) => {
    try {
      return run(...args);
    } catch (error) {
      console.error(`[${name}] failed, the site goes on without it:`, error);
      return undefined;
    }
  };
}
