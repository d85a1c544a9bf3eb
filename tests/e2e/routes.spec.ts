import {expect, open, test} from './support/fixtures';
import {builtPages} from './support/routes';

test('the build has the Getting Started pages and the contributor guide', () => {
  expect(builtPages.map((page) => page.route)).toEqual(
    expect.arrayContaining([
      '/getting-started/introduction.html',
      '/getting-started/installation.html',
      '/getting-started/contributing.html',
      '/getting-started/supporting-directus.html',
      '/getting-started/troubleshooting.html',
      '/getting-started/use-cases.html',
      '/guide/',
      '/guide/using-vue.html',
    ]),
  );
});

// One load per page for all its checks: at 95 pages, a second load per page
// cost minutes of the test run.
for (const {route, headers} of builtPages) {
  test.describe(route, () => {
    test('answers 200 with its heading, title, description, canonical link and old anchors', async ({
      page,
    }) => {
      const response = await open(page, route);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(route);

      const h1 = page.getByRole('heading', {level: 1});
      await expect(h1).toHaveCount(1);
      const heading = (await h1.textContent())?.trim() ?? '';
      expect(heading).not.toBe('');
      await expect(page).toHaveTitle(`${heading} | Directus Docs`);

      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `https://v8.docs.directus.io${route}`,
      );

      // Every id once, read in one pass: a missing anchor is named in the failure.
      const ids = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[id]'), (element) => element.id),
      );
      const missing = headers
        .map(({slug}) => slug)
        .filter((slug) => ids.filter((id) => id === slug).length !== 1);
      expect(missing, 'old anchors that are missing or not unique').toEqual([]);
    });
  });
}

test('the sitemap lists every indexable page at its .html URL', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // The component demo page asks search engines not to index it.
  for (const {route} of builtPages.filter((page) => page.route !== '/guide/using-vue.html')) {
    expect(sitemap).toContain(`<loc>https://v8.docs.directus.io${route}</loc>`);
  }
  expect(sitemap).not.toContain('using-vue');
  expect(sitemap).not.toContain('404.html');
});
