import {defineConfig} from '@playwright/test';
import {chromiumFlags, chromiumPath} from './scripts/chromium';

/** Where the e2e run serves the production build (scripts/static-server.ts). */
export const port = 4173;

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
  webServer: {
    command: `node --import tsx scripts/serve.ts --port ${port}`,
    url: `http://127.0.0.1:${port}/sitemap.xml`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
