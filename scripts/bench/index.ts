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
import {SEARCH_DIR, SEARCH_FILE_LIST} from '../../plugins/search-index';
import {chromiumPath} from '../chromium';
import {fileForRoute, startStaticServer} from '../static-server';
import {budgets, kb, verdict} from './budgets';
import {launchChromium} from './browser';
import {cleanBuild, outputSize, printOutputSize, type BuildFigures} from './build';
import {compareSites} from './compare';
import {measurePages, originOn, pageVerdicts} from './measurePages';
import {measureTabClick} from './interaction';
import {measureSearch} from './search';
import {measureStock} from './stock';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const port = 4390;
const stockPort = 4391;

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

const occurrences = (pattern: RegExp) => (html: string) => html.match(pattern)?.length ?? 0;

/** The page with the most tab groups: where a tab click has the most to update. */
function mostTabs(): string | undefined {
  return heaviest(builtRoutes(), occurrences(/tabs-container/g));
}

/** The named pages plus the largest HTML, the most code blocks and the most tab groups. */
function pickPages(): string[] {
  const routes = builtRoutes();
  const picked = [
    heaviest(routes, (html) => html.length),
    heaviest(routes, occurrences(/theme-code-block/g)),
    mostTabs(),
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
  printOutputSize(output);
  const offline = offlineCopy();
  report.offlineCopy = offline;
  console.log(
    `  offline copy (service worker, after a first visit): ${offline.files} files, ${offline.rawKb} KB raw, ~${offline.gzipKb} KB compressed`,
  );

  const routes = pickPages();
  const server = await startStaticServer(buildDir, port);
  const browser = await launchChromium();
  try {
    const pages = await measurePages(siteDir, browser, port, routes, runs);
    report.pages = pages;
    verdicts.push(...pageVerdicts(pages));

    const tabPage = mostTabs();
    if (tabPage) {
      const tabClick = await measureTabClick(browser, originOn(port), tabPage, runs);
      report.tabClick = tabClick;
      console.log(
        `\nTab click on ${tabPage}, 4x CPU, event to next paint (median of ${runs}): right after load ${tabClick.afterLoadMs} ms (${tabClick.afterLoadRunsMs.join(', ')}), after hydration ${tabClick.afterHydrationMs} ms (${tabClick.afterHydrationRunsMs.join(', ')})`,
      );
      verdicts.push(
        `${verdict(budgets.tabClickMs, tabClick.afterLoadMs)} [right after load]`,
        `${verdict(budgets.tabClickMs, tabClick.afterHydrationMs)} [after hydration]`,
      );
    }

    const search = await measureSearch(browser, originOn(port), buildDir);
    report.search = search;
    console.log(
      `\nSearch: index ${search.indexKb} KB in ${search.indexFiles} files; first query transfers ${search.firstQueryKb} KB`,
    );
    console.log(
      `  warm keystroke to rendered results: median ${search.warmMedianMs} ms, p95 ${search.warmP95Ms} ms (${search.warmRunsMs.join(', ')})`,
    );
    console.log(
      `  the same for questions of several words (not budgeted): median ${search.questionMedianMs} ms, p95 ${search.questionP95Ms} ms`,
    );
    verdicts.push(
      verdict(budgets.searchFirstQueryKb, search.firstQueryKb),
      verdict(budgets.searchWarmMs, search.warmMedianMs),
      verdict(budgets.searchWarmP95Ms, search.warmP95Ms),
    );

    if (values['compare-stock']) {
      const stock = await measureStock(siteDir, browser, stockPort, routes, runs);
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
