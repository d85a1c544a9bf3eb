/**
 * Markdown tables: none hides columns without a sign that it scrolls, and
 * the interfaces' option tables read as lists of entries, like the other
 * references.
 */
import type {Page} from '@playwright/test';
import {labels} from '../../src/config/labels';
import {narrow} from './support/axe';
import {expect, open, test} from './support/fixtures';

const interfaces = '/guides/interfaces.html';
const pagesWithTables = [
  interfaces,
  '/guides/relationships.html',
  '/getting-started/troubleshooting.html',
  '/api/reference.html',
];
const widths = [narrow.width, 1024, 1440];

/**
 * Runs in the page: each table of the article that is wider than its column
 * or than the box it scrolls in, and does not show, at every side where
 * columns are out of view, a shade over that edge, in a box that takes the
 * keyboard focus and has a name.
 */
async function hiddenWithoutCue(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const column = document.querySelector('article .markdown')!.getBoundingClientRect();
    return Array.from(document.querySelectorAll('article table')).flatMap((table, index) => {
      const name = `table ${index + 1} (${table.querySelector('th')?.textContent.trim()})`;
      const box = table.getBoundingClientRect();
      const scroller = table.parentElement!;
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX);
      if (!scrolls) {
        return box.right > column.right + 0.5 ? [`${name}: wider than the column`] : [];
      }
      const frame = scroller.getBoundingClientRect();
      if (frame.right > column.right + 0.5) {
        return [`${name}: its box is wider than the column`];
      }
      const hiddenStart = scroller.scrollLeft >= 1;
      const hiddenEnd = scroller.scrollWidth - scroller.clientWidth - scroller.scrollLeft >= 1;
      const shaded = (pseudo: '::before' | '::after', atLeft: boolean): boolean => {
        const style = getComputedStyle(scroller.parentElement!, pseudo);
        const shade = parseFloat(style.width);
        const left = parseFloat(style.left);
        const right = parseFloat(style.right);
        return (
          style.content !== 'none' &&
          Number(style.opacity) > 0.9 &&
          style.backgroundImage !== 'none' &&
          shade >= 16 &&
          (atLeft ? left === 0 : right === 0)
        );
      };
      return [
        ...(hiddenStart && !shaded('::before', true)
          ? [`${name}: no sign of columns at left`]
          : []),
        ...(hiddenEnd && !shaded('::after', false) ? [`${name}: no sign of columns at right`] : []),
        ...((hiddenStart || hiddenEnd) &&
        !(scroller.tabIndex === 0 && scroller.getAttribute('aria-label'))
          ? [`${name}: scrolls, but takes no focus or has no name`]
          : []),
      ];
    });
  });
}

test.describe('Markdown tables', () => {
  for (const width of widths) {
    test(`at ${width} px, every table fits its column or shows that it scrolls`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      for (const path of pagesWithTables) {
        await open(page, path);
        await expect.poll(() => hiddenWithoutCue(page), {message: path}).toEqual([]);
      }
    });
  }

  test('scrolled with the keyboard, a table shows the columns out of view at both sides', async ({
    page,
  }) => {
    await page.setViewportSize(narrow);
    await open(page, '/getting-started/troubleshooting.html');
    const region = page.getByRole('region', {name: labels.scrollableTable}).first();
    const frame = region.locator('xpath=..');
    await expect(frame).toHaveAttribute('data-hidden-end');
    await expect(frame).not.toHaveAttribute('data-hidden-start');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect(frame).toHaveAttribute('data-hidden-start');
    await region.evaluate((element) => element.scrollTo({left: element.scrollWidth}));
    await expect(frame).not.toHaveAttribute('data-hidden-end');
    await expect(frame).toHaveAttribute('data-hidden-start');
  });

  test("cells read from the top, and each header stands over its column's start", async ({
    page,
  }) => {
    await open(page, '/getting-started/troubleshooting.html');
    // Its Markdown tables: the problems by symptom are <ReferenceTable> lists of entries,
    // whose headers are for screen readers only (tests/unit/referenceTable.test.ts).
    const markdownTables = 'article table:not(:has(> thead.visually-hidden))';
    const cells = await page.locator(markdownTables).evaluateAll((tables) =>
      tables.flatMap((table) =>
        Array.from(table.querySelectorAll('th, td'), (cell) => {
          const style = getComputedStyle(cell);
          return `${style.verticalAlign} ${style.textAlign === 'left' ? 'start' : style.textAlign}`;
        }),
      ),
    );
    expect(cells.length).toBeGreaterThan(10);
    expect(new Set(cells)).toEqual(new Set(['top start']));
  });

  test("at 390 px, the interfaces' options are lists of entries that do not scroll", async ({
    page,
  }) => {
    await page.setViewportSize(narrow);
    await open(page, interfaces);
    const options = await page.locator('article table').evaluateAll((tables) =>
      tables
        .filter((table) => table.querySelector('th')?.textContent.trim() === 'Option')
        .map((table) => {
          const row = table.querySelector('tbody tr')!;
          const text = row.lastElementChild!.getBoundingClientRect();
          const name = row.firstElementChild!.getBoundingClientRect();
          return {
            // Each entry starts with its option; what it does runs below, at full width.
            entry: getComputedStyle(row).display !== 'table-row' && text.top >= name.bottom,
            fits: text.right <= window.innerWidth && table.scrollWidth <= table.clientWidth,
            inScroller: table.closest('[role="region"]') !== null,
          };
        }),
    );
    expect(options.length).toBeGreaterThan(50);
    expect(options.filter((table) => !table.entry || !table.fits || table.inScroller)).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
