import type {Page} from '@playwright/test';
import {behaviour} from '../../src/config/behaviour';
import {axeViolations, colourRules, layoutRules, narrow} from './support/axe';
import {expect, open, pauseClockAhead, test} from './support/fixtures';

const usingVue = '/guide/using-vue.html';

/**
 * Moves the page's date `ms` ahead without firing timers: a jump that fired
 * them would also fire the time-out of a chunk still loading (the offline
 * copy loads some after load), and the page would report a ChunkLoadError.
 */
async function dateAhead(page: Page, ms: number): Promise<void> {
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + ms);
}

test.describe("tabs remember the reader's choice", () => {
  const selected = (page: import('@playwright/test').Page) =>
    page.getByRole('tab', {selected: true});

  test('groups with the same groupId share the choice, across pages and reloads', async ({
    page,
  }) => {
    await open(page, usingVue);
    await expect(selected(page)).toHaveText(['curl', 'curl']);
    await page.getByRole('tab', {name: 'JavaScript'}).nth(1).click();
    await expect(selected(page)).toHaveText(['JavaScript', 'JavaScript']);

    await page.getByRole('main').getByRole('link', {name: 'Working on these docs'}).click();
    await expect(page).toHaveURL('/guide/');
    await page.goBack();
    await expect(selected(page)).toHaveText(['JavaScript', 'JavaScript']);

    await page.reload();
    await expect(selected(page)).toHaveText(['JavaScript', 'JavaScript']);
  });

  test('the choice is forgotten five minutes after it was made', async ({page}) => {
    await page.clock.install();
    await open(page, usingVue);
    await page.getByRole('tab', {name: 'JavaScript'}).first().click();
    await expect(selected(page)).toHaveText(['JavaScript', 'JavaScript']);

    await dateAhead(page, behaviour.tabMemoryMs - 10_000);
    await page.reload();
    await expect(selected(page)).toHaveText(['JavaScript', 'JavaScript']);

    await dateAhead(page, 20_000);
    await page.reload();
    await expect(selected(page)).toHaveText(['curl', 'curl']);
  });

  test('an expired choice is forgotten on the next page, without a reload', async ({page}) => {
    await page.clock.install();
    await open(page, usingVue);
    await page.getByRole('tab', {name: 'JavaScript'}).first().click();
    await page.getByRole('main').getByRole('link', {name: 'Working on these docs'}).click();
    await expect(page).toHaveURL('/guide/');
    await dateAhead(page, behaviour.tabMemoryMs + 1000);
    await page.getByRole('main').getByRole('link', {name: 'Using components in pages'}).click();
    await expect(page).toHaveURL(usingVue);
    await expect(selected(page)).toHaveText(['curl', 'curl']);
  });

  test('a click switches its own group in its own frame, the rest of its groupId after the paint, and the tab stays put', async ({
    page,
  }) => {
    await open(page, usingVue);
    const groups = page.locator('.tabs-container');
    const clicked = page.getByRole('tab', {name: 'JavaScript'}).nth(1);
    await clicked.scrollIntoViewIfNeeded();
    const heightAbove = async () => (await groups.first().boundingBox())?.height;
    const [aboveBefore, tabBefore] = [await heightAbove(), await clicked.boundingBox()];

    const selectedRightAfterClick = await clicked.evaluate(async (tab) => {
      (tab as HTMLElement).click();
      // React renders a click's updates in a microtask: read after it, before any frame.
      await Promise.resolve();
      return Array.from(
        document.querySelectorAll('[role="tab"][aria-selected="true"]'),
        (selectedTab) => selectedTab.textContent,
      );
    });
    expect(selectedRightAfterClick).toEqual(['curl', 'JavaScript']);
    await expect(selected(page)).toHaveText(['JavaScript', 'JavaScript']);

    // The group above grew when it switched; the view moved with it.
    expect(await heightAbove()).toBeGreaterThan(aboveBefore ?? Infinity);
    expect((await clicked.boundingBox())?.y).toBeCloseTo(tabBefore?.y ?? NaN, 0);
  });

  test('tabs are operable with the keyboard', async ({page}) => {
    await open(page, usingVue);
    const curl = page.getByRole('tab', {name: 'curl'}).first();
    await curl.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', {name: 'JavaScript'}).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(selected(page).first()).toHaveText('JavaScript');
  });
});

test.describe('image zoom', () => {
  const zoomable = /Directus sits between clients/;
  /** The page's background, which the zoom hides the page behind. */
  const pageBackground = {light: 'rgb(255, 255, 255)', dark: 'rgb(27, 38, 49)'};

  test('attaches 1000 ms after the route change, opens above everything and closes on scroll', async ({
    page,
  }) => {
    // The route change happens on a paused clock, so that the page's time
    // since it is exactly what the test runs, however slow the machine.
    await page.clock.install();
    await open(page, '/guide/index.html');
    await pauseClockAhead(page, 0);
    await page.getByRole('main').locator(`a[href$="${usingVue}"]`).first().click();
    const image = page.locator('article img[alt^="Directus sits between clients"]');
    await image.scrollIntoViewIfNeeded();
    await page.clock.runFor(900);
    await expect(page.getByRole('button', {name: zoomable})).toHaveCount(0);
    await page.clock.runFor(100);
    const button = page.getByRole('button', {name: zoomable});
    await expect(button).toHaveCSS('cursor', 'zoom-in');

    // From here on the page's time runs normally again.
    await page.clock.resume();
    const inPage = await button.boundingBox();
    await button.click();
    const dialog = page.getByRole('dialog', {name: 'Zoomed image'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('transition-duration', /^0\.3s/);
    await expect(dialog).toHaveCSS('opacity', '1');
    const layers = await dialog.evaluate((element) => {
      // Modal: the page behind is inert, its links take no focus from the
      // dialog. (medium-zoom adds its overlay and zoomed image to the body,
      // outside any <dialog>, so :modal cannot match: this is what it means.)
      const link = document.querySelector<HTMLElement>('.navbar a')!;
      link.focus();
      return {
        modal: document.activeElement === element,
        // The top left corner is the top bar's: the dialog covers it.
        onTop: element.contains(document.elementFromPoint(5, 5)),
      };
    });
    expect(layers).toEqual({modal: true, onTop: true});
    // Larger than in the page, and whole on a desktop screen. (The zoomed image
    // is the overlay's sibling, as medium-zoom adds it.)
    const zoomed = await page.getByRole('img', {name: zoomable}).boundingBox();
    expect(zoomed!.width).toBeGreaterThan(inPage!.width);
    expect(zoomed!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(zoomed!.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    // The image ends the page: scroll up, past the 40 px allowance.
    await page.mouse.move(200, 200);
    await page.mouse.wheel(0, -60);
    await expect(dialog).toBeHidden();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`hides the page behind an opaque backdrop (${colorScheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await open(page, usingVue);
      await page.getByRole('button', {name: zoomable}).click();
      const dialog = page.getByRole('dialog', {name: 'Zoomed image'});
      await expect(dialog).toHaveCSS('opacity', '1');
      const colours = await dialog.evaluate((element) => ({
        dialog: getComputedStyle(element).backgroundColor,
        // What shows around the image: medium-zoom's overlay is the backdrop (no ::backdrop).
        backdrop: getComputedStyle(
          document.elementFromPoint(
            document.documentElement.clientWidth - 1,
            document.documentElement.clientHeight - 1,
          )!,
        ).backgroundColor,
      }));
      expect(colours).toEqual({
        dialog: pageBackground[colorScheme],
        backdrop: pageBackground[colorScheme],
      });
      expect(await axeViolations(page, colorScheme === 'dark' ? colourRules : undefined)).toEqual(
        [],
      );
    });
  }

  test('is operable with the keyboard: Enter or Space opens, Escape or Enter closes, focus comes back', async ({
    page,
  }) => {
    await open(page, usingVue);
    const image = page.getByRole('button', {name: zoomable});
    await expect(image).toHaveAttribute('aria-haspopup', 'dialog');
    // In the tab order: Tab reaches it from the element before.
    await image.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(image).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(image).toBeFocused();

    const dialog = page.getByRole('dialog', {name: 'Zoomed image'});
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(image).toBeFocused();

    await page.keyboard.press(' ');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(image).toBeFocused();
  });

  test('on a phone a diagram opens at least at its natural size, and pans', async ({page}) => {
    await page.setViewportSize(narrow);
    await open(page, '/getting-started/introduction.html');
    const image = page.getByRole('button', {name: /^Diagram: the admin app/});
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty('complete', true);
    const natural = await image.evaluate((element: HTMLImageElement) => element.naturalWidth);
    const inPage = await image.boundingBox();
    // The page shrinks it to the screen: that is why it needs zooming.
    expect(inPage!.width).toBeLessThan(natural / 2);

    await image.click();
    const dialog = page.getByRole('dialog', {name: 'Zoomed image'});
    await expect(dialog).toHaveCSS('opacity', '1');
    const zoomed = page.getByRole('img', {name: /^Diagram: the admin app/});
    expect((await zoomed.boundingBox())!.width).toBeGreaterThanOrEqual(natural);
    // Its left edge is on the screen, and panning to the right one keeps it open.
    expect((await zoomed.boundingBox())!.x).toBe(0);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(natural, 0);
    await expect.poll(async () => (await zoomed.boundingBox())!.x + natural).toBe(narrow.width);
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page, layoutRules)).toEqual([]);
  });
});

/**
 * What breaks the site's rules for wrapped code (src/css/code.css) in these
 * blocks: a continuation that starts where a line of the code starts, a
 * string that fits a line but is cut, a comma set apart from its string.
 * Also counts the continuations and the strings checked, so that a caller
 * can tell that the check saw wrapped lines.
 */
function wrapFaults(pres: Element[]): {continuations: number; strings: number; found: string[]} {
  /** The distinct tops of the lines of text a node's contents are laid out on. */
  const linesOf = (node: Node): DOMRect[][] => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Map<number, DOMRect[]>();
    for (const rect of Array.from(range.getClientRects()).filter((box) => box.width > 0)) {
      const top = [...lines.keys()].find((known) => Math.abs(known - rect.top) < 4);
      lines.set(top ?? rect.top, [...(lines.get(top ?? rect.top) ?? []), rect]);
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, rects]) => rects);
  };
  /** Where the first character that is not a space is drawn. */
  const firstCharacterX = (line: Element): number | undefined => {
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const at = (text.textContent ?? '').search(/\S/);
      if (at >= 0) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().left;
      }
    }
    return undefined;
  };
  let continuations = 0;
  let strings = 0;
  const found = pres.flatMap((pre) => {
    const lines = Array.from(pre.querySelectorAll('.token-line'));
    const starts = lines.flatMap((line) => firstCharacterX(line) ?? []);
    const probe = document.createElement('span');
    probe.style.cssText = 'display: inline-block; width: 100ch';
    pre.querySelector('code')!.append(probe);
    const ch = probe.getBoundingClientRect().width / 100;
    probe.remove();
    return lines.flatMap((line) => {
      const wrapped = linesOf(line)
        .slice(1)
        .map((rects) => Math.min(...rects.map((rect) => rect.left)));
      continuations += wrapped.length;
      const room = line.clientWidth - parseFloat(getComputedStyle(line).paddingLeft);
      const cut = Array.from(line.querySelectorAll('.token.string')).filter((string) => {
        if (string.textContent.length * ch > room) {
          return false;
        }
        strings += 1;
        return linesOf(string).length > 1;
      });
      // A comma (or other closing mark) right after a string stays on the string's line.
      const texts: Text[] = [];
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        texts.push(text as Text);
      }
      const topOf = (text: Text, at: number): number => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect().top;
      };
      const alone = texts.flatMap((text, index) => {
        const next = texts[index + 1];
        const isString = text.parentElement?.classList.contains('string') === true;
        if (!isString || !next || !/^[,;)\]}]/.test(next.data) || text.data.length === 0) {
          return [];
        }
        const apart = Math.abs(topOf(text, text.data.length - 1) - topOf(next, 0)) > 4;
        return apart ? [`"${next.data[0]}" apart from ${text.data}`] : [];
      });
      return [
        ...alone,
        ...wrapped
          .filter((x) => starts.some((start) => Math.abs(start - x) < 1))
          .map(() => `goes on where a line starts: ${line.textContent}`),
        ...cut.map((string) => `cut: ${string.textContent}`),
      ];
    });
  });
  return {continuations, strings, found};
}

test.describe('code word wrap', () => {
  test('a block wider than its column offers to wrap, and wraps; one that fits does not', async ({
    page,
  }) => {
    await open(page, '/guides/cli.html');
    const blocks = page.getByRole('main').locator('.theme-code-block');
    const wraps = (block: ReturnType<typeof blocks.nth>) =>
      block.getByRole('button', {name: 'Toggle word wrap'});
    const widths = await blocks.evaluateAll((elements) =>
      elements.map((element) => {
        const pre = element.querySelector('pre');
        return pre !== null && pre.scrollWidth > pre.clientWidth;
      }),
    );
    const wide = blocks.nth(widths.indexOf(true));
    const narrow = blocks.nth(widths.indexOf(false));
    await expect(wraps(narrow)).toHaveCount(0);
    await wide.hover();
    await wraps(wide).click();
    await expect
      .poll(() => wide.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth))
      .toBe(true);
    // It wraps by the rules of the examples column (src/css/code.css).
    const faults = await wide.locator('pre').evaluateAll(wrapFaults);
    expect(faults.continuations).toBeGreaterThan(0);
    expect(faults.strings).toBeGreaterThan(0);
    expect(faults.found).toEqual([]);
    // A second click scrolls it sideways again.
    await wraps(wide).click();
    await expect
      .poll(() => wide.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth))
      .toBe(true);
  });

  test('a wide block in a tab shown later offers to wrap too', async ({page}) => {
    await page.setViewportSize(narrow);
    await open(page, '/guides/authentication.html');
    await page.getByRole('main').getByRole('tab', {name: 'Query parameter'}).click();
    // Hidden when the page loaded: the block had no width to measure then.
    const block = page
      .getByRole('tabpanel')
      .filter({hasText: 'access_token='})
      .locator('.theme-code-block');
    expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(
      true,
    );
    await expect(block.getByRole('button', {name: 'Toggle word wrap'})).toHaveCount(1);
  });
});

test.describe('wrapped example code', () => {
  test('at 390 px, a wrapped line goes on where no line of the code starts, and a string that fits a line is whole, with its comma', async ({
    page,
  }) => {
    await page.setViewportSize(narrow);
    await open(page, '/api/items.html');
    const blocks = page.getByRole('region', {name: /^Examples\b/}).locator('pre');
    const faults = await blocks.evaluateAll(wrapFaults);
    expect(faults.continuations).toBeGreaterThan(5);
    expect(faults.strings).toBeGreaterThan(20);
    expect(faults.found).toEqual([]);
  });
});
