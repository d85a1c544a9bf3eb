import fs from 'node:fs';
import {defineConfig, type PlaywrightTestOptions, type Project} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium';
import type {ProjectOptions} from './tests/e2e/support/fixtures';

/**
 * Where the e2e run serves the production build (scripts/static-server.ts).
 * `E2E_PORT` lets two checkouts on one machine run their suites side by side.
 */
export const port = Number(process.env.E2E_PORT ?? 4173);

/** Where `docusaurus serve` serves the same build: a clean-URL server, as maintainers run it. */
export const cleanUrlsPort = port + 1;

/**
 * Where the build made under a path (`npm run build:subpath`: BASE_URL=/v8/,
 * in build-subpath/) is served, at that path.
 */
export const subpathPort = port + 2;
const subpath = {basePath: '/v8/', buildDir: 'build-subpath'} as const;

/**
 * Where offline.spec serves the copy of a build that it deploys again, one
 * port per parallel worker from this one: after the servers above, so that
 * two checkouts with their own `E2E_PORT` do not take each other's.
 */
export const redeployPort = port + 3;

/**
 * Whether that build is there: `npm test` makes it; a run of the other
 * projects does not need it, and has neither its server nor its project.
 */
const subpathBuilt = fs.existsSync(`${subpath.buildDir}/sitemap.xml`);

/**
 * The specs whose addresses the base URL changes (addresses, search results
 * and the index, the offline copy), run once more against the build made
 * under a path. Of search.spec.ts, the checks of the box itself, which no
 * address reaches, are tagged and left out.
 */
const subpathProject = {
  name: 'subpath',
  testMatch: /(urls|search|offline)\.spec\.ts/,
  grepInvert: /@same-under-any-base/,
  use: {baseURL: `http://127.0.0.1:${subpathPort}${subpath.basePath}`, ...subpath},
} satisfies Project<PlaywrightTestOptions & ProjectOptions>;

/** The specs of addresses (old forms, redirects, not-found), run against both servers. */
const addressSpecs = /urls\.spec\.ts/;

/** The specs that load every page (axe included), run after the others. */
const checksOfEveryPage = /(quality|pages)\.spec\.ts/;

export default defineConfig<ProjectOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  // Two workers, each with its own browser, share the machine's two cores
  // (CI's too): a test that takes 10 s alone takes up to three times that
  // while the other worker is busy, and a search's first results (Pagefind's
  // WebAssembly and index) took more than 5 s. A time-out only stops a test
  // that hangs or an assertion that never holds; `npm run bench` measures speed.
  timeout: 60_000,
  expect: {timeout: 15_000},
  use: {
    // The trailing slash: specs open paths of the site relative to it (tests/e2e/support/fixtures.ts, inSite).
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags],
    },
    trace: 'retain-on-failure',
  },
  // The checks of every page (axe included, with the page's other checks from
  // the same load) keep both cores busy: they run after the other tests, so
  // that timing-sensitive checks (the progress bar, prefetching, the tab
  // memory clock) never share the machine with them.
  projects: [
    {name: 'site', testIgnore: checksOfEveryPage},
    {
      name: 'docusaurus-serve',
      testMatch: addressSpecs,
      use: {baseURL: `http://127.0.0.1:${cleanUrlsPort}/`, server: 'clean-urls'},
    },
    ...(subpathBuilt ? [subpathProject] : []),
    {
      name: 'quality',
      testMatch: checksOfEveryPage,
      dependencies: ['site', 'docusaurus-serve', ...(subpathBuilt ? [subpathProject.name] : [])],
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts --port ${port}`,
      url: `http://127.0.0.1:${port}/sitemap.xml`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `npx docusaurus serve --port ${cleanUrlsPort} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${cleanUrlsPort}/sitemap.xml`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    ...(subpathBuilt
      ? [
          {
            command: `node --import tsx scripts/serve.ts --port ${subpathPort} --dir ${subpath.buildDir} --base ${subpath.basePath}`,
            url: `http://127.0.0.1:${subpathPort}${subpath.basePath}sitemap.xml`,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
          },
        ]
      : []),
  ],
});
