/**
 * Click-to-zoom for content images, with medium-zoom. A moment after each
 * route change the page's content images become buttons (focusable, opened
 * with Enter or Space); medium-zoom is loaded then, and only on a page that
 * has one. While an image is zoomed the page behind it is inert and
 * medium-zoom's opaque overlay is the focused dialog; a click, Escape, Enter,
 * Space or scrolling the page closes it, and focus goes back to the image.
 * The zoomed image is at least its natural size: on a phone a diagram that
 * the page shrinks to fit opens readable, and pans sideways.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom/dist/pure';
import {behaviour} from '@site/src/config/behaviour';
import {labels} from '@site/src/config/labels';
import {guard} from '@site/src/utils/guard';
// medium-zoom's rules are in styles.css: the pure build injects no <style>
// element (the CSP), and the package's sideEffects: false drops its style.css.
import './styles.css';

let zoom: Zoom | undefined;
let pending: number | undefined;
/** Settles once the image has zoomed in: medium-zoom ignores a close before that. */
let opened: Promise<unknown> = Promise.resolve();
/** The page's elements made inert while an image is zoomed. */
let behind: Element[] = [];

/** Enter or Space, as a button takes them; a held key does not repeat. */
function isActivation(event: KeyboardEvent): boolean {
  return (event.key === 'Enter' || event.key === ' ') && !event.repeat;
}

function onOpen(event: Event): void {
  const image = event.target as HTMLImageElement;
  opened = new Promise((resolve) => {
    image.addEventListener('medium-zoom:opened', resolve, {once: true});
  });
  // medium-zoom fits the image to this area: at least the natural size, larger than the screen on a phone.
  const {clientWidth, clientHeight} = document.documentElement;
  zoom?.update({
    container: {
      width: Math.max(clientWidth, image.naturalWidth),
      height: Math.max(clientHeight, image.naturalHeight),
    },
  });
  // The overlay and the zoomed copy are added after this event, outside what goes inert.
  behind = Array.from(document.body.children).filter((element) => !element.hasAttribute('inert'));
  behind.forEach((element) => element.setAttribute('inert', ''));
  queueMicrotask(() => {
    // The copy is an image, not a second button.
    const copy = document.querySelector('.medium-zoom-image--opened');
    ['role', 'tabindex', 'aria-haspopup'].forEach((name) => copy?.removeAttribute(name));
    const overlay = document.querySelector<HTMLElement>('.medium-zoom-overlay');
    overlay?.setAttribute('role', 'dialog');
    overlay?.setAttribute('aria-label', labels.zoomedImage);
    overlay?.setAttribute('tabindex', '-1');
    overlay?.focus({preventScroll: true});
  });
}

function onClosed(event: Event): void {
  behind.forEach((element) => element.removeAttribute('inert'));
  behind = [];
  (event.target as HTMLElement).focus({preventScroll: true});
}

/** Attaches the page's content images; an image without alt text has no name to give a button. */
async function attach(): Promise<void> {
  if (!document.querySelector(behaviour.zoomSelector)) {
    zoom?.detach();
    return;
  }
  if (!zoom) {
    const {default: mediumZoom} = await import('medium-zoom/dist/pure');
    zoom ??= mediumZoom({
      background: 'var(--image-zoom-backdrop)',
      scrollOffset: behaviour.zoomScrollOffsetPx,
    })
      .on('open', onOpen)
      .on('closed', onClosed);
  }
  zoom.detach();
  const images = document.querySelectorAll<HTMLImageElement>(behaviour.zoomSelector);
  zoom.attach(images);
  images.forEach((image) => {
    image.setAttribute('role', 'button');
    image.setAttribute('aria-haspopup', 'dialog');
    image.tabIndex = 0;
  });
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'keydown',
    guard('image-zoom', (event: KeyboardEvent) => {
      const {target} = event;
      if (zoom?.getZoomedImage()) {
        if (isActivation(event) || event.key === 'Escape') {
          event.preventDefault();
          void opened.then(() => zoom?.close());
        }
      } else if (isActivation(event) && target instanceof HTMLImageElement) {
        if (zoom?.getImages().includes(target)) {
          event.preventDefault();
          void zoom.open({target});
        }
      }
    }),
  );
}

export default {
  onRouteDidUpdate: guard('image-zoom', () => {
    void zoom?.close();
    window.clearTimeout(pending);
    pending = window.setTimeout(() => {
      attach().catch((error: unknown) => {
        console.error('[image-zoom]', error);
      });
    }, behaviour.zoomAttachDelayMs);
  }),
} satisfies ClientModule;
