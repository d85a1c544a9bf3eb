/**
 * Every page, from one load: it is served as it should be (status, heading,
 * title, description, canonical link, old anchors), its images and external
 * links are sound, and axe finds nothing in three passes. At 95 pages each
 * extra load per page cost minutes of the run, so one load serves all checks.
 */
import type {Page} from '@playwright/test';
import {axeViolations, colourRules, desktop, layoutRules, narrow} from './support/axe';
import {expect, notFoundResource, open, test} from './support/fixtures';
import {expectImagesAndLinks, expectServedPage} from './support/pageChecks';
import {builtPages} from './support/routes';

const notFound = '/no-such-page.html';

// Desktop in the light theme with every rule, then the dark theme (followed
// from the system setting, as a first-time reader gets it) with the colour
// rules; then 390 px wide with the layout rules (the dark theme's colours are
// the same at every width).
const axePasses = [
  {theme: 'light', layout: 'desktop', viewport: desktop, rules: undefined},
  {theme: 'dark', layout: 'desktop', viewport: desktop, rules: colourRules},
  {theme: 'light', layout: '390 px', viewport: narrow, rules: layoutRules},
] as const;

async function expectNoAxeViolations(page: Page): Promise<void> {
  for (const {theme, layout, viewport, rules} of axePasses) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({colorScheme: theme});
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await axeViolations(page, rules), `${theme}, ${layout}`).toEqual([]);
  }
}

test.describe('every page', () => {
  // These checks read the page; the download of the offline copy beside them
  // only slowed them (fixtures.ts, offlineCopy).
  test.use({viewport: desktop, colorScheme: 'light', offlineCopy: false});

  for (const {route, headers} of builtPages) {
    test(route, async ({page}) => {
      const response = await open(page, route);
      await expectServedPage(page, route, response, headers);
      await expectImagesAndLinks(page);
      await expectNoAxeViolations(page);
    });
  }

  test.describe(() => {
    test.use({expectedConsole: notFoundResource});

    test(`the not-found page (${notFound})`, async ({page}) => {
      await open(page, notFound);
      await expectNoAxeViolations(page);
    });
  });
});
