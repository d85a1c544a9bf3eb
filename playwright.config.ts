import {defineConfig} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium';

/**
 * Where the e2e run serves the production build (scripts/static-server.ts).
 * `E2E_PORT` lets two checkouts on one machine run their suites side by side.
 */
export const port = Number(process.env.E2E_PORT ?? 4173);

/** The specs that load every page (axe included), run after the others. */
const checksOfEveryPage = /(quality|pages)\.spec\.ts/;

export default defineConfig({
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
    {name: 'quality', testMatch: checksOfEveryPage, dependencies: ['site']},
  ],
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/sitemap.xml`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
