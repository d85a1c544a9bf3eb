import {behaviour} from '@site/src/config/behaviour';

/**
 * Focuses an element of the drawer as soon as it can take focus: the drawer
 * becomes visible a frame or two after it is opened.
 */
export function focusWhenShown(
  find: () => HTMLElement | null,
  framesLeft: number = behaviour.drawerFocusFrames,
): void {
  const element = find();
  element?.focus();
  if (element && document.activeElement !== element && framesLeft > 0) {
    requestAnimationFrame(() => focusWhenShown(find, framesLeft - 1));
  }
}
