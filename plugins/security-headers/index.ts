import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {contentSecurityPolicy, headersFile, inlineScripts, scriptHash} from './headers';
import {redirectScripts} from './redirectScripts';
import {fileOfRoute} from '../../shared/routes';

export const PLUGIN_NAME = 'security-headers';

export type Options = {
  /** The `to` of each redirect of @docusaurus/plugin-client-redirects, without the base URL. */
  readonly redirectTargets: readonly string[];
};

/**
 * Writes the host's `_headers` file after the build: a Content Security
 * Policy that allows the pages' own inline scripts (Docusaurus' colour-mode
 * script) and those of the redirect pages, by hash, and the usual security
 * headers. The static server of `npm run serve` and of the browser tests
 * sends them too.
 */
export default function securityHeadersPlugin(options: Options): () => Plugin {
  return () => ({
    name: PLUGIN_NAME,
    async postBuild({outDir, routesPaths, baseUrl}) {
      const pages = await Promise.all(
        routesPaths.map((route) =>
          fs.readFile(path.join(outDir, fileOfRoute(route, baseUrl)), 'utf8').catch(() => ''),
        ),
      );
      const redirects = options.redirectTargets.map((to) => normalizeUrl([baseUrl, to]));
      const scripts = [...pages.flatMap(inlineScripts), ...redirectScripts(redirects)];
      const hashes = scripts.map(scriptHash);
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(contentSecurityPolicy(hashes)));
    },
  });
}
