import type {Locator, Page} from '@playwright/test';
import {behaviour} from '../../src/config/behaviour';
import {expect, open, pauseClockAhead, test, withoutOfflineCopy} from './support/fixtures';

const introduction = '/getting-started/introduction.html';

/** Records the page's layout shifts from its first byte on (a script added before it loads). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // A LayoutShift entry; TypeScript's DOM types do not have it yet.
        shifts.push((entry as PerformanceEntry & {value: number}).value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The page's cumulative layout shift so far. */
async function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as {layoutShifts: number[]}).layoutShifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  );
}

test.describe('top bar', () => {
  test('the title links home', async ({page}) => {
    await open(page, '/guide/');
    const topBar = page.getByRole('navigation', {name: 'Main'});
    await topBar.getByRole('link', {name: /Directus Docs/}).click();
    await expect(page).toHaveURL(introduction);
  });

  for (const [name, href] of [
    ['Website', 'https://directus.io'],
    ['Cloud', 'https://directus.cloud'],
    ['Demo', 'https://directus.app'],
  ] as const) {
    test(`${name} opens ${href} in a new window, and says so`, async ({page}) => {
      await open(page, introduction);
      const link = page.getByRole('link', {name: `${name} (opens new window)`});
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.locator('svg')).toBeVisible();
      await expect(link.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      const hidden = link.getByText('(opens new window)');
      await expect(hidden).toHaveClass(/visually-hidden/);
      expect(
        await hidden.evaluate((element) => element.getBoundingClientRect().width),
      ).toBeLessThanOrEqual(1);
    });
  }

  test('stays fixed at the top while the page scrolls', async ({page}) => {
    await open(page, introduction);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.getByRole('navigation', {name: 'Main'}).boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe('breadcrumbs', () => {
  test('a group links to its first page, as its sidebar title does', async ({page}) => {
    await open(page, '/guides/relationships.html');
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    const group = breadcrumbs.getByRole('link', {name: 'Guides', exact: true});
    await expect(group).toHaveAttribute('href', '/guides/user-guide.html');
    await group.click();
    await expect(page).toHaveURL('/guides/user-guide.html');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });

  test("a group's first page does not link to itself", async ({page}) => {
    await open(page, introduction);
    const breadcrumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    await expect(breadcrumbs.getByText('Getting Started', {exact: true})).toBeVisible();
    await expect(breadcrumbs.getByRole('link')).toHaveCount(0);
  });
});

test.describe('sidebar', () => {
  const expectedGroups = [
    'Getting Started',
    'Installation',
    'Guides',
    'API Reference',
    'Query Parameters',
    'Extensions',
    'Docker',
    'Advanced',
    'Cloud',
  ];

  test('lists its groups in order, Getting Started first with its pages', async ({page}) => {
    await open(page, introduction);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const groups = sidebar.locator('.theme-doc-sidebar-item-category-level-1 > div');
    await expect(groups).toHaveText(expectedGroups);
    await expect(sidebar.locator('.theme-doc-sidebar-item-link-level-2 > a')).toHaveText([
      'Introduction',
      'Installation',
      'Contributing',
      'Supporting Directus',
      'Troubleshooting',
      'Error Messages',
      'Corrections',
    ]);
  });

  test.describe('in the server-rendered HTML', () => {
    test.use({javaScriptEnabled: false});

    test("lists the active page's h2 headings under its link", async ({page}) => {
      await page.goto(introduction);
      const active = page
        .getByRole('navigation', {name: 'Docs sidebar'})
        .getByRole('listitem')
        .filter({has: page.locator('> a[aria-current="page"]')});
      const headings = active.getByRole('list').getByRole('link');
      await expect(headings).toHaveText([
        'What is Directus?',
        'Choosing an architecture',
        'Core principles',
        'The Directus ecosystem',
        'Concept glossary',
      ]);
      await expect(headings.first()).toHaveAttribute('href', '#what-is-directus');
      await expect(
        page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a[href^="#"]'),
      ).toHaveCount(5);
    });
  });

  test('shows the current page on load, scrolled into view, without moving the page', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await watchLayoutShifts(page);
    // The Users link is far below the sidebar's first screen.
    await open(page, '/api/users.html');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.locator('a[aria-current="page"]')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await layoutShifts(page)).toBe(0);
    // The first paint waits for the element after the top bar (src/config/ssrTemplate.ts);
    // were it renamed, the wait would quietly last to the end of the page.
    const awaited = await page.locator('link[rel="expect"]').getAttribute('href');
    await expect(page.locator(`.navbar + ${awaited}`)).toHaveCount(1);
  });

  test("after a navigation, lists the new page's headings", async ({page}) => {
    await open(page, introduction);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await sidebar.getByRole('link', {name: 'Troubleshooting', exact: true}).click();
    await expect(page).toHaveURL('/getting-started/troubleshooting.html');
    const headings = sidebar.locator('[data-sidebar-headings] a');
    await expect(headings.first()).toHaveAttribute('href', '#install-checklist');
    await expect(sidebar.locator('a[href="#what-is-directus"]')).toHaveCount(0);
  });

  test('marks the heading in view as it passes the top bar, and the last one at the end', async ({
    page,
  }) => {
    await page.clock.install();
    await open(page, introduction);
    // Stop the page's clock: from here on its timers run only when told to.
    await pauseClockAhead(page, 1000);
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    const current = sidebar.locator('a[aria-current="location"]');
    const headings = sidebar.locator('[data-sidebar-headings] a');
    const scrollTo = (id: string) =>
      page.evaluate((target) => document.getElementById(target)?.scrollIntoView(), id);

    // Headings are watched by the browser as they cross the line, with no timer.
    await scrollTo('core-principles');
    await expect(current).toHaveText('Core principles');
    await scrollTo('the-directus-ecosystem');
    await expect(current).toHaveText('The Directus ecosystem');
    await page.mouse.wheel(0, -200);
    await expect(current).not.toHaveText('The Directus ecosystem');

    // A short last section never reaches the line: the end of the page is
    // checked on scroll, at most every 300 ms.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(current).not.toHaveText((await headings.last().textContent()) ?? '');
    await page.clock.runFor(300);
    await expect(current).toHaveText((await headings.last().textContent()) ?? '');
  });

  test('after a jump (the scrollbar dragged, find in page), marks the heading in view', async ({
    page,
  }) => {
    // Four pages, six jumps each.
    test.setTimeout(90_000);
    const pages = [
      {path: '/docker/environment.html', width: 1440},
      {path: '/guides/interfaces.html', width: 1440},
      {path: '/api/items.html', width: 1440},
      {path: '/api/items.html', width: 1024},
    ];
    for (const {path, width} of pages) {
      await page.setViewportSize({width, height: 800});
      await open(page, path);
      const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
      const current = sidebar.locator('a[aria-current="location"]');
      const links = sidebar.locator('[data-sidebar-headings] a');
      const ids = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')?.slice(1) ?? ''),
      );
      // Back and forth, in big and small jumps; none at the page's end.
      const picks = [0.6, 0.2, 0.4, 0.1, 0.5, 0.3].map((share) =>
        Math.max(1, Math.floor(ids.length * share)),
      );
      for (const index of picks) {
        const id = ids[index] ?? '';
        // The heading's top just under the top bar, past the line of the heading in view.
        const y = await page.evaluate((target) => {
          const navbar = document.querySelector('.navbar')?.clientHeight ?? 0;
          const top = document.getElementById(target)?.getBoundingClientRect().top ?? 0;
          return window.scrollY + top - navbar - 4;
        }, id);
        await page.evaluate((to) => window.scrollTo({top: to, behavior: 'instant'}), y);
        const text = (await links.nth(index).textContent()) ?? '';
        await expect(current, `${path} at ${width} px, jump to #${id}`).toHaveText(text, {
          timeout: 2000,
        });
      }
    }
  });

  test('a heading link scrolls its section clear of the top bar', async ({page}) => {
    await open(page, introduction);
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Core principles'})
      .click();
    await expect(page).toHaveURL(`${introduction}#core-principles`);
    const navbarHeight = await page
      .locator('.navbar')
      .evaluate((element) => element.getBoundingClientRect().height);
    await expect
      .poll(() =>
        page.locator('#core-principles').evaluate((element) => element.getBoundingClientRect().top),
      )
      .toBeGreaterThanOrEqual(navbarHeight);
    const top = await page
      .locator('#core-principles')
      .evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThan(navbarHeight + 40);
  });
});

test.describe('narrow screens', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('the sidebar is a drawer that closes after a navigation', async ({page}) => {
    await open(page, introduction);
    await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', {name: 'Troubleshooting'}).click();
    await expect(page).toHaveURL('/getting-started/troubleshooting.html');
    await expect(drawer).toBeHidden();
  });

  test('the drawer opens with the current page in view', async ({page}) => {
    await watchLayoutShifts(page);
    await open(page, '/api/users.html');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('a[aria-current="page"]')).toBeInViewport();
    expect(await layoutShifts(page)).toBe(0);
  });

  test('a heading link in the drawer closes it and goes to the section', async ({page}) => {
    await open(page, introduction);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const drawer = page.locator('.navbar-sidebar');
    await drawer.getByRole('link', {name: 'Concept glossary'}).click();
    await expect(page).toHaveURL(`${introduction}#concept-glossary`);
    await expect(drawer).toBeHidden();
    await expect(page.locator('#concept-glossary')).toBeInViewport();
  });

  test('the page is usable 320 px wide, without sideways scrolling', async ({page}) => {
    await page.setViewportSize({width: 320, height: 640});
    for (const path of [
      introduction,
      '/getting-started/installation.html',
      '/guide/using-vue.html',
    ]) {
      await open(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

/** Where the top of `element` is in the viewport, in whole pixels. */
function topOf(element: Locator): Promise<number> {
  return element.evaluate((node) => Math.round(node.getBoundingClientRect().top));
}

test.describe('scroll position after a navigation', () => {
  test('a new page starts at the top; back and forward return to where the reader was', async ({
    page,
  }) => {
    await open(page, introduction);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);

    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Installation'})
      .click();
    await expect(page).toHaveURL('/getting-started/installation.html');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);

    await page.goBack();
    await expect(page).toHaveURL(introduction);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);

    await page.goForward();
    await expect(page).toHaveURL('/getting-started/installation.html');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
  });

  test('on a long reference, a scroll to a section lands on it', async ({page}) => {
    await open(page, '/api/users.html');
    const heading = page.locator('#delete-a-user');
    await heading.evaluate((element) => {
      element.scrollIntoView();
    });
    const margin = await heading.evaluate((element) =>
      parseFloat(getComputedStyle(element).scrollMarginTop),
    );
    // The page scrolls by whole pixels and the heading may sit at a fraction of one
    // (65.19 px under a 65.6 px margin): within a pixel is on it.
    await expect
      .poll(() =>
        heading.evaluate(
          (element, at) => Math.abs(element.getBoundingClientRect().top - at),
          margin,
        ),
      )
      .toBeLessThan(1);
  });

  test('back to a long reference returns to the same section, exactly', async ({page}) => {
    await open(page, '/api/users.html');
    const heading = page.locator('#delete-a-user');
    await heading.evaluate((element) => {
      element.scrollIntoView();
    });
    const before = await topOf(heading);
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Roles', exact: true})
      .first()
      .click();
    await expect(page).toHaveURL(/roles\.html$/);
    await page.goBack();
    await expect(page).toHaveURL('/api/users.html');
    await expect.poll(() => topOf(heading)).toBe(before);
  });

  test('a link to another page with a hash goes to the hash target', async ({page}) => {
    await open(page, '/getting-started/installation.html');
    await page.getByRole('main').getByRole('link', {name: 'install checklist'}).click();
    await expect(page).toHaveURL('/getting-started/troubleshooting.html#install-checklist');
    await expect(page.locator('#install-checklist')).toBeInViewport();
  });

  test('a reload keeps the position', async ({page}) => {
    await open(page, introduction);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1200);
  });
});

test('a page not yet loaded shows the progress bar while it is fetched', async ({page}) => {
  await open(page, introduction);
  // Hold the next page's code back so that the wait is visible.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .getByRole('link', {name: 'Supporting Directus'})
    .click();
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  await expect(page).toHaveURL('/getting-started/supporting-directus.html');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Supporting Directus');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test.describe('prefetching', () => {
  // The offline copy downloads every page's code a moment after load: not
  // prefetching, and checked by offline.spec.ts.
  test.use({offlineCopy: false});

  /**
   * The scripts that opening `path` from the introduction fetches: the chunks
   * of its route that the introduction has not loaded. Docusaurus's preload
   * fetches exactly those, and settles once they have run; watching a full
   * visit instead caught, on a busy machine, code that either page loads a
   * moment later.
   */
  async function ownScripts(page: Page, path: string): Promise<string[]> {
    const context = await page.context().browser()!.newContext();
    await withoutOfflineCopy(context);
    const probe = await context.newPage();
    await open(probe, introduction);
    // Image zoom loads its code a moment after the page shows, on pages with
    // an image to zoom (plugins/image-zoom): not the other page's code.
    const zoomable = probe.locator(behaviour.zoomSelector);
    if ((await zoomable.count()) > 0) {
      await expect(zoomable.first()).toHaveAttribute('role', 'button');
    }
    const fetched = new Set<string>();
    probe.on('request', (request) => fetched.add(new URL(request.url()).pathname));
    // `false`: the route was loaded already, and nothing was fetched.
    const preloaded = await probe.evaluate(
      async (target) => (await window.docusaurus.preload(target)) !== false,
      path,
    );
    expect(preloaded, path).toBe(true);
    await context.close();
    return [...fetched];
  }

  test('only the next page is prefetched; other links load on hover', async ({page}) => {
    const nextPage = await ownScripts(page, '/getting-started/installation.html');
    const otherPage = await ownScripts(page, '/getting-started/supporting-directus.html');
    expect(nextPage.length).toBeGreaterThan(0);
    expect(otherPage.length).toBeGreaterThan(0);

    const fetched = new Set<string>();
    page.on('request', (request) => fetched.add(new URL(request.url()).pathname));
    await open(page, introduction);
    await page.waitForLoadState('networkidle');
    // All sidebar links are in view: only the next page's code is fetched.
    await expect.poll(() => nextPage.every((script) => fetched.has(script))).toBe(true);
    expect(otherPage.filter((script) => fetched.has(script))).toEqual([]);

    // Another page loads when its link is hovered.
    await page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Supporting Directus'})
      .hover();
    await expect.poll(() => otherPage.every((script) => fetched.has(script))).toBe(true);
  });
});
