import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'split-start-up';

/**
 * Splits React DOM out of the main bundle into a script of its own. The
 * page's start-up code is the same bytes, but the browser evaluates it as two
 * tasks instead of one long one, and can answer the reader in between.
 */
export default function splitStartUpPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  reactDom: {
                    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                    name: 'react-dom',
                    chunks: 'initial',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
          },
  };
}
