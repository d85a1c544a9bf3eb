/**
 * `npm run bench`: measures the site and prints the figures, each budget
 * marked MET or NOT MET, then writes them to bench-results/latest.json.
 * It is a report, not a test: it always exits 0 once it has measured.
 *
 *   npm run bench                     clean build, then everything
 *   npm run bench -- --skip-build     reuse build/ (build figures are skipped)
 *   npm run bench -- --runs 1         Lighthouse runs per page (default 3)
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
import {cleanBuild, outputSize, type BuildFigures} from './build';
import {measureLighthouse, type LighthouseFigures} from './lighthouse';
import {measurePage, type PageFigures} from './pages';
import {measureSearch} from './search';

const siteDir = path.resolve(__dirname, '../..');
const buildDir = path.join(siteDir, 'build');
const port = 4390;
const origin = `http://127.0.0.1:${port}`;

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

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {'skip-build': {type: 'boolean'}, runs: {type: 'string', default: '3'}},
  });
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
  for (const [kind, figure] of Object.entries(output)) {
    console.log(
      `  ${kind.padEnd(13)} ${String(figure.files).padStart(4)} files ${String(figure.kb).padStart(7)} KB`,
    );
  }
  const offline = offlineCopy();
  report.offlineCopy = offline;
  console.log(
    `  offline copy (service worker, after a first visit): ${offline.files} files, ${offline.rawKb} KB raw, ~${offline.gzipKb} KB compressed`,
  );

  const server = await startStaticServer(buildDir, port);
  const browser = await launchChromium();
  try {
    const pages: Array<PageFigures & {lighthouse: LighthouseFigures}> = [];
    for (const route of pickPages()) {
      const figures = await measurePage(browser, origin, route);
      const lighthouse = await measureLighthouse(siteDir, `${origin}${route}`, Number(values.runs));
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
        `  Lighthouse mobile (median of ${values.runs}): performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility}, best practices ${lighthouse.bestPractices}, SEO ${lighthouse.seo}`,
      );
      console.log(
        `  FCP ${lighthouse.fcpSeconds} s, LCP ${lighthouse.lcpSeconds} s, TBT ${lighthouse.tbtMs} ms, CLS ${lighthouse.cls}`,
      );
      const on = (text: string) => `${text} [${route}]`;
      verdicts.push(
        on(verdict(budgets.jsAtStartupGzipKb, figures.jsAtStartup.gzipKb)),
        on(verdict(budgets.firstVisitTransferKb, figures.transferredKb)),
        on(verdict(budgets.lighthousePerformance, lighthouse.performance)),
        on(verdict(budgets.lighthouseAccessibility, lighthouse.accessibility)),
        on(verdict(budgets.lighthouseBestPractices, lighthouse.bestPractices)),
        on(verdict(budgets.lighthouseSeo, lighthouse.seo)),
        on(verdict(budgets.lcpSeconds, lighthouse.lcpSeconds)),
        on(verdict(budgets.cls, lighthouse.cls)),
      );
    }
    report.pages = pages;

    const search = await measureSearch(browser, origin, buildDir);
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
