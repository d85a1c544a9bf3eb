import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {aliasFile} from './addresses';

export const PLUGIN_NAME = 'page-addresses';

/**
 * Every page answers at its old address forms on any host: `/x.html` is
 * copied to `x/index.html`, which a plain static host serves for `/x` and
 * `/x/`, and which a clean-URL server (`docusaurus serve`, `serve`) serves
 * for `/x.html` after redirecting it to `/x`. A redirect page there would send
 * such a server's readers back to `/x.html` forever. The copy works without
 * JavaScript; with it, client.ts puts the page's own address in the address
 * bar before the app hydrates.
 */
export default function pageAddressesPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules: () => [path.join(__dirname, 'client.ts')],
    async postBuild({outDir, routesPaths, baseUrl}) {
      await Promise.all(
        routesPaths.map(async (route) => {
          const copy = aliasFile(route, baseUrl);
          if (copy === undefined) {
            return;
          }
          const page = path.join(outDir, `${copy.slice(0, -'/index.html'.length)}.html`);
          // `force: false`: a folder page of the same name (`/x/`) keeps its own file.
          await fs.cp(page, path.join(outDir, copy), {force: false});
        }),
      );
    },
  };
}
