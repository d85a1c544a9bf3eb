/**
 * Site settings: who we are, where the sources live, and which site-wide
 * features are on. Read by `docusaurus.config.ts` at build time and by theme
 * components in the browser, so keep it small and serialisable.
 */

export type Repository = {
  /** Web address of the forge, without a trailing slash. */
  readonly host: string;
  readonly owner: string;
  readonly name: string;
  readonly branch: string;
  /** Folder of the repository that holds `docs/`' pages. */
  readonly docsDir: string;
};

export type SiteSettings = {
  readonly title: string;
  readonly description: string;
  /** Absolute origin of the published site: canonical links and sitemap use it. */
  readonly url: string;
  /** Where `/` sends readers: the first page of the docs. */
  readonly homePath: string;
  readonly repository: Repository;
  /** Show "Edit this page" under every page. */
  readonly editLinks: boolean;
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
  repository: {
    host: 'https://github.com',
    owner: 'directus',
    name: 'v8-docs',
    branch: 'main',
    docsDir: 'docs',
  },
  editLinks: true,
  offline: true,
  sidebarDepth: 1,
  lastUpdatedLabel: 'Last Updated',
};

/** The repository's home page on the forge. */
export function repositoryUrl({host, owner, name}: Repository): string {
  return `${host}/${owner}/${name}`;
}

/** The URL of the page that edits `docPath` (relative to `docs/`) on the forge. */
export function editUrlFor(repository: Repository, docPath: string): string {
  const {branch, docsDir} = repository;
  return `${repositoryUrl(repository)}/edit/${branch}/${docsDir}/${docPath}`;
}
