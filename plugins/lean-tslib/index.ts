import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'lean-tslib';

/**
 * The browser code gets only the tslib helper it uses. `@docusaurus/utils-common`
 * is CommonJS and calls `require("tslib").__importDefault`; a `require` keeps
 * all of tslib in the JavaScript of every page, since the bundler cannot tell
 * which helpers are read. `tslib` resolves to ./helpers.ts instead, which
 * re-exports that one helper from tslib itself. The server bundle is left alone.
 */
export default function leanTslibPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {resolve: {alias: {tslib$: path.join(__dirname, 'helpers.ts')}}},
  };
}
