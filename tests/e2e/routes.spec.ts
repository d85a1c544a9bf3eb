import {expect, test} from './support/fixtures';
import {builtPages} from './support/routes';

// Each page's own checks (status, heading, anchors, images, axe) are in pages.spec.ts.

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

test('the sitemap lists every indexable page at its .html URL', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  // The component demo page asks search engines not to index it.
  for (const {route} of builtPages.filter((page) => page.route !== '/guide/using-vue.html')) {
    expect(sitemap).toContain(`<loc>https://v8.docs.directus.io${route}</loc>`);
  }
  expect(sitemap).not.toContain('using-vue');
  expect(sitemap).not.toContain('404.html');
});
