import path from 'node:path';
import type {Config, Plugin, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import type {PluginOptions as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {site} from './src/config/site';
import {deploymentFrom} from './src/config/deployment';
import {editUrlFor, issuesUrlFor} from './src/config/repository';
import {resolveRepository} from './src/config/gitRepository';
import {codeTheme} from './src/config/prismTheme';
import {ssrTemplate} from './src/config/ssrTemplate';
import {createFrontMatterParser} from './src/config/frontMatter';
import chunkRecovery from './plugins/chunk-recovery';
import pageAddresses from './plugins/page-addresses';
import {withoutCopies} from './plugins/page-addresses/addresses';
import lazyCodeHighlighting from './plugins/lazy-code-highlighting';
import leanTslib from './plugins/lean-tslib';
import openApi from './plugins/openapi';
import llmsTxt from './plugins/llms-txt';
import sidebars from './sidebars';
import {routeForDoc} from './src/config/frontMatter';
import searchIndex from './plugins/search-index';
import securityHeaders from './plugins/security-headers';
import sidebarHeadings from './plugins/sidebar-headings';
import corrections from './plugins/corrections';
import {CORRECTION_KEYWORD} from './plugins/corrections/collect';
import staticImages from './remark/staticImages';
import rowAnchors from './remark/rowAnchors';
import editLinks from './plugins/edit-links';
import codeLinkGap from './remark/codeLinkGap';
import {pageTargetSources} from './plugins/search-index/pageTargets';

/**
 * SITE_URL and BASE_URL (README, "Deploy under a path"): the one place the
 * build reads them. Plugins and pages take them from Docusaurus.
 */
const deployment = deploymentFrom(process.env);

/** The folder of the pages: in the site, and in the repository's edit links. */
const docsPath = 'docs';
/**
 * The clone's own GitHub or GitLab remote and branch, or DOCS_REPOSITORY
 * (README, "Edit links"); null when there is neither, and then no edit links.
 */
const {repository, note: repositoryNote} = resolveRepository(__dirname, docsPath, process.env);
console.info(`[edit links] ${repositoryNote}`);

/**
 * A plugin whose whole job is the browser code of `plugins/<name>/client.ts`
 * (that file says what it does and why).
 */
const clientPlugin = (name: string) => (): Plugin => ({
  name,
  getClientModules: () => [path.join(__dirname, 'plugins', name, 'client.ts')],
});

/** The one sidebar of the site; pages outside it still display it. */
const sidebarId = 'docs';

const pwaOptions = {
  // The old site served its service worker to every visitor: do the same, so
  // anyone who has opened the docs once can read them offline.
  offlineModeActivationStrategies: ['always'],
  swCustom: require.resolve('./src/offline/sw.js'),
  swRegister: require.resolve('./src/offline/registerServiceWorker.ts'),
  // The search index is written after the build (plugins/search-index), so
  // the plugin's precache list cannot know it: src/offline/sw.js caches it.
  // (The option is typed as workbox's full options, though the plugin sets
  // swSrc and swDest itself.)
  // openapi.json is written by a plugin after the build like the index, and is
  // for tools, not readers offline; llms-full.txt is not matched at all.
  // The copies that answer old address forms (plugins/page-addresses) would
  // store every page twice; offline, src/offline/sw.js finds the page itself.
  injectManifestConfig: {
    globIgnores: ['pagefind/**', 'openapi.json'],
    manifestTransforms: [(entries) => ({manifest: withoutCopies(entries)})],
  } as PwaOptions['injectManifestConfig'],
  // Paths of the site: the plugin puts the base URL in front of each.
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.webmanifest'},
    {tagName: 'meta', name: 'theme-color', content: '#3498db'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/icon-192.png'},
  ],
} satisfies Partial<PwaOptions>;

/**
 * `/` sends readers to the first page (meta refresh, plus a script that keeps
 * the query string and the #anchor); plugins/security-headers allows that
 * script. Old address forms of each page (`/api/items`, `/api/items/`) are
 * answered by copies of the page (plugins/page-addresses), not by redirect
 * pages, which a clean-URL server would answer with a redirect loop.
 */
const redirectOptions = {
  redirects: [{from: '/', to: site.homePath}],
} satisfies Partial<RedirectOptions>;

/** The sidebar's groups with their pages' routes: the sections of /llms.txt. */
const llmsSections = sidebars.docs.map((group) => ({
  label: group.label,
  routes: group.items.map((item) => routeForDoc(`${item.id}.md`)),
}));

/** The Markdown tables whose rows search opens by name (plugins/search-index). */
const nameTables = pageTargetSources.flatMap(({page, sections, rowIdPrefix}) =>
  rowIdPrefix === undefined ? [] : [{page, sections, rowIdPrefix}],
);

const docsOptions = {
  path: docsPath,
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl: repository ? ({docPath}) => editUrlFor(repository, docPath) : undefined,
  showLastUpdateTime: true,
  beforeDefaultRemarkPlugins: [
    [staticImages, {staticDir: `${__dirname}/static`, baseUrl: deployment.baseUrl}],
  ],
  // `:::correction[What is true]`, listed on one page by plugins/corrections.
  admonitions: {keywords: [CORRECTION_KEYWORD], extendDefaults: true},
  // After the default plugins, which give headings their ids.
  remarkPlugins: [[rowAnchors, {docsDir: `${__dirname}/docs`, tables: nameTables}], codeLinkGap],
} satisfies DocsOptions;

const offlinePlugins: PluginConfig[] = site.offline ? [['@docusaurus/plugin-pwa', pwaOptions]] : [];

const config = {
  title: site.title,
  tagline: site.description,
  url: deployment.url,
  baseUrl: deployment.baseUrl,
  favicon: 'img/icons/logo.svg',
  // trailingSlash stays unset: doc slugs end in `.html` and folder pages in
  // `/`, and Docusaurus writes both exactly as given.

  ssrTemplate,

  // Read in the browser by the not-found page.
  customFields: {issuesUrl: repository ? issuesUrlFor(repository) : null},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: true,
    faster: true,
  },

  markdown: {
    // Explicit heading ids keep the old site's anchors: `## Heading {#old-slug}`.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    parseFrontMatter: createFrontMatterParser({
      siteDir: __dirname,
      docsDir: docsPath,
      sidebarDepth: site.sidebarDepth,
      sidebarId,
    }),
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      'classic',
      {
        // The docs plugin is plugins/content-docs, which wraps it.
        docs: false,
        blog: false,
        pages: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/code.css']},
        sitemap: {ignorePatterns: ['/404.html']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // By path, so that Docusaurus finds the module's validateOptions (the docs plugin's).
    ['./plugins/content-docs/index.ts', docsOptions],
    ...offlinePlugins,
    ['@docusaurus/plugin-client-redirects', redirectOptions],
    pageAddresses,
    chunkRecovery,
    sidebarHeadings,
    // The edit links of the parts rendered from src/data, into the repository of "Edit this page".
    editLinks({repository}),
    corrections({order: sidebars.docs.flatMap((group) => group.items.map((item) => item.id))}),
    clientPlugin('scroll-restoration'),
    clientPlugin('hash-target'),
    clientPlugin('tab-memory'),
    clientPlugin('image-zoom'),
    lazyCodeHighlighting,
    clientPlugin('prefetch-policy'),
    leanTslib,
    openApi,
    llmsTxt({
      sections: llmsSections,
      summary:
        'Documentation for Directus 8, the PHP and Vue.js release line of the open-source headless CMS: installing and running it, the admin app, the REST and GraphQL API over a SQL database, and extensions. Directus 8 is no longer maintained; the current Directus has its own docs.',
    }),
    searchIndex,
    securityHeaders({redirectTargets: redirectOptions.redirects.map((redirect) => redirect.to)}),
  ],

  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    navbar: {
      title: site.title,
      logo: {
        alt: '',
        src: 'img/icons/logo.svg',
        width: 28,
        height: 28,
        href: site.homePath,
      },
      items: [
        {label: 'Website', href: 'https://directus.io', position: 'right'},
        {label: 'Cloud', href: 'https://directus.cloud', position: 'right'},
        {label: 'Demo', href: 'https://directus.app', position: 'right'},
      ],
    },
    prism: {
      theme: codeTheme,
      darkTheme: codeTheme,
      additionalLanguages: ['bash', 'json', 'php', 'yaml', 'sql', 'nginx', 'apacheconf', 'http'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
