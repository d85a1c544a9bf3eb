/** Pure helpers of the search box's keyboard handling. */

/** The option index after pressing an arrow key, wrapping around the list. */
export function moveActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) {
    return -1;
  }
  if (current === -1) {
    return step === 1 ? 0 : count - 1;
  }
  return (current + step + count) % count;
}

type KeyPress = {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
};

/**
 * Does this key press ask for the search box? `/` (unless the reader is
 * typing somewhere) and Ctrl+K or ⌘+K.
 */
export function isSearchShortcut(event: KeyPress, typingInField: boolean): boolean {
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
    return true;
  }
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingInField;
}
