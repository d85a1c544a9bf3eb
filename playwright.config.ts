import {defineConfig} from '@playwright/test';

/** Where the e2e run serves the production build (scripts/static-server.ts). */
export const port = 4173;

// Debian's Chromium, never a downloaded browser. The flags keep it from
// calling Google's services, which this machine's network refuses.
const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
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
