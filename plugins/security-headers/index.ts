import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {contentSecurityPolicy, headersFile, inlineScripts, scriptHash} from './headers';
import {redirectScripts} from './redirectScripts';

export const PLUGIN_NAME = 'security-headers';

/**
 * Writes the host's `_headers` file after the build: a Content Security
 * Policy that allows the pages' own inline scripts (Docusaurus' colour-mode
 * script) and those of the redirect pages leading to each `.html` page, by
 * hash, and the usual security headers. The static server of
 * `npm run serve` and of the browser tests sends them too.
 */
export default function securityHeadersPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir, routesPaths}) {
      const pages = await Promise.all(
        routesPaths.map((route) =>
          fs
            .readFile(path.join(outDir, route.endsWith('/') ? `${route}index.html` : route), 'utf8')
            .catch(() => ''),
        ),
      );
      // Every `.html` page is the target of a redirect page (see redirects in docusaurus.config.ts).
      const redirectTargets = routesPaths.filter((route) => route.endsWith('.html'));
      const scripts = [...pages.flatMap(inlineScripts), ...redirectScripts(redirectTargets)];
      const hashes = scripts.map(scriptHash);
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(contentSecurityPolicy(hashes)));
    },
  };
}
