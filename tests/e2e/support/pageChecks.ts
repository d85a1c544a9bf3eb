/** What every page must be, checked on a page that is already open. */
import type {Page, Response} from '@playwright/test';
import {expect} from './fixtures';
import type {OldHeading} from './routes';

/** Status, address, one h1, title, description, canonical link, and every old anchor once. */
export async function expectServedPage(
  page: Page,
  route: string,
  response: Response | null,
  oldHeadings: readonly OldHeading[],
): Promise<void> {
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(route);

  const h1 = page.getByRole('heading', {level: 1});
  await expect(h1).toHaveCount(1);
  const heading = (await h1.textContent())?.trim() ?? '';
  expect(heading).not.toBe('');
  await expect(page).toHaveTitle(`${heading} | Directus Docs`);

  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0).toBeGreaterThan(50);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `https://v8.docs.directus.io${route}`,
  );

  // Every id, read in one pass: a missing anchor is named in the failure.
  const ids = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[id]'), (element) => element.id),
  );
  const missing = oldHeadings
    .map(({slug}) => slug)
    .filter((slug) => ids.filter((id) => id === slug).length !== 1);
  expect(missing, 'old anchors that are missing or not unique').toEqual([]);
}

/** Every image loads and has alt text; every link to another site opens safely. */
export async function expectImagesAndLinks(page: Page): Promise<void> {
  // Content images load lazily: bring each into view first.
  for (const image of await page.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete))
      .toBe(true);
  }
  const images = await page.locator('img').evaluateAll((elements) =>
    elements.map((image) => ({
      src: image.getAttribute('src'),
      alt: image.getAttribute('alt'),
      inContent: image.closest('.markdown') !== null,
      loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    })),
  );
  for (const image of images) {
    expect(image.alt, `alt of ${image.src}`).not.toBeNull();
    if (image.inContent) {
      expect(image.alt?.trim(), `alt of ${image.src}`).not.toBe('');
    }
    expect(image.loaded, `${image.src} loads`).toBe(true);
  }

  const external = await page.locator('a[href^="http"]').evaluateAll((links) =>
    links
      .filter((link) => new URL((link as HTMLAnchorElement).href).origin !== location.origin)
      .map((link) => ({
        href: link.getAttribute('href'),
        target: link.getAttribute('target'),
        rel: link.getAttribute('rel') ?? '',
      })),
  );
  for (const link of external) {
    expect(link.target, link.href ?? '').toBe('_blank');
    expect(link.rel.split(' '), link.href ?? '').toEqual(
      expect.arrayContaining(['noopener', 'noreferrer']),
    );
  }
}
