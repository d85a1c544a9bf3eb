/** The history state a navigation carries to have its hash target take the focus. */
export const focusTargetState = {focusTarget: true} as const;

export function asksForFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusTarget' in state;
}
