/**
 * How callouts and diagrams read in both themes: colours as the reader sees
 * them (computed styles and rendered pixels) and the geometry of the
 * diagrams' text (their SVG DOM, in the browser's fonts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {expect, open, test} from './support/fixtures';

type Rgb = readonly [number, number, number];

/** `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)` as its three channels, over white when see-through. */
function rgbOf(colour: string): Rgb {
  const [r = 0, g = 0, b = 0, alpha = 1] = (/\(([^)]+)\)/.exec(colour)?.[1] ?? '')
    .split(/[\s,/]+/)
    .map(Number);
  const over = (channel: number) => channel * alpha + 255 * (1 - alpha);
  return [over(r), over(g), over(b)];
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio. */
function contrast(one: Rgb, other: Rgb): number {
  const [light = 0, dark = 0] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** How far a colour is from grey: 0 for grey, 255 for a pure hue. */
function chroma(colour: Rgb): number {
  return Math.max(...colour) - Math.min(...colour);
}

type BoxColours = {
  readonly page: Rgb;
  readonly background: Rgb;
  readonly text: Rgb;
  readonly heading: Rgb;
  readonly border: Rgb;
  readonly borderWidth: number;
};

/** The colours an admonition is drawn in, and the page's behind it. */
async function coloursOf(admonition: Locator): Promise<BoxColours> {
  const read = await admonition.evaluate((element) => {
    const style = getComputedStyle(element);
    const heading = element.firstElementChild ?? element;
    const text = element.querySelector('p') ?? element;
    return {
      page: getComputedStyle(document.documentElement).backgroundColor,
      background: style.backgroundColor,
      text: getComputedStyle(text).color,
      heading: getComputedStyle(heading).color,
      border: style.borderLeftColor,
      borderWidth: parseFloat(style.borderLeftWidth),
    };
  });
  // Infima's light page is see-through: white.
  const page = rgbOf(read.page);
  return {
    page,
    background: rgbOf(read.background),
    text: rgbOf(read.text),
    heading: rgbOf(read.heading),
    border: rgbOf(read.border),
    borderWidth: read.borderWidth,
  };
}

test.describe('admonitions', () => {
  test('in the dark theme, each type is a dark tint with a coloured left border and readable text', async ({
    page,
  }) => {
    await page.emulateMedia({colorScheme: 'dark'});
    // A page with five of the six types (no page has `:::info`).
    await open(page, '/guides/user-guide.html');
    for (const type of ['note', 'tip', 'warning', 'danger', 'correction']) {
      const colours = await coloursOf(page.locator(`.theme-admonition-${type}`).first());
      const {background} = colours;
      expect(luminance(background), `${type}: a dark background`).toBeLessThan(0.1);
      // Infima's dark alerts were saturated slabs (green #003100, brown #4d3800).
      expect(chroma(background), `${type}: a tint, not a saturated colour`).toBeLessThanOrEqual(40);
      expect(contrast(colours.text, background), `${type}: text`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.heading, background), `${type}: heading`).toBeGreaterThanOrEqual(4.5);
      expect(colours.borderWidth, `${type}: left border`).toBeGreaterThanOrEqual(3);
      expect(contrast(colours.border, colours.page), `${type}: left border`).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  test('the legacy-version note stands out from the page in the light theme', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await open(page, '/getting-started/introduction.html');
    const note = page.locator('.theme-admonition', {hasText: 'Legacy version'});
    const colours = await coloursOf(note);
    // A visible edge: a left border with the 3:1 contrast of WCAG 1.4.11...
    expect(colours.borderWidth).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.border, colours.page)).toBeGreaterThanOrEqual(3);
    // ...and a background of its own.
    expect(contrast(colours.background, colours.page)).toBeGreaterThan(1.05);
    expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.heading, colours.background)).toBeGreaterThanOrEqual(4.5);
  });
});

/**
 * The median luminance of the pixels of an element as the screen shows it
 * (CSS filters included): the screenshot, decoded by the page's own canvas.
 */
async function medianLuminance(page: Page, element: Locator): Promise<number> {
  // The part of the element on screen (a zoomed image can be larger).
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) {
    throw new Error('the element is not on screen');
  }
  const x = Math.max(box.x, 0);
  const y = Math.max(box.y, 0);
  const clip = {
    x,
    y,
    width: Math.min(box.x + box.width, viewport.width) - x,
    height: Math.min(box.y + box.height, viewport.height) - y,
  };
  const png = (await page.screenshot({clip})).toString('base64');
  // Decoded and measured in the page: the pixels are too many to send back.
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context?.drawImage(image, 0, 0);
    const pixels = context?.getImageData(0, 0, image.width, image.height).data ?? [];
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const values: number[] = [];
    // Every seventh pixel is plenty for a median.
    for (let at = 0; at + 2 < pixels.length; at += 4 * 7) {
      values.push(
        0.2126 * linear(pixels[at] ?? 0) +
          0.7152 * linear(pixels[at + 1] ?? 0) +
          0.0722 * linear(pixels[at + 2] ?? 0),
      );
    }
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)] ?? 0;
  }, png);
}

test.describe('diagrams', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`follow the ${colorScheme} theme, in the page and zoomed`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await open(page, '/guides/relationships.html');
      const diagram = page.locator('.markdown img[src$="relationships.svg"]');
      await diagram.scrollIntoViewIfNeeded();
      await expect
        .poll(() => diagram.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      const dark = colorScheme === 'dark';
      const inPage = await medianLuminance(page, diagram);
      expect(dark ? inPage < 0.1 : inPage > 0.8, `median luminance ${inPage}`).toBe(true);

      // The zoom shows the same file, in the same colours; the alt text stays its name.
      const name = (await diagram.getAttribute('alt')) ?? '';
      await page.getByRole('button', {name}).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', {name: 'Zoomed image'});
      await expect(dialog).toHaveCSS('opacity', '1');
      // medium-zoom shows its copy beside the dialog; the original is a button.
      const zoomed = page.getByRole('img', {name});
      const inZoom = await medianLuminance(page, zoomed);
      expect(dark ? inZoom < 0.1 : inZoom > 0.8, `median luminance ${inZoom}`).toBe(true);
    });
  }

  // Every diagram of the docs: the SVG files under static/img (not the icons).
  const staticDir = path.resolve(__dirname, '../../static');
  const diagrams = fs
    .readdirSync(path.join(staticDir, 'img'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.svg') && !file.startsWith('icons'))
    .map((file) => `/img/${file.split(path.sep).join('/')}`);

  /**
   * The space, in the diagram's units, that text keeps from the left and
   * right edges of its box: less and it touches the stroke. Top and bottom
   * are measured on the font's full height, which small boxes only just hold.
   */
  const sideMargin = 4;

  for (const diagram of diagrams) {
    test(`${diagram}: every text lies inside its box, clear of its sides`, async ({page}) => {
      await page.goto(diagram);
      const overflows = await page.evaluate((margin) => {
        const svg = document.documentElement as unknown as SVGSVGElement;
        const boxes = Array.from(svg.querySelectorAll('rect'), (rect) =>
          rect.getBoundingClientRect(),
        );
        const found: string[] = [];
        for (const text of Array.from(svg.querySelectorAll('text'))) {
          // The point the text is anchored at: its box is the smallest rect around it.
          const anchor = svg.createSVGPoint();
          anchor.x = Number(text.getAttribute('x') ?? 0);
          anchor.y = Number(text.getAttribute('y') ?? 0);
          const {x, y} = anchor.matrixTransform(text.getScreenCTM() ?? undefined);
          const box = boxes
            .filter((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)
            .sort((a, b) => a.width * a.height - b.width * b.height)[0];
          const bounds = text.getBoundingClientRect();
          const over = box
            ? Math.max(
                box.left + margin - bounds.left,
                bounds.right - (box.right - margin),
                box.top - bounds.top,
                bounds.bottom - box.bottom,
              )
            : Infinity;
          if (over > 0) {
            found.push(`"${text.textContent}" by ${over.toFixed(1)}`);
          }
        }
        return found;
      }, sideMargin);
      expect(overflows, 'texts that run past their box').toEqual([]);
    });
  }
});
