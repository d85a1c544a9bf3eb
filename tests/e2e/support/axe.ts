/** axe-core in the page (WCAG 2.1 A and AA), and the viewports the checks use. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

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

/**
 * WCAG 2.1 A and AA violations; `rules` narrows the run to those rules.
 * Legacy mode runs axe in the page itself: the pages have no frames, and the
 * default mode opens a second page for every run. Only violations are
 * collected: axe otherwise records every node that passes, which on the
 * largest API pages is a third of its time.
 */
export async function axeViolations(page: Page, rules?: readonly string[]) {
  const {violations} = await new AxeBuilder({page})
    .setLegacyMode(true)
    .options({
      runOnly: rules ? {type: 'rule', values: [...rules]} : {type: 'tag', values: wcagTags},
      resultTypes: ['violations'],
    })
    .analyze();
  return violations.map(
    ({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

export const desktop = {width: 1280, height: 800};
export const narrow = {width: 390, height: 844};

export const layouts = [
  {name: 'desktop', viewport: desktop},
  {name: '390 px', viewport: narrow},
] as const;
