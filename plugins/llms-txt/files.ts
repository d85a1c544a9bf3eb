/** Pure helpers of the llms-txt plugin: where copies live and what the two indexes hold. */
import type {PageMarkdown} from './toMarkdown';
import {markdownPath, withBaseUrl} from '../../shared/routes';

export type Section = {readonly label: string; readonly routes: readonly string[]};

type Site = {
  readonly title: string;
  /** The origin (`siteConfig.url`) and the base URL the site lives under. */
  readonly url: string;
  readonly baseUrl: string;
  readonly summary: string;
};

/** The absolute address of a route of the site (`/api/items.html`, without the base URL). */
function addressOf(site: Site, route: string): string {
  return new URL(withBaseUrl(route, site.baseUrl), site.url).href;
}

/** The sections in sidebar order, then the pages no section lists, as llmstxt.org's "Optional". */
function allSections(
  sections: readonly Section[],
  pages: ReadonlyMap<string, PageMarkdown>,
): Section[] {
  const listed = new Set(sections.flatMap((section) => section.routes));
  const rest = [...pages.keys()].filter((route) => !listed.has(route)).sort();
  return [...sections, ...(rest.length > 0 ? [{label: 'Optional', routes: rest}] : [])];
}

export function llmsIndex(
  site: Site,
  sections: readonly Section[],
  pages: ReadonlyMap<string, PageMarkdown>,
): string {
  const lines = [`# ${site.title}`, '', `> ${site.summary}`, ''];
  for (const section of allSections(sections, pages)) {
    lines.push(`## ${section.label}`, '');
    for (const route of section.routes) {
      const page = pages.get(route);
      if (page) {
        lines.push(
          `- [${page.title}](${addressOf(site, markdownPath(route))}): ${page.description}`,
        );
      }
    }
    if (section.label === 'API Reference') {
      lines.push(
        `- [OpenAPI document](${addressOf(site, '/openapi.json')}): every operation of the REST API as OpenAPI 3.1`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** A page's copy in llms-full.txt: its address on the line under its title. */
function withSource(markdown: string, url: string): string {
  const [title = '', ...body] = markdown.split('\n');
  return [title, `Source: ${url}`, ...body].join('\n');
}

export function llmsFull(
  site: Site,
  sections: readonly Section[],
  pages: ReadonlyMap<string, PageMarkdown>,
): string {
  const parts = allSections(sections, pages).flatMap((section) =>
    section.routes.flatMap((route) => {
      const page = pages.get(route);
      return page ? [withSource(page.markdown, addressOf(site, route))] : [];
    }),
  );
  return `# ${site.title}\n\n> ${site.summary}\n\n${parts.join('\n---\n\n')}`;
}
