import {expect, open, pauseClockAhead, test} from './support/fixtures';

const usingVue = '/guide/using-vue.html';

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

    await page.clock.fastForward('04:50');
    await page.reload();
    await expect(selected(page)).toHaveText(['JavaScript', 'JavaScript']);

    await page.clock.fastForward('00:20');
    await page.reload();
    await expect(selected(page)).toHaveText(['curl', 'curl']);
  });

  test('an expired choice is forgotten on the next page, without a reload', async ({page}) => {
    await page.clock.install();
    await open(page, usingVue);
    await page.getByRole('tab', {name: 'JavaScript'}).first().click();
    await page.getByRole('main').getByRole('link', {name: 'Working on these docs'}).click();
    await expect(page).toHaveURL('/guide/');
    await page.clock.fastForward('05:01');
    await page.getByRole('main').getByRole('link', {name: 'Using components in pages'}).click();
    await expect(page).toHaveURL(usingVue);
    await expect(selected(page)).toHaveText(['curl', 'curl']);
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
  test('attaches 1000 ms after the route change, zooms above the top bar and closes on scroll', async ({
    page,
  }) => {
    await page.clock.install();
    await open(page, usingVue);
    await pauseClockAhead(page, 200);
    const image = page.getByRole('img', {name: /Directus sits between clients/});
    await image.scrollIntoViewIfNeeded();
    await expect(image).not.toHaveClass(/medium-zoom-image/);
    await page.clock.runFor(1000);
    await expect(image).toHaveClass(/medium-zoom-image/);
    await expect(image).toHaveCSS('transition-duration', '0.3s');

    // From here on the page's time runs normally again.
    await page.clock.resume();
    await image.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await expect(overlay).toBeVisible();
    const zoomed = page.locator('.medium-zoom-image--opened');
    await expect(zoomed).toBeVisible();
    const [overlayLayer, navbarLayer] = await Promise.all([
      overlay.evaluate((element) => Number(getComputedStyle(element).zIndex)),
      page.locator('.navbar').evaluate((element) => Number(getComputedStyle(element).zIndex)),
    ]);
    expect(overlayLayer).toBeGreaterThan(navbarLayer);

    // Scrolling during the opening animation is ignored: let it finish.
    await zoomed.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    // The image ends the page: scroll up, past the 40 px allowance.
    await page.mouse.wheel(0, -60);
    await expect(overlay).toHaveCount(0);
  });
});
