import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {resolveRepository} from '../../src/config/gitRepository';
import {editUrlFor, issuesUrlFor, sourceUrlFor} from '../../src/config/repository';
import {dataPartLines} from '../../plugins/edit-links/lines';
import {dataPart} from '../../shared/dataParts';
import {expect, notFoundResource, open, test} from './support/fixtures';

const usingVue = '/guide/using-vue.html';
const siteDir = path.resolve(__dirname, '../..');

test.describe('page record', () => {
  test('pageClass is a class on the page wrapper', async ({page}) => {
    await open(page, usingVue);
    await expect(page.locator('.page-reference')).toHaveCount(1);
    await expect(page.locator('.page-reference article h1')).toHaveText(
      'Using components in pages',
    );
    await open(page, '/guide/');
    await expect(page.locator('.page-reference')).toHaveCount(0);
  });

  test('meta entries are rendered into the head', async ({page}) => {
    await open(page, usingVue);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await open(page, '/guide/');
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  });
});

test.describe('page footer', () => {
  test('links to the source file for editing, when the build knows the repository', async ({
    page,
  }) => {
    // The build's setting, read the way docusaurus.config.ts reads it: from
    // this checkout's remote and branch, or DOCS_REPOSITORY.
    const {repository} = resolveRepository(siteDir, 'docs', process.env);
    await open(page, '/getting-started/installation.html');
    const edit = page.getByRole('link', {name: /Edit this page/});
    if (repository) {
      await expect(edit).toHaveAttribute(
        'href',
        editUrlFor(repository, 'getting-started/installation.md'),
      );
    } else {
      await expect(page.locator('.theme-last-updated')).toBeVisible();
      await expect(edit).toHaveCount(0);
    }
  });

  test('each part rendered from data links to its lines in its data module', async ({page}) => {
    // Two page loads, an in-app navigation, and the data modules parsed for their lines.
    test.slow();
    const {repository} = resolveRepository(siteDir, 'docs', process.env);
    const dataLink = (name: string) =>
      page.getByRole('link', {name: `Edit “${name}” in src/data/api/items.ts`, exact: true});
    const pageEdit = page.getByRole('link', {name: /Edit this page/});
    const listItems = dataLink('List the Items');
    await open(page, '/api/items.html');
    if (!repository) {
      await expect(page.locator('.theme-last-updated')).toBeVisible();
      await expect(listItems).toHaveCount(0);
      return;
    }
    const lines = dataPartLines(siteDir).get(dataPart.operation('listItems'))!;
    const href = sourceUrlFor(repository, 'src/data/api/items.ts', lines);
    expect(href).toMatch(/\/src\/data\/api\/items\.ts#L\d+-L?\d+$/);
    await expect(listItems).toHaveAttribute('href', href);
    await expect(listItems).toHaveText('Edit');
    // Under its operation's heading, before the next operation's.
    const order = await listItems.evaluate((link) => {
      const follows = (id: string) =>
        Boolean(
          document.getElementById(id)!.compareDocumentPosition(link) &
          Node.DOCUMENT_POSITION_FOLLOWING,
        );
      return [follows('list-the-items'), follows('retrieve-an-item')];
    });
    expect(order).toEqual([true, false]);
    await expect(dataLink('The item object')).toHaveAttribute('href', /items\.ts#L\d+-L\d+$/);
    await expect(pageEdit).toHaveAttribute('href', editUrlFor(repository, 'api/items.md'));

    // Rendered in the browser, on a page opened in the app, the link is the same.
    await open(page, '/api/reference.html');
    await page.getByRole('main').locator('a[href="/api/items.html"]').first().click();
    await expect(page).toHaveURL(/\/api\/items\.html$/);
    await expect(listItems).toHaveAttribute('href', href);
  });

  test('shows the date of the last commit that changed the page', async ({page}) => {
    const committed = execFileSync(
      'git',
      ['log', '-1', '--format=%cI', '--', 'docs/getting-started/installation.md'],
      {
        encoding: 'utf8',
      },
    ).trim();
    await open(page, '/getting-started/installation.html');
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated).toContainText('Last Updated:');
    const expected = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(committed));
    await expect(lastUpdated.locator('time')).toHaveText(expected);
  });

  test('links to the previous and next pages', async ({page}) => {
    await open(page, '/getting-started/installation.html');
    const pager = page.getByRole('navigation', {name: 'Docs pages'});
    await expect(pager.getByRole('link', {name: /Previous.*Introduction/})).toHaveAttribute(
      'href',
      '/getting-started/introduction.html',
    );
    await pager.getByRole('link', {name: /Next.*Contributing/}).click();
    await expect(page).toHaveURL('/getting-started/contributing.html');
  });
});

test.describe('components', () => {
  test('TwoUp puts examples beside the explanation, sticky, from 1158 px', async ({page}) => {
    await page.setViewportSize({width: 1400, height: 900});
    await open(page, usingVue);
    const examples = page.getByRole('region', {name: 'Examples'});
    const explanation = page.getByRole('heading', {name: 'List the articles'});
    const [exampleBox, explanationBox] = await Promise.all([
      examples.boundingBox(),
      explanation.boundingBox(),
    ]);
    expect(exampleBox!.x).toBeGreaterThan(explanationBox!.x + explanationBox!.width);
    // The request stays in view; the column itself has no scroll box of its own.
    const request = examples.locator(':scope > * > :first-child');
    await expect(request).toHaveCSS('position', 'sticky');
    await expect(examples).toHaveCSS('overflow-y', 'visible');

    await page.setViewportSize({width: 1100, height: 900});
    const stacked = await examples.boundingBox();
    const explanationStacked = await explanation.boundingBox();
    expect(stacked!.y).toBeGreaterThan(explanationStacked!.y);
    await expect(request).toHaveCSS('position', 'static');
  });

  test('the wheel over a tall examples column scrolls the page, its request in view through the section', async ({
    page,
  }) => {
    // Three widths, a long page each.
    test.setTimeout(90_000);
    // Create a File: its examples (request, then a long response) are taller than the window.
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({width, height: 810});
      await open(page, '/api/files.html#create-a-file');
      const region = page.getByRole('region', {name: 'Examples: Create a File'});
      const request = region.getByRole('tabpanel').filter({visible: true}).first();
      const section = page.locator('[data-two-up]').filter({has: region});
      const heading = page.getByRole('heading', {name: 'Create a File', level: 2});
      const scrollY = () => page.evaluate(() => window.scrollY);
      await request.evaluate((element) => element.scrollIntoView({block: 'center'}));
      const start = (await request.boundingBox())!;
      await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
      const navbar = (await page.getByRole('navigation', {name: 'Main'}).boundingBox())!;
      for (let step = 0; step < 5; step += 1) {
        const before = await scrollY();
        await page.mouse.wheel(0, 300);
        await expect.poll(scrollY, `${width} px, wheel ${step}`).toBeGreaterThan(before);
        // Beside the explanation, the request stays in view while the reader is in its section.
        if (width < 1158) {
          continue;
        }
        await expect.poll(scrollY).toBe(await scrollY());
        const [requestBox, sectionBox, headingBox] = await Promise.all([
          request.boundingBox(),
          section.boundingBox(),
          heading.boundingBox(),
        ]);
        if (headingBox!.y < 0 && sectionBox!.y + sectionBox!.height > 810) {
          expect(requestBox!.y, `${width} px, wheel ${step}`).toBeGreaterThanOrEqual(navbar.height);
          expect(requestBox!.y + requestBox!.height).toBeLessThanOrEqual(810);
        }
      }
    }
  });

  test('the request that stays in view hides what scrolls under it, light and dark', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1440, height: 810});
    await open(page, '/api/files.html');
    const request = page
      .getByRole('region', {name: 'Examples: Create a File'})
      .locator(':scope > * > :first-child');
    for (const theme of ['light', 'dark']) {
      await page.evaluate((name) => {
        document.documentElement.dataset.theme = name;
      }, theme);
      const [background, pageBackground] = await request.evaluate((element) => {
        // What the page shows: its own colour, or the white canvas where it has none.
        const own = getComputedStyle(document.documentElement).backgroundColor;
        return [
          getComputedStyle(element).backgroundColor,
          own === 'rgba(0, 0, 0, 0)' ? 'rgb(255, 255, 255)' : own,
        ];
      });
      expect(background, theme).toBe(pageBackground);
    }
  });

  test('a variant tab switches the examples to that variant, and is remembered', async ({page}) => {
    // Three widths, two loads of a long page each.
    test.setTimeout(90_000);
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({width, height: 810});
      await open(page, '/api/files.html#create-a-file');
      const request = page
        .getByRole('region', {name: 'Examples: Create a File'})
        .getByRole('tabpanel')
        .filter({visible: true})
        .first();
      await page.getByRole('tab', {name: 'Multipart upload'}).click();
      await expect(request).toContainText('file=@storefront.jpg');
      await page.getByRole('tab', {name: 'Import from a URL'}).click();
      await expect(request).toContainText('"data": "https://');
      await expect(request).not.toContainText('file=@');
      // Remembered on the next visit, as every tab choice is (plugins/tab-memory).
      await open(page, '/api/files.html#create-a-file');
      await expect(request).toContainText('"data": "https://');
      await page.getByRole('tab', {name: 'Multipart upload'}).click();
      await expect(request).toContainText('file=@storefront.jpg');
    }
  });

  test('code in the examples column wraps: no line runs past its edge', async ({page}) => {
    for (const width of [1440, 1158, 390]) {
      await page.setViewportSize({width, height: 900});
      await open(page, '/api/items.html');
      for (const tab of ['curl', 'JavaScript']) {
        await page.getByRole('tab', {name: tab}).first().click();
        const cut = await page
          .getByRole('region', {name: /^Examples?\b/})
          .locator('pre')
          .filter({visible: true})
          .evaluateAll((blocks) =>
            blocks
              .filter((block) => block.scrollWidth > block.clientWidth)
              .map((block) => block.textContent.slice(0, 50)),
          );
        expect(cut, `${width} px, ${tab}`).toEqual([]);
      }
    }
  });

  test('each example region of an API page is named after what it shows', async ({page}) => {
    await open(page, '/api/items.html');
    const names = await page
      .getByRole('region')
      .evaluateAll((regions) => regions.map((region) => region.getAttribute('aria-label')));
    expect(names).toContain('Examples: Create an Item');
    expect(names).toContain('Example item object');
    expect(new Set(names).size).toBe(names.length);
  });

  for (const route of ['/api/reference.html', '/api/items.html', '/api/files.html']) {
    test(`prose on ${route} keeps the reading measure on a wide screen`, async ({page}) => {
      await page.setViewportSize({width: 1440, height: 900});
      await open(page, route);
      // The most characters on one line of each paragraph and list item outside the two-column blocks.
      const longest = await page.locator('article .markdown').evaluate((markdown) => {
        const outside = Array.from(markdown.querySelectorAll('p, li')).filter(
          (element) => element.closest('[data-two-up]') === null,
        );
        return Math.max(
          ...outside.slice(0, 40).map((element) => {
            const lines = new Map<number, number>();
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            const range = document.createRange();
            for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
              for (let offset = 0; offset < (node.textContent ?? '').length; offset += 1) {
                range.setStart(node, offset);
                range.setEnd(node, offset + 1);
                const top = Math.round(range.getBoundingClientRect().top);
                lines.set(top, (lines.get(top) ?? 0) + 1);
              }
            }
            return Math.max(0, ...lines.values());
          }),
        );
      });
      expect(longest).toBeGreaterThan(40);
      expect(longest).toBeLessThanOrEqual(90);
    });
  }

  test('a reference entry leads with what readers look for, larger than its facts', async ({
    page,
  }) => {
    await open(page, '/api/errors.html');
    const sizes = await page.locator('#error-203').evaluate((row) =>
      Array.from(row.querySelectorAll('td'))
        .slice(0, 3)
        .map((cell) => parseFloat(getComputedStyle(cell.querySelector('code') ?? cell).fontSize)),
    );
    expect(sizes[0]).toBeGreaterThan(Math.max(sizes[1] ?? 0, sizes[2] ?? 0));
    // The Docker page names each entry by its variable, the configuration page by its key.
    await open(page, '/docker/environment.html');
    await expect(page.locator('#directus_auth_secretkey td').first()).toHaveText(
      'DIRECTUS_AUTH_SECRETKEY',
    );
    await open(page, '/advanced/api/configuration.html');
    await expect(page.locator('#directus_auth_secretkey td').first()).toHaveText('auth.secret_key');
  });

  test('InfoBox shows a titled box', async ({page}) => {
    await open(page, usingVue);
    const box = page.getByText('System thumbnail presets', {exact: true}).locator('..');
    await expect(box.getByRole('listitem')).toHaveCount(3);
  });

  test("a data text's link is a link to its section, not Markdown shown as typed", async ({
    page,
  }) => {
    await open(page, '/getting-started/messages.html');
    const entry = page.locator('td', {hasText: 'The Docker image has only redis'});
    await expect(entry.getByRole('link', {name: 'Cache Pool'})).toHaveAttribute(
      'href',
      '/docker/environment.html#cache-pool',
    );
    await expect(entry).not.toContainText('](');
  });

  test('Endpoints lists methods and paths, each method styled', async ({page}) => {
    await open(page, usingVue);
    const list = page.getByRole('list', {name: 'Endpoints'});
    await expect(list.getByRole('listitem')).toHaveText([
      'GET /:project/items/:collection',
      'POST /:project/items/:collection',
      'PATCH /:project/items/:collection/:id',
      'DELETE /:project/items/:collection/:id',
    ]);
    const colours = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item.firstElementChild!).color));
    expect(new Set(colours).size).toBe(4);
  });

  test('code is highlighted on the first page without loading the highlighter, and on the next page too', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') {
        scripts.push(request.url());
      }
    });
    await open(page, '/installation/from-source.html');
    const firstBlock = page.locator('.theme-code-block').first();
    await expect(firstBlock.locator('.token').first()).toBeVisible();
    const before = scripts.length;

    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Troubleshooting'})
      .click();
    await expect(page).toHaveURL('/getting-started/troubleshooting.html');
    await expect(page.locator('.theme-code-block').first().locator('.token').first()).toBeVisible();
    // The highlighter ran only for the second page.
    expect(scripts.length).toBeGreaterThan(before);
  });

  test('admonitions and highlighted code blocks with a copy button', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, usingVue);
    for (const kind of ['tip', 'warning', 'danger']) {
      await expect(page.locator(`.theme-admonition-${kind}`).first()).toBeVisible();
    }
    const php = page.locator('pre.language-php');
    await expect(php.locator('.token.keyword').first()).toBeVisible();
    await expect(php).toHaveCSS('background-color', 'rgb(40, 44, 52)');
    const block = page.locator('.theme-code-block').filter({has: php});
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "'host' => 'localhost'",
    );
  });
});

test.describe('not-found page', () => {
  test.use({expectedConsole: notFoundResource});

  test('asks to report a broken link in the issue tracker, when the build knows one', async ({
    page,
  }) => {
    const {repository} = resolveRepository(siteDir, 'docs', process.env);
    await open(page, '/no/such/page.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    const report = page.getByRole('link', {name: 'tell us'});
    if (repository) {
      await expect(report).toHaveAttribute('href', issuesUrlFor(repository));
    } else {
      await expect(report).toHaveCount(0);
    }
  });
});
