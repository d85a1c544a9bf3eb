import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {apiVersion, resources} from '../../src/data/api';
import type {Resource} from '../../src/data/api/types';
import {buildOpenApiDocument} from './document';

const name = 'openapi';

/** The file the build writes, at the root of the site. */
export const openApiFile = 'openapi.json';

/** Whether the (minified) HTML has an element with this id, quoted or not. */
export function hasId(html: string, id: string): boolean {
  return [`id="${id}"`, `id=${id}>`, `id=${id} `].some((form) => html.includes(form));
}

/** The operations whose section is missing from their page's HTML: "page#anchor". */
export function missingSections(
  resourceList: readonly Resource[],
  htmlOf: (page: string) => string,
): string[] {
  return resourceList.flatMap((resource) => {
    const html = htmlOf(resource.page);
    return resource.operations
      .filter((operation) => !hasId(html, operation.anchor))
      .map((operation) => `${resource.page}#${operation.anchor} (${operation.id})`);
  });
}

/** Writes /openapi.json from the endpoint data, after checking every operation has its section. */
export default function openApi(): Plugin {
  return {
    name,
    async postBuild({outDir, siteConfig, baseUrl}) {
      const pages = new Map<string, string>();
      for (const resource of resources) {
        // The build folder holds the site without its base URL (shared/routes.ts).
        const file = path.join(outDir, resource.page);
        pages.set(resource.page, await fs.readFile(file, 'utf8').catch(() => ''));
      }
      const missing = missingSections(resources, (page) => pages.get(page) ?? '');
      if (missing.length > 0) {
        throw new Error(
          `[${name}] operations without their section on the page:\n  ${missing.join('\n  ')}`,
        );
      }
      const siteUrl = `${siteConfig.url}${baseUrl.replace(/\/$/, '')}`;
      const document = buildOpenApiDocument(resources, {siteUrl, apiVersion});
      await fs.writeFile(path.join(outDir, openApiFile), `${JSON.stringify(document, null, 2)}\n`);
    },
  };
}
