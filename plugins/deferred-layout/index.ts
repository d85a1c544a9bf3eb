import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {attributes} from '../../src/config/attributes';

export const PLUGIN_NAME = 'deferred-layout';

/** Lays out, a little at a time once the page is idle, the blocks skipped while far from view. */
export default function deferredLayoutPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
    // Before the first paint: a page opened at a hash target, reloaded or
    // revisited (where plugins/scroll-restoration puts the view back) is laid
    // out whole, so that the place is exact (attributes.fullLayout).
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'script',
          innerHTML: `(function(){var n=performance.getEntriesByType('navigation')[0];if(location.hash||(n&&(n.type==='reload'||n.type==='back_forward'))){document.documentElement.setAttribute(${JSON.stringify(attributes.fullLayout)},'')}})()`,
        },
      ],
    }),
  };
}
