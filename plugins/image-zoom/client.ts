/**
 * Click-to-zoom for content images, with medium-zoom. The library is loaded
 * only on pages that have an image to zoom, and attached a moment after each
 * route change so that the page's images are in the DOM.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom/dist/pure';
import {behaviour} from '@site/src/config/behaviour';
import {guard} from '@site/src/utils/guard';
import './styles.css';

let zoom: Zoom | undefined;
let pending: number | undefined;

async function attach(): Promise<void> {
  zoom?.detach();
  zoom = undefined;
  const images = document.querySelectorAll<HTMLImageElement>(behaviour.zoomSelector);
  if (images.length === 0) {
    return;
  }
  // The pure build does not inject a <style> tag (our CSP forbids inline
  // styles); its rules are in styles.css.
  const {default: mediumZoom} = await import('medium-zoom/dist/pure');
  zoom = mediumZoom(images, {
    margin: behaviour.zoomMarginPx,
    scrollOffset: behaviour.zoomScrollOffsetPx,
    background: 'var(--ifm-background-color)',
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate: guard('image-zoom', () => {
    if (!ExecutionEnvironment.canUseDOM) {
      return;
    }
    window.clearTimeout(pending);
    pending = window.setTimeout(() => {
      attach().catch((error: unknown) => console.error('[image-zoom]', error));
    }, behaviour.zoomAttachDelayMs);
  }),
};

export default clientModule;
