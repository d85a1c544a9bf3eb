/**
 * `npm run bench`: measures the site and prints the figures, each budget
 * marked MET or NOT MET, then writes them to bench-results/latest.json.
 * It is a report, not a test: it always exits 0 once it has measured.
 *
 *   npm run bench                     clean build, then everything
 *   npm run bench -- --skip-build     reuse build/ (build figures are skipped)
 *   npm run bench -- --runs 1         Lighthouse runs per page (default 3)
 *   npm run bench -- --compare-stock  also build the same docs/ as a stock
 *                                     preset-classic site (stock.config.ts)
 *                                     and measure both the same way
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';
import type {Browser} from '@playwright/test';
import {SEARCH_DIR, SEARCH_FILE_LIST} from '../../plugins/search-index';
import {chromiumPath} from '../chromium';
import {fileForRoute, startStaticServer} from '../static-server';
import {budgets, kb, verdict} from './budgets';
import {launchChromium} from './browser';
import {cleanBuild, outputSize, type BuildFigures, type OutputFigures} from './build';
import {measureLighthouse} from './lighthouse';
import {compareSites, type PageResult, type SiteFigures} from './compare';
import {measurePage} from './pages';
import {measureSearch} from './search';
import {prepareStockSite, stockConfigPath} from './stock';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const port = 4390;
const stockPort = 4391;
const origin = (onPort: number) => `http://127.0.0.1:${onPort}`;

/** The pages the budgets name: the introduction and the heaviest of each kind. */
const namedPages = [
  '/getting-started/introduction.html',
  '/api/items.html',
  '/api/users.html',
  '/guides/user-guide.html',
  '/docker/environment.html',
  '/extensions/hooks.html',
];

/** Every page of the build, from its sitemap. */
function builtRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return Array.from(
    sitemap.matchAll(/<loc>([^<]+)<\/loc>/g),
    ([, loc = '']) => new URL(loc).pathname,
  );
}

/** The page with the most of something, by a count over its HTML. */
function heaviest(routes: readonly string[], count: (html: string) => number): string | undefined {
  const scored = routes.map((route) => ({
    route,
    score: count(fs.readFileSync(fileForRoute(buildDir, route), 'utf8')),
  }));
  return scored.sort((a, b) => b.score - a.score)[0]?.route;
}

/** The named pages plus the largest HTML, the most code blocks and the most tab groups. */
function pickPages(): string[] {
  const routes = builtRoutes();
  const occurrences = (pattern: RegExp) => (html: string) => html.match(pattern)?.length ?? 0;
  const picked = [
    heaviest(routes, (html) => html.length),
    heaviest(routes, occurrences(/theme-code-block/g)),
    heaviest(routes, occurrences(/tabs-container/g)),
  ];
  return [...new Set([...namedPages, ...picked.filter((route) => route !== undefined)])];
}

/** The offline copy the service worker downloads after a first visit. */
function offlineCopy(): {files: number; rawKb: number; gzipKb: number} {
  const swSource = fs.readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
  const precached = Array.from(swSource.matchAll(/"url":"([^"]+)"/g), ([, url = '']) => url);
  const search = (
    JSON.parse(fs.readFileSync(path.join(buildDir, SEARCH_DIR, SEARCH_FILE_LIST), 'utf8')) as {
      files: string[];
    }
  ).files;
  let raw = 0;
  let gzip = 0;
  for (const url of [...precached, ...search]) {
    const body = fs.readFileSync(path.join(buildDir, url));
    raw += body.length;
    gzip += /\.(png|jpe?g|pf_\w+|pagefind)$/.test(url) ? body.length : zlib.gzipSync(body).length;
  }
  return {files: precached.length + search.length, rawKb: kb(raw), gzipKb: kb(gzip)};
}

function machine() {
  // Debian's wrapper script warns on stderr: keep only the version line.
  const chromium = execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  return {
    date: new Date().toISOString(),
    cpu: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
  };
}

/** Bytes and Lighthouse figures of each page, printed as they come. */
async function measurePages(
  browser: Browser,
  onPort: number,
  routes: readonly string[],
  runs: number,
): Promise<PageResult[]> {
  const pages: PageResult[] = [];
  for (const route of routes) {
    const figures = await measurePage(browser, origin(onPort), route);
    const lighthouse = await measureLighthouse(siteDir, `${origin(onPort)}${route}`, runs);
    pages.push({...figures, lighthouse});
    console.log(`\n${route}`);
    console.log(
      `  first load  HTML ${figures.html.rawKb} KB (${figures.html.gzipKb} gz)  JS ${figures.js.rawKb} KB (${figures.js.gzipKb} gz)  CSS ${figures.css.rawKb} KB (${figures.css.gzipKb} gz)`,
    );
    console.log(
      `  JS to start the page ${figures.jsAtStartup.rawKb} KB (${figures.jsAtStartup.gzipKb} gz), of which before the load event ${figures.jsBeforeLoad.gzipKb} gz`,
    );
    console.log(`  transferred ${figures.transferredKb} KB in ${figures.requests} requests`);
    console.log(
      `  Lighthouse mobile (median of ${runs}): performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}, best practices ${lighthouse.bestPractices}, SEO ${lighthouse.seo}`,
    );
    console.log(
      `  FCP ${lighthouse.fcpSeconds} s, LCP ${lighthouse.lcpSeconds} s, TBT ${lighthouse.tbtMs} ms, CLS ${lighthouse.cls}`,
    );
  }
  return pages;
}

function pageVerdicts(pages: readonly PageResult[]): string[] {
  return pages.flatMap(({path: route, lighthouse, ...figures}) => {
    const on = (text: string) => `${text} [${route}]`;
    return [
      on(verdict(budgets.jsAtStartupGzipKb, figures.jsAtStartup.gzipKb)),
      on(verdict(budgets.firstVisitTransferKb, figures.transferredKb)),
      on(verdict(budgets.lighthousePerformance, lighthouse.performance)),
      on(verdict(budgets.lighthouseAccessibility, lighthouse.accessibility)),
      on(verdict(budgets.lighthouseBestPractices, lighthouse.bestPractices)),
      on(verdict(budgets.lighthouseSeo, lighthouse.seo)),
      on(verdict(budgets.lcpSeconds, lighthouse.lcpSeconds)),
      on(verdict(budgets.cls, lighthouse.cls)),
    ];
  });
}

function printOutput(output: OutputFigures): void {
  for (const [kind, figure] of Object.entries(output)) {
    console.log(
      `  ${kind.padEnd(13)} ${String(figure.files).padStart(4)} files ${String(figure.kb).padStart(7)} KB`,
    );
  }
}

/** The same pages as a stock preset-classic site: built, measured, then removed. */
async function measureStock(
  browser: Browser,
  routes: readonly string[],
  runs: number,
): Promise<SiteFigures> {
  const stockDir = await prepareStockSite(siteDir);
  console.log(`\nStock Docusaurus site (scripts/bench/stock.config.ts) in ${stockDir}`);
  const build = await cleanBuild(stockDir, stockConfigPath);
  console.log(`Clean build: ${build.seconds} s, peak memory ${build.peakMemoryMb} MB`);
  const output = await outputSize(path.join(stockDir, 'build'));
  printOutput(output);
  const server = await startStaticServer(path.join(stockDir, 'build'), stockPort);
  try {
    return {build, output, pages: await measurePages(browser, stockPort, routes, runs)};
  } finally {
    server.close();
    await fs.promises.rm(stockDir, {recursive: true, force: true});
  }
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      'skip-build': {type: 'boolean'},
      'compare-stock': {type: 'boolean'},
      runs: {type: 'string', default: '3'},
    },
  });
  const runs = Number(values.runs);
  const verdicts: string[] = [];
  const report: Record<string, unknown> = {machine: machine()};
  console.log(`Benchmark on ${JSON.stringify(report.machine)}\n`);

  let build: BuildFigures | undefined;
  if (!values['skip-build']) {
    build = await cleanBuild(siteDir);
    console.log(`Clean build: ${build.seconds} s, peak memory ${build.peakMemoryMb} MB`);
    verdicts.push(
      verdict(budgets.cleanBuildSeconds, build.seconds),
      verdict(budgets.buildPeakMemoryMb, build.peakMemoryMb),
    );
  }
  report.build = build ?? 'skipped';

  const output = await outputSize(buildDir);
  report.output = output;
  console.log('\nOutput (raw):');
  printOutput(output);
  const offline = offlineCopy();
  report.offlineCopy = offline;
  console.log(
    `  offline copy (service worker, after a first visit): ${offline.files} files, ${offline.rawKb} KB raw, ~${offline.gzipKb} KB compressed`,
  );

  const routes = pickPages();
  const server = await startStaticServer(buildDir, port);
  const browser = await launchChromium();
  try {
    const pages = await measurePages(browser, port, routes, runs);
    report.pages = pages;
    verdicts.push(...pageVerdicts(pages));

    const search = await measureSearch(browser, origin(port), buildDir);
    report.search = search;
    console.log(
      `\nSearch: index ${search.indexKb} KB in ${search.indexFiles} files; first query transfers ${search.firstQueryKb} KB`,
    );
    console.log(
      `  warm keystroke to rendered results: median ${search.warmMedianMs} ms, p95 ${search.warmP95Ms} ms (${search.warmRunsMs.join(', ')})`,
    );
    verdicts.push(
      verdict(budgets.searchFirstQueryKb, search.firstQueryKb),
      verdict(budgets.searchWarmMs, search.warmMedianMs),
      verdict(budgets.searchWarmP95Ms, search.warmP95Ms),
    );

    if (values['compare-stock']) {
      const stock = await measureStock(browser, routes, runs);
      report.stock = stock;
      console.log(`\n${compareSites({build, output, pages}, stock)}`);
    }
  } finally {
    await browser.close();
    server.close();
  }

  report.verdicts = verdicts;
  console.log(`\nBudgets:\n  ${verdicts.join('\n  ')}`);
  const resultsDir = path.join(siteDir, 'bench-results');
  fs.mkdirSync(resultsDir, {recursive: true});
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nFigures written to ${path.relative(siteDir, path.join(resultsDir, 'latest.json'))}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
