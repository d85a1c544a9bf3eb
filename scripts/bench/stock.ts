/**
 * A stock Docusaurus site with our pages, in a temporary folder: the docs,
 * the sidebar, the static files and the components the pages use, built with
 * stock.config.ts. node_modules is a link to ours: the same Docusaurus.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** What the pages need to build; our theme, CSS and offline code stay out. */
const copied = [
  'docs',
  'static',
  'sidebars.ts',
  'src/components',
  'src/config',
  'src/data',
  'src/hooks',
  'src/utils',
];

/** The one theme file stock keeps: the MDX component map (see stock.config.ts). */
const mdxComponents = 'src/theme/MDXComponents';

export const stockConfigPath = path.join(__dirname, 'stock.config.ts');

export async function prepareStockSite(siteDir: string): Promise<string> {
  const stockDir = await fs.mkdtemp(path.join(os.tmpdir(), 'directus-docs-stock-'));
  for (const entry of [...copied, mdxComponents]) {
    await fs.cp(path.join(siteDir, entry), path.join(stockDir, entry), {recursive: true});
  }
  await fs.symlink(path.join(siteDir, 'node_modules'), path.join(stockDir, 'node_modules'));
  return stockDir;
}
