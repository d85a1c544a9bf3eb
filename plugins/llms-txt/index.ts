import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pageToMarkdown, type PageMarkdown} from './toMarkdown';
import {llmsFull, llmsIndex, type Section} from './files';
import {fileOfRoute, routeInSite} from '../../shared/routes';

const name = 'llms-txt';

export type Options = {
  /** The sidebar's groups, in order, each with the routes of its pages (without the base URL). */
  readonly sections: readonly Section[];
  /** One paragraph on what the site documents. */
  readonly summary: string;
};

/**
 * Writes a Markdown copy of every page (`/api/items.html.md`), `/llms.txt`
 * (the llmstxt.org index of those copies) and `/llms-full.txt` (every copy in
 * sidebar order), from the built HTML, so they hold what the reader sees.
 */
export default function llmsTxt(options: Options): () => Plugin {
  return () => ({
    name,
    async postBuild({outDir, routesPaths, siteConfig, baseUrl}) {
      const pages = new Map<string, PageMarkdown>();
      for (const route of routesPaths) {
        // The copy is the page's file plus `.md` (shared/routes.ts, markdownPath).
        const file = path.join(outDir, fileOfRoute(route, baseUrl));
        const html = await fs.readFile(file, 'utf8').catch(() => null);
        const page = html === null ? null : pageToMarkdown(html, siteConfig.url, route);
        if (page) {
          // By the route without the base URL, as the sections list them.
          pages.set(routeInSite(route, baseUrl), page);
          await fs.writeFile(`${file}.md`, page.markdown);
        }
      }
      const site = {
        title: siteConfig.title,
        url: siteConfig.url,
        baseUrl,
        summary: options.summary,
      };
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsIndex(site, options.sections, pages));
      await fs.writeFile(
        path.join(outDir, 'llms-full.txt'),
        llmsFull(site, options.sections, pages),
      );
    },
  });
}
