import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Page} from '@playwright/test';
import {expect, inSite, open, test, underBase} from './support/fixtures';
import {builtPages} from './support/routes';

const introduction = '/getting-started/introduction.html';

/**
 * Checks of the search box itself, which open no address: the same under any
 * base URL, so the `subpath` project (playwright.config.ts) leaves them out.
 */
const sameUnderAnyBase = {tag: '@same-under-any-base'};

function searchBox(page: Page) {
  return page.getByRole('combobox', {name: 'Search the docs'}).filter({visible: true});
}

/** Types `query` and waits for the results that answer it. */
async function search(page: Page, query: string) {
  const box = searchBox(page);
  await box.fill(query);
  const results = page.getByRole('listbox', {name: 'Search results'}).filter({visible: true});
  await expect(results).toHaveAttribute('data-query', query);
  return results.getByRole('option');
}

test.describe('search', () => {
  // These checks use the index online (fixtures.ts, offlineCopy); 'search offline' keeps the copy.
  test.use({offlineCopy: false});

  const findings = [
    ['a concept', 'headless', '/getting-started/introduction.html#what-is-a-headless-cms'],
    [
      'a word only found in a code block',
      'fastcgi_pass',
      '/advanced/server-setup.html#directus-conf',
    ],
    [
      "a reader's task, by its heading",
      'create a role in the app',
      '/guides/admin-guide.html#create-a-role',
    ],
  ] as const;

  for (const [kind, query, target] of findings) {
    test(`finds ${kind}: ${query}`, async ({page}) => {
      await open(page, introduction);
      const options = await search(page, query);
      await expect(options.first()).toBeVisible();
      await expect(options.first().locator('mark').first()).toBeVisible();
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(inSite(target));
      await expect(
        page.locator(`[id="${new URL(target, 'http://x').hash.slice(1)}"]`),
      ).toBeInViewport();
    });
  }

  /**
   * Named things, each opening its own row or section, labelled with what it
   * is; and a problem in the reader's words, which opens the section that
   * answers it (src/data/symptoms).
   */
  const names = [
    [
      'Environment variable',
      'DIRECTUS_CORS_ENABLED',
      '/docker/environment.html#directus_cors_enabled',
    ],
    ['Config key', 'cors.methods', '/advanced/api/configuration.html#directus_cors_methods'],
    ['Hook event', 'item.create:after', '/extensions/hooks.html#action-item-create-after'],
    ['Error code', 'UnknownFilterException', '/api/errors.html#error-214'],
    ['Filter operator', 'nlike', '/api/query/filter.html#operator-ncontains'],
    ['Endpoint', 'POST /files', '/api/files.html#create-a-file'],
    ['Endpoint', '/server/ping', '/api/server.html#ping-the-server'],
    ['Problem', 'signed out after a few minutes', '/guides/admin-guide.html#security'],
  ] as const;

  for (const [kind, query, target] of names) {
    test(`opens its row or section: ${query}`, async ({page}) => {
      await open(page, introduction);
      const options = await search(page, query);
      await expect(options.first()).toContainText(kind);
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(inSite(target));
      await expect(
        page.locator(`[id="${new URL(target, 'http://x').hash.slice(1)}"]`),
      ).toBeInViewport();
    });
  }

  test('shows table cells apart in excerpts', sameUnderAnyBase, async ({page}) => {
    await open(page, introduction);
    const options = await search(page, 'UnknownFilterException');
    const excerpts = await options.allInnerTexts();
    expect(excerpts.join('\n')).toMatch(/214\.? 422\.? UnknownFilterException/);
    expect(excerpts.join('\n')).not.toMatch(/214422/);
  });

  test(
    'tells pages of the same title apart by their sidebar group',
    sameUnderAnyBase,
    async ({page}) => {
      await open(page, introduction);
      const options = await search(page, 'users');
      // Both "Users" pages come first, each named with its group.
      for (const group of ['API Reference', 'Guides']) {
        await expect(options.filter({hasText: `${group} › Users`}).first()).toBeVisible();
      }
    },
  );

  test('is used with the keyboard alone', sameUnderAnyBase, async ({page}) => {
    await open(page, introduction);
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();

    await page.keyboard.type('utf8mb4');
    const options = await search(page, 'utf8mb4');
    const box = searchBox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = options.nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await second.getAttribute('id')) ?? '',
    );
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.type('utf8mb4');
    await search(page, 'utf8mb4');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    // Below its title, a section's result names its page last: "Guides › Database".
    const [title, location] = await options.nth(1).locator('span').allInnerTexts();
    const pageTitle = location?.includes(' › ') ? location.split(' › ').at(-1) : title;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle ?? '');
  });

  test('typing / in a field does not steal focus', sameUnderAnyBase, async ({page}) => {
    await open(page, introduction);
    await page.keyboard.press('/');
    await page.keyboard.type('a/b');
    await expect(searchBox(page)).toHaveValue('a/b');
  });

  test(
    'tells screen readers what it is and how many results there are',
    sameUnderAnyBase,
    async ({page}) => {
      await open(page, introduction);
      await expect(page.getByRole('search').filter({visible: true})).toHaveCount(1);
      const box = searchBox(page);
      await expect(box).toHaveAttribute('aria-autocomplete', 'list');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      const options = await search(page, 'headless');
      const count = await options.count();
      await expect(page.getByText(`${count} results`)).toBeAttached();
      await search(page, 'xylophone');
      await expect(page.getByText('No results for “xylophone”')).toBeVisible();
      await expect(page.getByText('0 results')).toBeAttached();
    },
  );

  test('a result can be clicked', async ({page}) => {
    await open(page, introduction);
    const options = await search(page, 'emoji');
    await options.first().click();
    await expect(page).toHaveURL(/\/getting-started\/troubleshooting\.html#/);
  });

  test('a chosen result takes the focus to its target, and marks a row as its link would', async ({
    page,
  }) => {
    for (const width of [1440, 1024]) {
      await page.setViewportSize({width, height: 800});
      await open(page, introduction);
      await page.keyboard.press('/');
      await page.keyboard.type('DIRECTUS_DATABASE_HOST');
      await search(page, 'DIRECTUS_DATABASE_HOST');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docker\/environment\.html#directus_database_host$/);
      const row = page.locator('#directus_database_host');
      await expect(row).toBeFocused();
      const next = page.locator('#directus_database_port');
      for (const theme of ['light', 'dark']) {
        await page.evaluate((name) => {
          document.documentElement.dataset.theme = name;
        }, theme);
        const [marked, plain] = await Promise.all(
          [row, next].map((element) =>
            element.evaluate((cell) => getComputedStyle(cell).backgroundColor),
          ),
        );
        expect(marked, `${width} px, ${theme}`).not.toBe(plain);
      }
    }
  });

  test("indexes each page's content once, its cells apart, and a row for each named thing", ({
    buildDir,
    basePath,
  }) => {
    const dir = path.resolve(__dirname, '../..', buildDir, 'pagefind/fragment');
    const indexed = fs.readdirSync(dir).map((file) => {
      const fragment = zlib.gunzipSync(fs.readFileSync(path.join(dir, file))).toString();
      return JSON.parse(fragment.replace(/^pagefind_dcd/, '')) as {
        url: string;
        content: string;
        meta: {title: string};
        filters: {page?: string[]; kind?: string[]};
      };
    });
    // Pages have no `page` filter: the rows of named things give their page's title.
    const pages = indexed.filter((entry) => entry.filters.page === undefined);
    const rows = indexed.filter((entry) => entry.filters.page !== undefined);
    // Not the not-found page, nor the redirect page at /.
    expect(pages.map((entry) => entry.url).sort()).toEqual(
      builtPages.map((builtPage) => underBase(basePath, builtPage.route)).sort(),
    );
    // Only the page body: it starts with the page's title, and has none of
    // the top bar's, sidebar's or footer's words.
    for (const {url, content, meta} of pages) {
      expect(content.startsWith(`${meta.title}.`), url).toBe(true);
      expect(content, url).not.toMatch(/\(opens new window\)|Last Updated:|Previous/);
    }
    const errors = underBase(basePath, '/api/errors.html');
    expect(pages.find((entry) => entry.url === errors)?.content).toMatch(
      /214\. 422\. UnknownFilterException/,
    );
    for (const {url, filters} of rows) {
      expect(url, url).toMatch(/\.html#./);
      expect(url.startsWith(basePath), url).toBe(true);
      expect(filters.kind, url).toHaveLength(1);
    }
  });

  test.describe('on a narrow screen', sameUnderAnyBase, () => {
    test.use({viewport: {width: 390, height: 800}});

    test('works from the drawer, which closes on a pick', async ({page}) => {
      await open(page, introduction);
      await page.getByRole('button', {name: 'Search the docs'}).click();
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer).toBeVisible();
      await expect(searchBox(page)).toBeFocused();
      await page.keyboard.type('headless');
      const options = await search(page, 'headless');
      await options.first().click();
      await expect(page).toHaveURL(/#what-is-a-headless-cms$|#what-is-directus$/);
      await expect(drawer).toBeHidden();
    });

    test('results use the width of the screen, with no / hint', async ({page}) => {
      await open(page, introduction);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(page.locator('kbd').filter({hasText: '/', visible: true})).toHaveCount(0);
      await searchBox(page).click();
      const options = await search(page, 'headless');
      await expect(options.first()).toBeVisible();
      const list = page.getByRole('listbox', {name: 'Search results'}).filter({visible: true});
      const box = (await list.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(390 - 2 * 20);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    });

    test('the / shortcut opens the drawer search', async ({page}) => {
      await open(page, introduction);
      await page.keyboard.press('/');
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await expect(searchBox(page)).toBeFocused();
    });
  });
});

test.describe('search offline', () => {
  test.use({expectedConsole: /ERR_INTERNET_DISCONNECTED/});
  // Precaching the whole site can outlast the default limit on a 2-core
  // machine, as in offline.spec.ts: a time limit, not a check.
  test.describe.configure({timeout: 120_000});

  test('works once the site has been visited', async ({page, context}) => {
    await open(page, introduction);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await open(page, '/getting-started/troubleshooting.html');
    const options = await search(page, 'DIRECTUS_ENV');
    await expect(options.first()).toContainText('Environment variable');
  });
});
