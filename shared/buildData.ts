/**
 * The one way the build hands data to the UI. A plugin writes its data with
 * `buildData(...).write` and the UI imports `@build-data/<plugin>`, which is
 * a module of the plugin's folder:
 * - `data.ts`, the same on the server and in the browser; or
 * - `data.server.ts` and `data.client.ts`, when the browser must not carry
 *   what the server reads (every page's data, where one page needs its own).
 * These modules read the written JSON as `@build-data/<plugin>.json`.
 * TypeScript sees `data.client.ts` or `data.ts` (one path in tsconfig.json)
 * and the JSON as `unknown` (src/types/modules.d.ts): a data module gives it
 * the type its plugin wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin, PluginContentLoadedActions} from '@docusaurus/types';

export const BUILD_DATA_PREFIX = '@build-data/';

export type BuildData = {
  /** Writes the JSON; call from `contentLoaded` or `allContentLoaded`. */
  readonly write: (actions: PluginContentLoadedActions, data: unknown) => Promise<void>;
  /** The plugin's `configureWebpack`: the aliases of its data module and JSON. */
  readonly configureWebpack: NonNullable<Plugin['configureWebpack']>;
};

/** The data module of the plugin in `pluginDir` for one side of the build. */
export function dataModule(pluginDir: string, isServer: boolean): string {
  const same = path.join(pluginDir, 'data.ts');
  return fs.existsSync(same)
    ? same
    : path.join(pluginDir, isServer ? 'data.server.ts' : 'data.client.ts');
}

/** The data of the plugin `name` whose folder is `pluginDir` (its `__dirname`). */
export function buildData(name: string, pluginDir: string): BuildData {
  let file = '';
  return {
    async write(actions, data) {
      file = await actions.createData(`${name}.json`, JSON.stringify(data));
    },
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          // `$`: these names exactly, not paths under them.
          [`${BUILD_DATA_PREFIX}${name}$`]: dataModule(pluginDir, isServer),
          [`${BUILD_DATA_PREFIX}${name}.json$`]: file,
        },
      },
    }),
  };
}
