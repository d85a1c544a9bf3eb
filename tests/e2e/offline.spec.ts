import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {redeployPort} from '../../playwright.config';
import {startStaticServer} from '../../scripts/static-server';
import {behaviour} from '../../src/config/behaviour';
import {expect, inSite, notFoundResource, open, test, underBase} from './support/fixtures';
import {builtPages} from './support/routes';

const introduction = '/getting-started/introduction.html';

// Precaching the whole site (every page, the search index) takes longer than
// the default test time-out on a 2-core machine; the benchmark measures it.
test.describe.configure({timeout: 120_000});

/** Waits until the service worker has precached the site and is active. */
async function waitForOfflineCopy(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test.describe('offline reading', () => {
  // Offline, Chromium reports the pages it could not fetch; the test checks
  // what the reader sees instead.
  test.use({expectedConsole: new RegExp(`${notFoundResource.source}|ERR_INTERNET_DISCONNECTED`)});

  test('after one visit, every page reads offline', async ({page, context, basePath}) => {
    // Under a base URL (the `subpath` project) the worker finds every page the
    // same way: one in ten of them shows it, at a tenth of the time.
    const pages = basePath === '/' ? builtPages : builtPages.filter((_, index) => index % 10 === 0);
    // Each page is opened in turn: a second per page on top of the precache,
    // which the test takes about half of when it runs alone, three times
    // that while the other worker loads the machine as much (in CI it ran
    // past twice that). A time-out only stops a test that hangs: the
    // benchmark measures the speed.
    test.setTimeout(3 * (120_000 + pages.length * 1_000));
    await open(page, introduction);
    await waitForOfflineCopy(page);
    await context.setOffline(true);
    for (const {route} of pages) {
      const response = await page.goto(inSite(route));
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
    }
    // The app works offline too: client-side navigation between pages.
    await open(page, introduction);
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Troubleshooting'})
      .click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Troubleshooting');
  });

  test('offline, an unknown path shows the not-found page and old-style paths resolve', async ({
    page,
    context,
  }) => {
    await open(page, introduction);
    await waitForOfflineCopy(page);
    await context.setOffline(true);

    const response = await open(page, '/no/such/page.html');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');

    await open(page, '/getting-started/installation');
    await expect(page).toHaveURL(inSite('/getting-started/installation.html'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Install/);
  });
});

test.describe('when the offline copy starts', () => {
  test('only once the page has loaded, and not before the set delay', async ({page}) => {
    // The page's own clock: when the load event fired, and when the worker was registered.
    await page.addInitScript(() => {
      const times = {loadedAt: NaN, registeredAt: NaN};
      Object.assign(window, {offlineCopyTimes: times});
      window.addEventListener('load', () => {
        times.loadedAt = performance.now();
      });
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args) => {
        times.registeredAt = performance.now();
        return register(...args);
      };
    });
    await open(page, introduction);
    await waitForOfflineCopy(page);
    const {loadedAt, registeredAt} = await page.evaluate(
      () =>
        (window as unknown as {offlineCopyTimes: {loadedAt: number; registeredAt: number}})
          .offlineCopyTimes,
    );
    expect(registeredAt - loadedAt).toBeGreaterThanOrEqual(behaviour.serviceWorkerDelayMs);
  });

  test('never when the browser asks to save data', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({saveData: true, effectiveType: '4g'}),
      });
    });
    await page.clock.install();
    await open(page, introduction);
    await page.clock.runFor(behaviour.serviceWorkerDelayMs * 5);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration()) !== undefined,
      ),
    ).toBe(false);
  });
});

test.describe('a new version', () => {
  let root = '';
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  let deployedIntroduction = '';

  test.beforeEach(async ({buildDir, basePath}, testInfo) => {
    // A copy of the build on its own port, so that it can be "deployed" again.
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-deploy-'));
    await fs.cp(path.resolve(__dirname, '../..', buildDir), root, {recursive: true});
    const port = redeployPort + testInfo.parallelIndex;
    server = await startStaticServer(root, port, basePath);
    deployedIntroduction = `http://127.0.0.1:${port}${underBase(basePath, introduction)}`;
  });

  test.afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await fs.rm(root, {recursive: true, force: true});
  });

  test('offers a returning reader a reload once it is installed', async ({page}) => {
    await open(page, deployedIntroduction);
    await waitForOfflineCopy(page);
    // The reader comes back: this time the service worker serves the page.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const worker = path.join(root, 'sw.js');
    await fs.appendFile(worker, '\n// next deploy\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const popup = page.getByText('New version available');
    await expect(popup).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', {name: 'Refresh'}).click();
    await reloaded;
    await expect(page.getByText('New version available')).toBeHidden();
  });
});
