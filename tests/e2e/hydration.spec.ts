import type {Page} from '@playwright/test';
import {expect, open, test} from './support/fixtures';

const users = '/api/users.html';

/** How many elements inside (or outside) the server-kept parts React has taken over; the parts' own wrappers aside. */
function hydratedCount(page: Page, inStatic: boolean): Promise<number> {
  return page.evaluate(
    (wantStatic) =>
      Array.from(document.querySelectorAll('main *')).filter(
        (element) =>
          !element.hasAttribute('data-static-html') &&
          (element.closest('[data-static-html]') !== null) === wantStatic &&
          Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ).length,
    inStatic,
  );
}

test.describe('parts of the reference that never change', () => {
  test('are kept as the server sent them on the first load, not hydrated', async ({page}) => {
    await open(page, users);
    await expect(page.locator('main [data-static-html] table').first()).toBeVisible();
    expect(await hydratedCount(page, true)).toBe(0);
    // The rest of the page is hydrated: the examples' tabs work.
    expect(await hydratedCount(page, false)).toBeGreaterThan(0);
  });

  test('open a link to another page in the app, without loading the page', async ({page}) => {
    await open(page, users);
    await page.evaluate(() => {
      Object.assign(window, {loadedOnce: true});
    });
    const link = page.locator('main [data-static-html] a[href="/api/query/fields.html"]').first();
    await link.click();
    await expect(page).toHaveURL('/api/query/fields.html');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Fields/);
    expect(await page.evaluate(() => 'loadedOnce' in window)).toBe(true);
  });

  test('render as usual on a page opened later', async ({page}) => {
    await open(page, '/api/reference.html');
    await page.getByRole('main').locator(`a[href="${users}"]`).first().click();
    await expect(page).toHaveURL(users);
    const table = page.locator('main [data-static-html] table').first();
    await expect(table).toBeVisible();
    expect(await hydratedCount(page, true)).toBeGreaterThan(0);
  });
});
