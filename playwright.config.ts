import {defineConfig} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium';
import type {Server} from './tests/e2e/support/fixtures';

/**
 * Where the e2e run serves the production build (scripts/static-server.ts).
 * `E2E_PORT` lets two checkouts on one machine run their suites side by side.
 */
export const port = Number(process.env.E2E_PORT ?? 4173);

/** Where `docusaurus serve` serves the same build: a clean-URL server, as maintainers run it. */
export const cleanUrlsPort = port + 1;

/** The specs of addresses (old forms, redirects, not-found), run against both servers. */
const addressSpecs = /urls\.spec\.ts/;

/** The specs that load every page (axe included), run after the others. */
const checksOfEveryPage = /(quality|pages)\.spec\.ts/;

export default defineConfig<{server: Server}>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
      use: {baseURL: `http://127.0.0.1:${cleanUrlsPort}`, server: 'clean-urls'},
    },
    {name: 'quality', testMatch: checksOfEveryPage, dependencies: ['site', 'docusaurus-serve']},
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
  ],
});
