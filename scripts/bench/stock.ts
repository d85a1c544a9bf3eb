/**
 * A stock Docusaurus site with our pages, in a temporary folder: the docs,
 * the sidebar, the static files and the components the pages use, built with
 * stock.config.ts. node_modules is a link to ours: the same Docusaurus. React
 * is the one create-docusaurus installs, 19 (ours is 18, see BENCHMARKS.md).
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import type {Browser} from '@playwright/test';
import {startStaticServer} from '../static-server';
import {cleanBuild, outputSize, printOutputSize} from './build';
import type {SiteFigures} from './compare';
import {measurePages} from './measurePages';
import {stockReact} from './stockReact';

/** What the pages need to build; our theme, CSS and offline code stay out. */
const copied = [
  'docs',
  'static',
  'sidebars.ts',
  // Rules the components share with the build (routes, search terms, part names).
  'shared',
  'src/components',
  'src/config',
  'src/data',
  'src/hooks',
  'src/utils',
];

/** The one theme file stock keeps: the MDX component map (see stock.config.ts). */
const mdxComponents = 'src/theme/MDXComponents';

const stockConfigPath = path.join(__dirname, 'stock.config.ts');

async function prepareStockSite(siteDir: string): Promise<string> {
  const stockDir = await fs.mkdtemp(path.join(os.tmpdir(), 'directus-docs-stock-'));
  for (const entry of [...copied, mdxComponents]) {
    await fs.cp(path.join(siteDir, entry), path.join(stockDir, entry), {recursive: true});
  }
  await fs.symlink(path.join(siteDir, 'node_modules'), path.join(stockDir, 'node_modules'));
  // Beside our node_modules, not in it: stock.config.ts points the bundler at it.
  await promisify(execFile)('npm', [
    'install',
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--prefix',
    path.join(stockDir, stockReact.dir),
    `react@${stockReact.version}`,
    `react-dom@${stockReact.version}`,
  ]);
  return stockDir;
}

/** The same pages as a stock preset-classic site: built, measured, then removed. */
export async function measureStock(
  siteDir: string,
  browser: Browser,
  port: number,
  routes: readonly string[],
  runs: number,
): Promise<SiteFigures> {
  const stockDir = await prepareStockSite(siteDir);
  console.log(`\nStock Docusaurus site (scripts/bench/stock.config.ts) in ${stockDir}`);
  const build = await cleanBuild(stockDir, stockConfigPath);
  console.log(`Clean build: ${build.seconds} s, peak memory ${build.peakMemoryMb} MB`);
  const output = await outputSize(path.join(stockDir, 'build'));
  printOutputSize(output);
  const server = await startStaticServer(path.join(stockDir, 'build'), port);
  try {
    return {build, output, pages: await measurePages(siteDir, browser, port, routes, runs)};
  } finally {
    server.close();
    await fs.rm(stockDir, {recursive: true, force: true});
  }
}
