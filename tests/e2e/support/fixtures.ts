/**
 * The test fixture every e2e test uses: it fails a test on any console
 * error or warning, uncaught exception (hydration errors included) or request
 * to another host, unless the test declares what it expects.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import {port} from '../../../playwright.config';

/**
 * The server of the build: `static` is scripts/serve.ts, a plain static host
 * (the exact file, else the folder's index.html); `clean-urls` is
 * `docusaurus serve`, which redirects `/x.html` to `/x` and serves `x.html`
 * or `x/index.html` there. Set per project in playwright.config.ts.
 */
export type Server = 'static' | 'clean-urls';

export type ProjectOptions = {
  server: Server;
  /**
   * The base URL the build was made with (BASE_URL): `/`, or `/v8/` for the
   * `subpath` project. The project's baseURL ends with it.
   */
  basePath: string;
  /** The build folder the project's server serves. */
  buildDir: string;
};

type Options = ProjectOptions & {
  /** Console messages this test expects (e.g. the 404 of a missing page). */
  expectedConsole: RegExp | null;
  /**
   * Whether the page may start the offline copy (src/offline): a download of
   * the whole site, about 900 requests, which begins 2 s after each page has
   * loaded and ran beside every longer test. Specs that check something
   * else of a page set it to false: the page then behaves as in a browser
   * without service workers, which the site supports. offline.spec.ts checks
   * the copy. Playwright's own `serviceWorkers: 'block'` is not used: it
   * logs a console warning on each registration, which guardPage refuses.
   */
  offlineCopy: boolean;
};

export const test = base.extend<Options & {guardPage: undefined; offlineCopyGate: undefined}>({
  expectedConsole: [null, {option: true}],
  offlineCopy: [true, {option: true}],
  offlineCopyGate: [
    async ({page, offlineCopy}, use) => {
      if (!offlineCopy) {
        await withoutOfflineCopy(page);
      }
      await use(undefined);
    },
    {auto: true},
  ],
  server: ['static', {option: true}],
  basePath: ['/', {option: true}],
  buildDir: ['build', {option: true}],
  guardPage: [
    async ({page, expectedConsole, basePath}, use) => {
      const problems: string[] = [];
      const report = (text: string): void => {
        if (!(expectedConsole?.test(text) ?? false)) {
          problems.push(text);
        }
      };
      // A page without an icon link (the redirect page of `/`) makes the
      // browser ask the domain's root for /favicon.ico: under a base path,
      // that address is the domain's, not the site's.
      const isRootFavicon = (url: string): boolean =>
        basePath !== '/' && url !== '' && new URL(url).pathname === '/favicon.ico';
      page.on('console', (message) => {
        if (isRootFavicon(message.location().url)) {
          return;
        }
        if (message.type() === 'error' || message.type() === 'warning') {
          report(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => report(`uncaught: ${error.message}`));
      page.on('request', (request) => {
        const {hostname, protocol} = new URL(request.url());
        if (protocol.startsWith('http') && hostname !== '127.0.0.1') {
          problems.push(`request to another host: ${request.url()}`);
        }
      });
      await use(undefined);
      expect(problems, 'console errors, uncaught errors or foreign requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

export const origin = `http://127.0.0.1:${port}`;

/**
 * The address a server leaves in the address bar for `path` before any
 * script runs: a clean-URL server redirects `.html` addresses to the bare form.
 */
export function addressServed(server: Server, path: string): string {
  return server === 'clean-urls' ? path.replace(/(\/index)?\.html$/, '') || '/' : path;
}

/**
 * A path of the site as the pages and the data write it (`/api/items.html`),
 * made relative, so that page.goto, request and toHaveURL resolve it against
 * the project's baseURL, which ends with the base URL: `…/v8/api/items.html`
 * in the `subpath` project. Addresses with an origin stay as they are.
 */
export function inSite(path: string): string {
  return path.startsWith('/') ? `./${path.slice(1)}` : path;
}

/** The path the address bar shows for a path of the site: `/v8/api/items.html`. */
export function underBase(basePath: string, path: string): string {
  return `${basePath}${path.replace(/^\//, '')}`;
}

/** Opens `path` (a path of the site: see inSite) and waits until React has hydrated the page. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(inSite(path));
  await waitForHydration(page);
  return response;
}

/**
 * Stops the page's (installed) clock `aheadMs` after its current time: from
 * then on its timers run only when told to. On a busy machine the page's time
 * can pass that mark before the pause arrives ("Cannot fast-forward to the
 * past"): then the clock is read again and the pause retried.
 */
export async function pauseClockAhead(page: Page, aheadMs: number): Promise<void> {
  await expect(async () => {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
  }).toPass();
}

/** Makes the pages of `target` behave as in a browser without service workers (Options.offlineCopy). */
export async function withoutOfflineCopy(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'serviceWorker');
  });
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** The console line Chromium prints for a document served with status 404. */
export const notFoundResource =
  /Failed to load resource: the server responded with a status of 404/;
