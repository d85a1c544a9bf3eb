import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'lean-tslib';

/**
 * The browser code gets only the tslib helper it uses. `@docusaurus/utils-common`
 * is CommonJS and calls `require("tslib").__importDefault`; a `require` keeps
 * all of tslib in the JavaScript of every page, since the bundler cannot tell
 * which helpers are read (an alias to tslib's own ES module keeps them all
 * too). `tslib` resolves to ./helpers.ts instead, which re-exports that one
 * helper from tslib itself. The server bundle is left alone.
 */
export default function leanTslibPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {resolve: {alias: {tslib$: path.join(__dirname, 'helpers.ts')}}},
  };
}

/**
 * Which of tslib's `helpers` the JavaScript `code` calls. Minifiers rename
 * variables but not properties: a call reads `x.__importDefault(` or
 * `(0,x.__importDefault)(`.
 */
export function helpersCalled(code: string, helpers: readonly string[]): string[] {
  const read = new Set(Array.from(code.matchAll(/\.(__\w+)\b/g), ([, name = '']) => name));
  return helpers.filter((helper) => read.has(helper));
}
