/** Runs the highlighter as soon as the reader opens another page (see ./index.ts). */
import type {ClientModule} from '@docusaurus/types';
import {preloadHighlighter} from '@code-highlighter';
import {guard} from '@site/src/utils/guard';

export default {
  onRouteUpdate: guard('lazy-code-highlighting', ({previousLocation}) => {
    if (previousLocation) {
      preloadHighlighter().catch((error: unknown) => console.error('[code highlighting]', error));
    }
  }),
} satisfies ClientModule;
