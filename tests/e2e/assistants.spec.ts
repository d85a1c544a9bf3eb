/**
 * What the build writes for AI assistants: /llms.txt, a Markdown copy of every
 * page, /llms-full.txt, the link to each copy, and the copy button.
 */
import fs from 'node:fs';
import path from 'node:path';
import {behaviour} from '../../src/config/behaviour';
import {layouts} from './support/axe';
import {expect, open, pauseClockAhead, test} from './support/fixtures';
import {builtPages} from './support/routes';

const buildDir = path.resolve(__dirname, '../../build');
const siteUrl = 'https://v8.docs.directus.io';

function markdownPath(route: string): string {
  return `${route.endsWith('/') ? `${route}index.html` : route}.md`;
}

/** The routes of the sitemap, relative. */
function sitemapRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
}

test('llms.txt lists the Markdown copy of every page of the sitemap, and the OpenAPI document', () => {
  const index = fs.readFileSync(path.join(buildDir, 'llms.txt'), 'utf8');
  expect(index.startsWith('# ')).toBe(true);
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(90);
  for (const route of routes) {
    expect(index, route).toContain(`](${siteUrl}${markdownPath(route)}): `);
  }
  expect(index).toContain(`](${siteUrl}/openapi.json)`);
});

/** Markdown without its code: samples may show imports, markup and comments. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** What must not reach the prose: MDX imports, components, HTML and HTML comments (React's `<!-- -->` included). */
const leftovers = /^import |<\/?(Tabs|TabItem|TwoUp|Api[A-Z]\w*|div|span)\b|<!--/m;

test('every copy exists, starts with the title and holds no MDX or HTML leftovers', () => {
  const full = fs.readFileSync(path.join(buildDir, 'llms-full.txt'), 'utf8');
  for (const {route} of builtPages) {
    const copy = fs.readFileSync(path.join(buildDir, markdownPath(route)), 'utf8');
    expect(copy, route).toMatch(/^# \S/);
    expect(prose(copy), route).not.toMatch(leftovers);
    expect(full, route).toContain(`${copy.split('\n')[0]}\nSource: ${siteUrl}${route}\n`);
  }
  expect(prose(full), 'llms-full.txt').not.toMatch(leftovers);
});

test('a copy opens in the browser as text, not as a download', async ({page}) => {
  const response = await page.goto('/api/items.html.md');
  expect(response?.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  await expect(page.locator('body')).toContainText('# Items');
});

test('a copy keeps every tab under its label and code fences with their language', () => {
  const copy = fs.readFileSync(path.join(buildDir, 'api/items.html.md'), 'utf8');
  expect(copy).toContain('**curl:**');
  expect(copy).toContain('**JavaScript:**');
  expect(copy).toContain('**SDK:**');
  expect(copy).toContain('```bash\ncurl ');
  expect(copy).toContain('```json\n{');
});

test('each page links its copy in the head', async ({page}) => {
  await open(page, '/api/items.html');
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    '/api/items.html.md',
  );
});

test('the copy button fetches the copy only when pressed, copies it and says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.md')) {
      fetched.push(request.url());
    }
  });
  await open(page, '/extensions/');
  expect(fetched).toEqual([]);
  const button = page.getByRole('button', {name: 'Copy page as Markdown'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText(
    'Copied the page as Markdown.',
  );
  expect(fetched).toHaveLength(1);
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(fs.readFileSync(path.join(buildDir, 'extensions/index.html.md'), 'utf8'));
});

for (const {name, viewport} of layouts) {
  test(`the copy button stays under the pointer and says that it copied (${name})`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(viewport);
    await page.clock.install();
    await open(page, '/api/items.html');
    // From here the page's timers run only when told: on a busy machine the
    // two seconds of "Copied" could otherwise pass before it is checked.
    await pauseClockAhead(page, 1000);
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    const before = await button.boundingBox();
    await button.click();
    const copied = page.getByRole('button', {name: 'Copied'});
    await expect(copied).toBeVisible();
    expect(await copied.boundingBox()).toEqual(before);
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText(
      'Copied the page as Markdown.',
    );

    await page.clock.runFor(behaviour.copiedPageMs);
    await expect(button).toBeVisible();
    expect(await button.boundingBox()).toEqual(before);
  });
}
