import fs from 'node:fs';
import path from 'node:path';
import * as tslib from 'tslib';
import {helpersCalled} from '../../plugins/lean-tslib';
import * as leanTslib from '../../plugins/lean-tslib/helpers';
import {expect, open, test} from './support/fixtures';

const introduction = '/getting-started/introduction.html';

test.describe('a page whose code fails to download', () => {
  // The service worker would serve the chunks from its cache: keep it out, and
  // expect what Chromium and Docusaurus print about the failures.
  test.use({
    serviceWorkers: 'block',
    expectedConsole:
      /Service Worker registration blocked|registerSW failed|Failed to load resource|ChunkLoadError|Loading chunk/,
  });

  test('shows a clear message with a reload button instead of a dead page', async ({page}) => {
    await open(page, introduction);
    // From now on every page chunk fails, as after a deploy that removed them.
    const pageChunks = /\/assets\/js\/(?!main\.|runtime~main\.)/;
    await page.route(pageChunks, (route) => route.abort());
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Contributing'})
      .click();

    const notice = page.getByRole('alert');
    await expect(notice).toContainText('This page could not load');
    const reload = notice.getByRole('button', {name: 'Reload the page'});
    await expect(reload).toBeFocused();

    await page.unroute(pageChunks);
    await reload.click();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Contributing/);
  });
});

test.describe('a start-up module that throws', () => {
  test.use({expectedConsole: /\[tab-memory\] failed|browser storage is not available/});

  test('logs the error and the site still starts', async ({page}) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    // Storage blocked by the browser's privacy settings: the tab memory's
    // start-up code throws on its first access.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    await open(page, introduction);
    expect(errors.some((text) => text.includes('[tab-memory] failed'))).toBe(true);

    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Installation'})
      .click();
    await expect(page).toHaveURL('/getting-started/installation.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Install/);
  });
});

test.describe('the browser code, given only some of tslib (plugins/lean-tslib)', () => {
  test('calls no tslib helper it was not given', ({buildDir}) => {
    const jsDir = path.join(buildDir, 'assets/js');
    const tslibHelpers = Object.keys(tslib).filter((name) => name.startsWith('__'));
    const given = Object.keys(leanTslib);
    const calls = fs
      .readdirSync(jsDir)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        helpersCalled(fs.readFileSync(path.join(jsDir, file), 'utf8'), tslibHelpers).map(
          (helper) => ({file, helper}),
        ),
      );
    expect(calls.filter(({helper}) => !given.includes(helper))).toEqual([]);
    // Once nothing calls them, the plugin can go.
    expect(new Set(calls.map(({helper}) => helper))).toEqual(new Set(given));
  });
});
