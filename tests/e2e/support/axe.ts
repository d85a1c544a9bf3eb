/** axe-core in the page (WCAG 2.1 A and AA), and the viewports the checks use. */
import {createRequire} from 'node:module';
import type {Page} from '@playwright/test';
import type axe from 'axe-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules whose outcome depends on the colours alone: the dark theme only
 * changes colours, so its passes run these (the full set runs in light).
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The rules whose outcome depends on the layout (what overlaps, what
 * scrolls): the narrow layout runs these plus the colour rules; the other
 * rules read the DOM, which the desktop pass has checked. The navigation that
 * narrow screens render differently (the drawer) has its own full check in
 * quality.spec.ts.
 */
export const layoutRules = [
  ...colourRules,
  'scrollable-region-focusable',
  'frame-focusable-content',
];

type AxeInPage = {axe: typeof axe};

/** The script of the axe-core that @axe-core/playwright depends on, the one it ran. */
const axeSource = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as typeof axe)
  .source;

/**
 * Puts axe-core in the page once per document, configured as
 * @axe-core/playwright's legacy mode configures it (same-origin frames only).
 * That library evaluated axe's 650 KB script twice on every run, six times
 * for a page's three passes; the script stays in the page until it navigates.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) {
    return;
  }
  await page.evaluate(axeSource);
  await page.evaluate(() => {
    (window as unknown as AxeInPage).axe.configure({
      allowedOrigins: ['<same_origin>'],
      branding: {application: 'playwright'},
    });
  });
}

/**
 * Runs in the page: resolves once no CSS transition runs. A change of theme
 * starts the colour transitions of links and buttons, and axe must read the
 * colours they end on, which the reader sees, not one on the way.
 */
async function waitForTransitions(): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    const running = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition);
    if (running.length === 0) {
      return;
    }
    await Promise.allSettled(running.map((transition) => transition.finished));
  }
}

/**
 * WCAG 2.1 A and AA violations; `rules` narrows the run to those rules.
 * As legacy mode, axe runs in the page itself: the pages have no frames, and
 * the default mode opens a second page for every run. Only violations are
 * collected: axe otherwise records every node that passes, which on the
 * largest API pages is a third of its time.
 */
export async function axeViolations(page: Page, rules?: readonly string[]) {
  await page.evaluate(waitForTransitions);
  await injectAxe(page);
  const options: axe.RunOptions = {
    runOnly: rules ? {type: 'rule', values: [...rules]} : {type: 'tag', values: wcagTags},
    resultTypes: ['violations'],
  };
  return page.evaluate(async (runOptions) => {
    const {violations} = await (window as unknown as AxeInPage).axe.run(document, runOptions);
    return violations.map(
      ({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, options);
}

export const desktop = {width: 1280, height: 800};
export const narrow = {width: 390, height: 844};

export const layouts = [
  {name: 'desktop', viewport: desktop},
  {name: '390 px', viewport: narrow},
] as const;
