/**
 * How callouts and diagrams read in both themes: colours as the reader sees
 * them (computed styles and rendered pixels) and the geometry of the
 * diagrams' text (their SVG DOM, in the browser's fonts).
 */
import type {Locator} from '@playwright/test';
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
