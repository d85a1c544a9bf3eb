/**
 * Focus rings as the reader sees them: their contrast with the colours on
 * both sides of the ring (WCAG 1.4.11, 3:1), and whether a box that clips its
 * overflow cuts them off. axe checks neither.
 */
import type {Locator, Page} from '@playwright/test';

export type Ring = {
  /** The element, for failure messages: tag, classes and text. */
  readonly element: string;
  readonly focusVisible: boolean;
  /** The outline's width in px; 0 without one. */
  readonly width: number;
  /** The lower contrast ratio of the ring against its two sides. */
  readonly contrast: number;
  /** The ancestors that cut the ring off, with the sides they cut. */
  readonly clippedBy: readonly string[];
};

/**
 * The keyboard's focus ring of one element of each kind (same tag and
 * classes, same parent's classes) among those `locator` finds. Each is
 * focused by script after a key press, so that the browser shows the ring it
 * shows keyboard users; one that takes no focus is skipped.
 */
export async function ringsOfEachKind(page: Page, locator: Locator): Promise<Ring[]> {
  await page.keyboard.press('Shift');
  return locator.evaluateAll(ringsOf, true);
}

/** The ring each element has now, without moving the focus (the active search result's). */
export async function ringsNow(locator: Locator): Promise<Ring[]> {
  return locator.evaluateAll(ringsOf, false);
}

/** Runs in the page, so everything it uses is inside it. */
function ringsOf(elements: Element[], focusEach: boolean): Ring[] {
  type Rgb = readonly [number, number, number];

  const rgba = (colour: string): readonly number[] => {
    const parts =
      /\(([^)]+)\)/
        .exec(colour)?.[1]
        ?.split(/[\s,/]+/)
        .map(Number) ?? [];
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };

  // The colour painted behind and on `node`: its background over its ancestors'.
  const background = (node: Element | null): Rgb => {
    const layers: (readonly number[])[] = [];
    for (let at = node; at; at = at.parentElement) {
      const layer = rgba(getComputedStyle(at).backgroundColor);
      if ((layer[3] ?? 0) > 0) {
        layers.unshift(layer);
        if (layer[3] === 1) {
          break;
        }
      }
    }
    let colour: Rgb = [255, 255, 255];
    for (const [r = 0, g = 0, b = 0, a = 1] of layers) {
      colour = [
        r * a + colour[0] * (1 - a),
        g * a + colour[1] * (1 - a),
        b * a + colour[2] * (1 - a),
      ];
    }
    return colour;
  };

  const luminance = (colour: Rgb): number => {
    const [r = 0, g = 0, b = 0] = colour.map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  const contrast = (one: Rgb, other: Rgb): number => {
    const [light = 0, dark = 0] = [luminance(one), luminance(other)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  };

  const ringOf = (element: Element): Ring => {
    const style = getComputedStyle(element);
    const width = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
    const offset = parseFloat(style.outlineOffset);
    const [r = 0, g = 0, b = 0] = rgba(style.outlineColor);
    // Inside the ring: the element, or a gap of its parent's colour when the
    // ring stands off it. Outside: the parent's colour, or the element's when
    // the ring is drawn well inside it.
    const own = background(element);
    const around = background(element.parentElement);
    const sides = [offset > 0 ? around : own, offset + width >= 0 ? around : own];
    const ringContrast = Math.min(...sides.map((side) => contrast([r, g, b], side)));

    const reach = Math.max(0, offset + width);
    const box = element.getBoundingClientRect();
    const clippedBy: string[] = [];
    for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
      const {overflowX, overflowY} = getComputedStyle(at);
      if (overflowX === 'visible' && overflowY === 'visible') {
        continue;
      }
      const outer = at.getBoundingClientRect();
      const left = outer.left + at.clientLeft;
      const top = outer.top + at.clientTop;
      const cut = [
        box.left - reach < left - 0.5 && 'left',
        box.right + reach > left + at.clientWidth + 0.5 && 'right',
        box.top - reach < top - 0.5 && 'top',
        box.bottom + reach > top + at.clientHeight + 0.5 && 'bottom',
      ].filter(Boolean);
      if (cut.length > 0) {
        clippedBy.push(`${at.tagName}.${at.className} (${cut.join(', ')})`);
      }
    }
    const text = element.textContent.trim().slice(0, 30);
    return {
      element: `${element.tagName}.${element.getAttribute('class') ?? ''} "${text}"`,
      focusVisible: element.matches(':focus-visible'),
      width,
      contrast: Math.round(ringContrast * 100) / 100,
      clippedBy,
    };
  };

  if (!focusEach) {
    return elements.map(ringOf);
  }
  const kinds = new Map<string, HTMLElement>();
  for (const element of elements) {
    const kind = `${element.tagName}.${element.getAttribute('class')}<${element.parentElement?.getAttribute('class')}`;
    if (element instanceof HTMLElement && !kinds.has(kind)) {
      kinds.set(kind, element);
    }
  }
  return [...kinds.values()].flatMap((element) => {
    element.focus();
    return document.activeElement === element ? [ringOf(element)] : [];
  });
}
