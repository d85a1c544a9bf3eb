/**
 * Site settings: who we are and which site-wide features are on. Read by
 * `docusaurus.config.ts` at build time and by theme components in the
 * browser, so keep it small and serialisable. Where the sources live is read
 * from git at build time: `gitRepository.ts`.
 */

export type SiteSettings = {
  readonly title: string;
  readonly description: string;
  /** Absolute origin of the published site: canonical links and sitemap use it. */
  readonly url: string;
  /** Where `/` sends readers: the first page of the docs. */
  readonly homePath: string;
  /** Register the service worker that lets visitors read the site offline. */
  readonly offline: boolean;
  /** Heading levels listed under the active sidebar link: 1 means h2 only. */
  readonly sidebarDepth: 0 | 1 | 2;
  readonly lastUpdatedLabel: string;
};

export const site: SiteSettings = {
  title: 'Directus Docs',
  description:
    'Documentation for Directus 8: install, configure, extend and call the open-source headless CMS.',
  url: 'https://v8.docs.directus.io',
  homePath: '/getting-started/introduction.html',
  offline: true,
  sidebarDepth: 1,
  lastUpdatedLabel: 'Last Updated',
};
