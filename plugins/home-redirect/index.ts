import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirectPage} from './page';

export const PLUGIN_NAME = 'home-redirect';

/**
 * Writes `/index.html`, which sends readers to `to` (the first page of the
 * docs) at once with a meta refresh: no JavaScript and no inline script, so
 * it works everywhere and under the site's Content Security Policy.
 */
export default function homeRedirectPlugin(to: string) {
  return ({siteConfig}: LoadContext): Plugin => ({
    name: PLUGIN_NAME,
    async postBuild({outDir}) {
      await fs.writeFile(
        path.join(outDir, 'index.html'),
        redirectPage({title: siteConfig.title, to, canonical: new URL(to, siteConfig.url).href}),
      );
    },
  });
}
