import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {axeViolations, layouts, narrow} from './support/axe';
import {expect, open, test} from './support/fixtures';
import {ringsNow, ringsOfEachKind, type Ring} from './support/focusRing';
import {builtPages} from './support/routes';

const introduction = '/getting-started/introduction.html';
const buildDir = path.resolve(__dirname, '../../build');

/** Presses Tab until `target` has the focus, at most `maxPresses` times. */
async function tabTo(page: Page, target: Locator, maxPresses: number): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  // These checks read the page (fixtures.ts, offlineCopy); the policy test keeps the copy.
  test.use({offlineCopy: false});

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const {name, viewport} of layouts) {
      test(`${colorScheme}, ${name}, with search results open`, async ({page}) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({colorScheme});
        await open(page, introduction);
        await page.keyboard.press('/');
        // On narrow screens the box is in the drawer, which opens first.
        await expect(
          page.getByRole('combobox', {name: 'Search the docs'}).filter({visible: true}),
        ).toBeFocused();
        await page.keyboard.type('directus');
        await expect(page.getByRole('option').first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  test('the check reports what it is asked to find, and only that', async ({page}) => {
    await open(page, introduction);
    await page
      .locator('article p')
      .first()
      .evaluate((paragraph) => {
        const faint = document.createElement('span');
        faint.id = 'faint';
        faint.style.color = '#f4f4f4';
        faint.textContent = 'Barely legible text.';
        const unnamed = document.createElement('img');
        unnamed.id = 'unnamed';
        unnamed.src = '/img/icons/logo.svg';
        paragraph.append(faint, unnamed);
      });
    expect(await axeViolations(page)).toEqual(['color-contrast: #faint', 'image-alt: #unnamed']);
    expect(await axeViolations(page, ['color-contrast'])).toEqual(['color-contrast: #faint']);
  });

  test('with the drawer open', async ({page}) => {
    await page.setViewportSize(narrow);
    await open(page, introduction);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('keyboard', () => {
  // These checks read the page (fixtures.ts, offlineCopy); the policy test keeps the copy.
  test.use({offlineCopy: false});

  test('a skip link leads to the content', async ({page}) => {
    await open(page, introduction);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(inMain).toBe(true);
  });

  test('the focus is always visible', async ({page}) => {
    await open(page, introduction);
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        return {
          tag: element.tagName,
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
        };
      });
      expect(outline, `focus stop ${step + 1}`).not.toBeNull();
      expect(outline?.style, `focus stop ${step + 1}: ${outline?.tag}`).not.toBe('none');
      expect(outline?.width ?? 0).toBeGreaterThanOrEqual(2);
    }
  });

  test.describe('every focus ring has 3:1 contrast beside it and is not cut off', () => {
    const focusables = 'a[href], button, input, summary, [tabindex]:not([tabindex="-1"])';
    const faults = (rings: readonly Ring[]): string[] =>
      rings
        .filter(
          (ring) =>
            !ring.focusVisible || ring.width < 2 || ring.contrast < 3 || ring.clippedBy.length > 0,
        )
        .map((ring) => JSON.stringify(ring));

    for (const colorScheme of ['light', 'dark'] as const) {
      for (const {name, viewport} of layouts) {
        test(`${colorScheme}, ${name}`, async ({page}) => {
          await page.setViewportSize(viewport);
          await page.emulateMedia({colorScheme});
          // An API page has them all: sidebar, tabs, code blocks, the examples column.
          for (const path of ['/api/items.html', introduction]) {
            await open(page, path);
            const rings = await ringsOfEachKind(
              page,
              page.locator(focusables).filter({visible: true}),
            );
            expect(rings.length, path).toBeGreaterThan(10);
            expect(faults(rings), path).toEqual([]);
          }
          if (viewport === narrow) {
            await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
            const drawer = page.locator('.navbar-sidebar');
            await expect(drawer).toBeVisible();
            const rings = await ringsOfEachKind(
              page,
              drawer.locator(focusables).filter({visible: true}),
            );
            expect(faults(rings), 'drawer').toEqual([]);
          }
        });
      }
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the active search result has a ring with 3:1 contrast, inside the list (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme});
      await open(page, introduction);
      await page.keyboard.press('/');
      await page.keyboard.type('directus');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const [ring] = await ringsNow(page.getByRole('option', {selected: true}));
      expect(ring).toBeDefined();
      expect(ring?.width).toBeGreaterThanOrEqual(2);
      expect(ring?.contrast).toBeGreaterThanOrEqual(3);
      expect(ring?.clippedBy).toEqual([]);
    });
  }

  test('the sidebar is usable with the keyboard', async ({page}) => {
    await open(page, introduction);
    const target = page
      .getByRole('navigation', {name: 'Docs sidebar'})
      .getByRole('link', {name: 'Troubleshooting'});
    await tabTo(page, target, 40);
    await expect(target).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/getting-started/troubleshooting.html');
    // The new page is shown: the sidebar has opened the group of the current
    // page, which it does once, on arrival, and would undo a fold made before.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Troubleshooting');

    // Groups fold and unfold with the keyboard.
    const group = page.getByRole('button', {name: 'Getting Started'});
    await group.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  });

  test.describe('on a narrow screen', () => {
    test.use({viewport: narrow});

    test('the drawer opens, keeps the focus, and closes with Escape', async ({page}) => {
      await open(page, introduction);
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      await toggle.focus();
      await page.keyboard.press('Enter');
      const drawer = page.locator('.navbar-sidebar');
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('button', {name: 'Close navigation bar'})).toBeFocused();
      await expect(page.locator('.main-wrapper')).toHaveAttribute('inert', '');

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(page.locator('.main-wrapper')).not.toHaveAttribute('inert');

      await page.keyboard.press('Enter');
      const link = drawer.getByRole('link', {name: 'Contributing'});
      await tabTo(page, link, 30);
      await expect(link).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/getting-started/contributing.html');
      await expect(drawer).toBeHidden();
    });
  });
});

type TableLayout = {
  /** The text of the first cell, to name the table in failure messages. */
  readonly name: string;
  readonly cutAtRight: boolean;
  readonly scrollsSideways: boolean;
  /** The cells holding prose: their text, width in characters and share of their row's width. */
  readonly prose: readonly {text: string; chars: number; shareOfRow: number}[];
};

/**
 * Runs in the page: how each table is laid out. A cell holds prose when at
 * least `proseChars` of its characters are outside `code` (names, types and
 * keys are code). Its width is counted in `ch` of its own font.
 */
function measureTables(tables: Element[], proseChars: number): TableLayout[] {
  return tables.map((table) => {
    const scroller = table.parentElement;
    const prose = Array.from(table.querySelectorAll('td')).flatMap((cell) => {
      const code = Array.from(cell.querySelectorAll('code'), (part) => part.textContent.length);
      const text = cell.textContent.trim();
      if (text.length - code.reduce((sum, length) => sum + length, 0) < proseChars) {
        return [];
      }
      const probe = document.createElement('span');
      probe.style.cssText = 'display: inline-block; width: 100ch';
      cell.append(probe);
      const chWidth = probe.getBoundingClientRect().width / 100;
      probe.remove();
      const style = getComputedStyle(cell);
      const room =
        cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const row = cell.parentElement?.getBoundingClientRect().width ?? 0;
      return [{text: text.slice(0, 40), chars: Math.floor(room / chWidth), shareOfRow: room / row}];
    });
    return {
      name: table.querySelector('td')?.textContent.trim().slice(0, 30) ?? '',
      cutAtRight: table.getBoundingClientRect().right > window.innerWidth,
      scrollsSideways: scroller !== null && scroller.scrollWidth > scroller.clientWidth,
      prose,
    };
  });
}

test.describe('reference tables', () => {
  // These checks read the page (fixtures.ts, offlineCopy); the policy test keeps the copy.
  test.use({offlineCopy: false});

  const referencePages = [
    '/api/errors.html',
    '/docker/environment.html',
    '/extensions/hooks.html',
    '/advanced/api/configuration.html',
    '/api/items.html',
  ];
  const proseChars = 40;

  test(`at 1440 px, no cell of prose is narrower than ${proseChars} characters`, async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    for (const path of referencePages) {
      await open(page, path);
      const tables = await page.locator('article table').evaluateAll(measureTables, proseChars);
      const squeezed = tables.flatMap(({prose}) =>
        prose
          .filter((cell) => cell.chars < proseChars)
          .map((cell) => `${cell.chars} ch: ${cell.text}`),
      );
      expect(squeezed, path).toEqual([]);
    }
  });

  test('at 390 px, each entry reads top to bottom, and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize(narrow);
    for (const path of referencePages) {
      await open(page, path);
      const tables = await page.locator('article table').evaluateAll(measureTables, proseChars);
      const faults = tables.flatMap(({name, cutAtRight, scrollsSideways, prose}) => [
        ...(cutAtRight ? [`${name}: cut at the right edge`] : []),
        ...(scrollsSideways ? [`${name}: scrolls sideways`] : []),
        // Prose has a line of its own, as wide as the entry.
        ...prose
          .filter((cell) => cell.shareOfRow < 0.9)
          .map((cell) => `${name}: "${cell.text}" shares its line`),
      ]);
      expect(faults, path).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        path,
      ).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('security', () => {
  test('no page has an inline event handler or a javascript: link', () => {
    const pages = fs
      .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(builtPages.length);
    for (const file of pages) {
      const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
      expect(html, file).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html, file).not.toMatch(/href\s*=\s*["']?javascript:/i);
    }
  });

  test('pages are served with the Content Security Policy and run under it', async ({page}) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, {cspViolations: violations});
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective}: ${event.blockedURI}`);
      });
    });
    const response = await open(page, introduction);
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    expect(
      policy.split(';').find((directive) => directive.trim().startsWith('script-src')),
    ).not.toContain('unsafe-inline');
    expect(await response?.headerValue('x-content-type-options')).toBe('nosniff');

    // Exercise what could trip the policy: search (a worker and WebAssembly),
    // image zoom, tabs and the service worker.
    await page.keyboard.press('/');
    await page.keyboard.type('headless');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await open(page, '/guide/using-vue.html');
    await page.getByRole('tab', {name: 'JavaScript'}).first().click();
    await page.getByRole('button', {name: /Directus sits between clients/}).click();
    await expect(page.getByRole('dialog', {name: 'Zoomed image'})).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations),
    ).toEqual([]);
  });
});
