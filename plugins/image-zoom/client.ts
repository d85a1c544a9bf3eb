/**
 * Click-to-zoom for content images. A moment after each route change, the
 * page's content images become buttons (focusable, opened with Enter or
 * Space) that show the image in a modal dialog: opaque, above everything, and
 * closed by a click, Enter, Space, Escape or scrolling the page. The zoomed
 * image is at least its natural size and otherwise as large as the screen:
 * on a phone a diagram that the page shrinks to fit opens readable, and pans.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {behaviour} from '@site/src/config/behaviour';
import {guard} from '@site/src/utils/guard';
import './styles.css';

/** Marks the images that open the dialog. */
const zoomable = 'data-zoomable';

let view: {dialog: HTMLDialogElement; image: HTMLImageElement} | undefined;
let pending: number | undefined;
let scrollTopAtOpen = 0;

function isZoomable(target: EventTarget | null): target is HTMLImageElement {
  return target instanceof HTMLImageElement && target.hasAttribute(zoomable);
}

/** Enter or Space, as a button takes them; a held key does not repeat. */
function isActivation(event: KeyboardEvent): boolean {
  return (event.key === 'Enter' || event.key === ' ') && !event.repeat;
}

function close(): void {
  view?.dialog.close();
}

function closeOnScroll(): void {
  if (Math.abs(window.scrollY - scrollTopAtOpen) > behaviour.zoomScrollOffsetPx) {
    close();
  }
}

/** The dialog, made once and kept, so that it can fade out as it closes. */
function zoomView(): NonNullable<typeof view> {
  if (!view) {
    const dialog = document.createElement('dialog');
    dialog.className = 'image-zoom';
    dialog.setAttribute('aria-label', behaviour.labels.zoomedImage);
    // Focused on opening, so that arrow keys pan an image larger than the screen.
    dialog.tabIndex = 0;
    const image = document.createElement('img');
    dialog.append(image);
    dialog.addEventListener('click', close);
    dialog.addEventListener('keydown', (event) => {
      if (isActivation(event)) {
        event.preventDefault();
        close();
      }
    });
    dialog.addEventListener('close', () => window.removeEventListener('scroll', closeOnScroll));
    document.body.append(dialog);
    view = {dialog, image};
  }
  return view;
}

function open(original: HTMLImageElement): void {
  const {dialog, image} = zoomView();
  image.src = original.currentSrc || original.src;
  image.alt = original.alt;
  // What styles.css sizes the image from (CSSOM, which the CSP allows).
  const width = original.naturalWidth || original.width;
  const height = original.naturalHeight || original.height;
  image.style.setProperty('--zoom-natural-width', `${width}px`);
  image.style.setProperty('--zoom-ratio', String(width / height));
  dialog.showModal();
  scrollTopAtOpen = window.scrollY;
  window.addEventListener('scroll', closeOnScroll, {passive: true});
}

/** Makes the page's content images buttons; an image without alt text has no name to give one. */
function attach(): void {
  document.querySelectorAll<HTMLImageElement>(behaviour.zoomSelector).forEach((image) => {
    image.setAttribute(zoomable, '');
    image.setAttribute('role', 'button');
    image.setAttribute('aria-haspopup', 'dialog');
    image.tabIndex = 0;
  });
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener(
    'click',
    guard('image-zoom', (event: MouseEvent) => {
      if (isZoomable(event.target)) {
        open(event.target);
      }
    }),
  );
  document.addEventListener(
    'keydown',
    guard('image-zoom', (event: KeyboardEvent) => {
      if (isZoomable(event.target) && isActivation(event)) {
        event.preventDefault();
        open(event.target);
      }
    }),
  );
}

const clientModule: ClientModule = {
  onRouteDidUpdate: guard('image-zoom', () => {
    if (!ExecutionEnvironment.canUseDOM) {
      return;
    }
    close();
    window.clearTimeout(pending);
    pending = window.setTimeout(guard('image-zoom', attach), behaviour.zoomAttachDelayMs);
  }),
};

export default clientModule;
