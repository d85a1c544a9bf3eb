import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'lazy-code-highlighting';

/** The module src/theme/CodeBlock/Content imports the highlighter from. */
export const HIGHLIGHTER_MODULE = '@code-highlighter';

/**
 * Keeps Prism out of the JavaScript a page needs to start. The classic theme
 * registers extra Prism languages from a client module, which pulls all of
 * Prism into the main bundle: we swap that module for an empty one. Code
 * blocks take their highlighter from `HIGHLIGHTER_MODULE`: on the server it
 * renders at once, so the HTML ships highlighted; in the browser it is a
 * chunk loaded when the reader opens a second page (the first page keeps the
 * server's HTML, see src/theme/CodeBlock/Content). One module with React.lazy
 * in Suspense would do without the pair, but the server then writes
 * Suspense's `<!--$-->` markers into every code block's HTML.
 */
export default function lazyCodeHighlightingPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          // `false`: an empty module; the languages are registered with the highlighter instead.
          [require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js')]: false,
          [HIGHLIGHTER_MODULE]: path.join(
            __dirname,
            isServer ? 'highlighter.server.ts' : 'highlighter.client.ts',
          ),
        },
      },
    }),
  };
}
