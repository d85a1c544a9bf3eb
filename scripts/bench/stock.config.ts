/**
 * The framework's defaults, for `npm run bench -- --compare-stock`: the same
 * `docs/` built with a plain preset-classic site, as `create-docusaurus`
 * writes it. Nothing of ours runs: no local plugins but the corrections
 * (the list page renders the notes it collects) and the edit links' data
 * (the reference components import it; with no repository, no links), no swizzled components but
 * the MDX component map (the pages use components without importing them, so
 * without it they cannot render), no search, no offline copy, no
 * custom CSS, no script deferral. Only the page URLs are ours, so both sites
 * are measured on the same addresses.
 *
 * scripts/bench/stock.ts builds it in a temporary folder with
 * `docusaurus build <folder> --config <this file>`, and installs there the
 * React that create-docusaurus installs, 19: the bundler takes React from it.
 */
import path from 'node:path';
import type {Config, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {routeForDoc} from '../../src/config/frontMatter';
import {site} from '../../src/config/site';
import corrections from '../../plugins/corrections';
import editLinks from '../../plugins/edit-links';
import {CORRECTION_KEYWORD} from '../../plugins/corrections/collect';
import sidebars from '../../sidebars';
import {stockReact} from './stockReact';

const docsDir = 'docs';

/** Resolves `react` and `react-dom` (and their subpaths) to the stock site's React 19. */
function reactOfStock(context: {siteDir: string}): Plugin {
  const installed = (name: string) =>
    path.join(context.siteDir, stockReact.dir, 'node_modules', name);
  return {
    name: 'stock-react',
    configureWebpack: () => ({
      resolve: {alias: {react: installed('react'), 'react-dom': installed('react-dom')}},
    }),
  };
}

export default {
  title: site.title,
  url: site.url,
  baseUrl: '/',
  // Links to files only our plugins write (/openapi.json, /llms.txt) are
  // missing here: report them, do not stop.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  future: {v4: true},
  markdown: {
    // The pages' `## Heading {#old-slug}` ids: the same Markdown dialect as ours.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const relative = path.relative(path.resolve(docsDir), params.filePath);
      return {...result, frontMatter: {...result.frontMatter, slug: routeForDoc(relative)}};
    },
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },
  presets: [
    [
      'classic',
      {
        docs: {
          path: docsDir,
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // The pages' `:::correction` notes, as the theme's default admonition.
          admonitions: {keywords: [CORRECTION_KEYWORD], extendDefaults: true},
        },
        blog: false,
        pages: false,
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    reactOfStock,
    corrections({order: sidebars.docs.flatMap((group) => group.items.map((item) => item.id))}),
    editLinks({repository: null}),
  ],
} satisfies Config;
