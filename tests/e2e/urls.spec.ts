/**
 * Addresses: `/`, folder pages, the old address forms of every page (`/x`,
 * `/x/`) and unknown addresses. Run against the plain static host and
 * against `docusaurus serve` (playwright.config.ts), so neither server can
 * break them, and against the build made under a path (`subpath`). Paths
 * are the site's: fixtures.ts, inSite.
 */
import {
  addressServed,
  expect,
  inSite,
  notFoundResource,
  open,
  test,
  underBase,
} from './support/fixtures';
import {builtPages} from './support/routes';

const introduction = '/getting-started/introduction.html';

test.describe('redirects', () => {
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('/ sends the reader to the introduction at once', async ({page, server, basePath}) => {
      await page.goto(inSite('/'));
      await expect(page).toHaveURL(inSite(addressServed(server, introduction)));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Introduction to Directus 8');
      const refresh = await (await page.request.get(inSite('/'))).text();
      expect(refresh).toContain(
        `<meta http-equiv="refresh" content="0; url=${underBase(basePath, introduction)}">`,
      );
    });

    test('/index.html goes where / goes', async ({page, server}) => {
      await page.goto(inSite('/index.html'));
      await expect(page).toHaveURL(inSite(addressServed(server, introduction)));
    });
  });

  for (const {route} of builtPages.filter((page) => page.route.endsWith('/'))) {
    test(`${route}index.html shows ${route} without a hydration error`, async ({page}) => {
      await open(page, `${route}index.html`);
      await expect(page).toHaveURL(inSite(route));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
    });
  }
});

test.describe('old-style addresses', () => {
  test.use({expectedConsole: notFoundResource});

  const moves = [
    ['/getting-started/introduction', introduction],
    ['/getting-started/introduction/', introduction],
    ['/guide', '/guide/'],
    ['/guide/using-vue', '/guide/using-vue.html'],
  ] as const;
  for (const [from, to] of moves) {
    test(`${from} lands on ${to}, the address bar updated`, async ({page}) => {
      await open(page, `${from}?ref=old#top`);
      await expect(page).toHaveURL(inSite(`${to}?ref=old#top`));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
    });
  }

  test('every page loads at its .html address with no redirect loop', async ({request}) => {
    for (const {route} of builtPages) {
      const response = await request.get(inSite(route), {maxRedirects: 3});
      expect(response.status(), route).toBe(200);
    }
  });
});

test.describe('old addresses answered by the host, without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  // A sample of the pages: one in ten, the first included.
  const sample = builtPages
    .filter((page) => page.route.endsWith('.html'))
    .filter((_, index) => index % 10 === 0);

  for (const {route} of sample) {
    const bare = route.slice(0, -'.html'.length);
    for (const from of [bare, `${bare}/`]) {
      test(`${from} shows the page, which names ${route} as its address`, async ({
        page,
        basePath,
      }) => {
        const response = await page.goto(inSite(from));
        expect(response?.status(), from).toBe(200);
        await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname).toBe(underBase(basePath, route));
      });
    }
  }
});

test.describe('old addresses with JavaScript', () => {
  const sample = builtPages
    .filter((page) => page.route.endsWith('.html'))
    .filter((_, index) => index % 10 === 0);

  for (const {route} of sample) {
    const bare = route.slice(0, -'.html'.length);
    test(`${bare}/ lands on the page at the anchor, the query kept`, async ({page}) => {
      await open(page, `${bare}/?ref=old#top`);
      await expect(page).toHaveURL(inSite(`${route}?ref=old#top`));
      await expect(page.getByRole('heading', {level: 1})).not.toHaveText('Page not found');
    });
  }
});

test.describe('unknown addresses', () => {
  test.use({expectedConsole: notFoundResource});

  for (const path of ['/nothing-here.html', '/api/nothing', '/getting-started/']) {
    test(`${path} gives a 404 and the not-found layout with ways on`, async ({
      page,
      server,
      basePath,
    }) => {
      const response = await open(page, path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(inSite(addressServed(server, path)));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
      await expect(page).toHaveTitle('Page not found | Directus Docs');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', {name: 'introduction'})).toHaveAttribute(
        'href',
        underBase(basePath, introduction),
      );
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      await expect(sidebar.getByRole('link', {name: 'Installation'})).toBeVisible();
    });
  }

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});

    const closest = [
      ['/api/itemz.html', '/api/items.html'],
      ['/items', '/api/items.html'],
      ['/api/nope.html', null],
    ] as const;
    for (const [path, close] of closest) {
      test(`${path} offers a search box${close ? ` and ${close}` : ''}, and no sidebar it cannot see`, async ({
        page,
        basePath,
      }) => {
        await open(page, path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', {level: 1})).toHaveText('Page not found');
        const search = main.getByRole('search', {name: 'Search from the not-found page'});
        await expect(search.getByRole('combobox')).toBeVisible();
        if (close) {
          await expect(main.locator(`a[href="${underBase(basePath, close)}"]`)).toBeVisible();
        }
        // The sidebar is in the menu on a phone: the page says so.
        await expect(main.getByText('Pick a section from the sidebar')).toBeHidden();
        await expect(main.getByText('Open the menu at the top left')).toBeVisible();
      });
    }

    test('the search box finds pages', async ({page}) => {
      await open(page, '/api/nope.html');
      const search = page.getByRole('main').getByRole('search');
      await search.getByRole('combobox').fill('collections');
      await expect(search.getByRole('option').first()).toBeVisible();
    });
  });
});

test.describe('files for tools', () => {
  test('the Markdown copies, llms.txt and the OpenAPI document link addresses under the base URL', async ({
    page,
    request,
    basePath,
  }) => {
    await open(page, '/api/reference.html');
    const copy = await page
      .locator('link[rel="alternate"][type="text/markdown"]')
      .getAttribute('href');
    expect(copy).toBe(underBase(basePath, '/api/reference.html.md'));
    expect((await request.get(copy ?? '')).status(), copy ?? '').toBe(200);

    const openApi = await page.getByRole('link', {name: '/openapi.json'}).getAttribute('href');
    expect(openApi).toBe(underBase(basePath, '/openapi.json'));
    const document = (await (await request.get(openApi ?? '')).json()) as {
      externalDocs: {url: string};
    };
    expect(new URL(document.externalDocs.url).pathname).toBe(
      underBase(basePath, '/api/reference.html'),
    );

    // llms.txt names the published site (SITE_URL): its paths are checked here.
    const index = await (await request.get(inSite('/llms.txt'))).text();
    const linked = Array.from(index.matchAll(/\]\((https?:[^)]+)\)/g), ([, url = '']) => url);
    expect(linked.length).toBeGreaterThan(1);
    for (const url of linked) {
      const {pathname} = new URL(url);
      expect(pathname.startsWith(basePath), url).toBe(true);
    }
    const sample = [linked[0] ?? '', linked.find((url) => url.endsWith('/openapi.json')) ?? ''];
    for (const url of sample) {
      expect((await request.get(new URL(url).pathname)).status(), url).toBe(200);
    }
  });
});
