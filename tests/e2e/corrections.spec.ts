/**
 * Corrections: each is one titled note on the page it corrects, and one page,
 * generated at build time, lists them all with a link to each section.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, open, test} from './support/fixtures';

const list = '/getting-started/corrections.html';

/** How many `:::correction` notes the docs' sources hold (not counting code fences that show one). */
function correctionsInSources(): number {
  const docs = path.resolve(__dirname, '../../docs');
  return fs
    .readdirSync(docs, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) =>
      fs
        .readFileSync(path.join(docs, file), 'utf8')
        .replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm, '')
        .match(/^\s*:::correction\b/gm),
    )
    .reduce((sum, notes) => sum + (notes?.length ?? 0), 0);
}

test('the sidebar leads to the list of corrections', async ({page}) => {
  await open(page, '/getting-started/introduction.html');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  await sidebar.getByRole('link', {name: 'Corrections', exact: true}).click();
  await expect(page).toHaveURL(list);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Corrections');
});

test('the list holds every correction of the docs, each leading to its note', async ({page}) => {
  await open(page, list);
  // Each page's corrections are a section named by its heading; each note an article.
  const entries = page.locator('section[aria-labelledby] article');
  expect(correctionsInSources()).toBeGreaterThan(0);
  await expect(entries).toHaveCount(correctionsInSources());

  // Every entry shows its proof: a link to the v8 source at the archive's last commit.
  for (const entry of await entries.all()) {
    await expect(
      entry.locator('a[href^="https://github.com/directus/v8-archive/blob/e8da588d8908"]').first(),
    ).toBeAttached();
  }

  // The entry leads to its section, where the note with the same proof is.
  const first = entries.first();
  const proof = await first
    .locator('a[href^="https://github.com/directus/v8-archive/blob/"]')
    .first()
    .getAttribute('href');
  const where = first.getByRole('link', {name: /^[^›]+›/});
  const target = new URL((await where.getAttribute('href')) ?? '', page.url());
  await where.click();
  await expect(page).toHaveURL(target.href);
  await expect(page.locator(`[id="${target.hash.slice(1)}"]`)).toBeInViewport();
  await expect(
    page.locator(`.theme-admonition-correction a[href="${proof ?? ''}"]`).first(),
  ).toBeAttached();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a correction does not look like a tip (${colorScheme})`, async ({page}) => {
    await page.emulateMedia({colorScheme});
    // A page with both.
    await open(page, '/guides/cli.html');
    const colours = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.backgroundColor, style.borderLeftColor];
        });
    const correction = await colours('.theme-admonition-correction');
    const tip = await colours('.theme-admonition-tip');
    expect(correction[0]).not.toBe(tip[0]);
    expect(correction[1]).not.toBe(tip[1]);
  });
}

for (const address of ['/api/fields.html', list]) {
  test(`a source link's underline starts under its code, not under a space (${address})`, async ({
    page,
  }) => {
    await open(page, address);
    const links = page.locator('main a[href^="https://github.com/directus/v8-archive/blob/"]');
    await expect(links.first()).toBeVisible();
    const spaced = await links.evaluateAll((elements) =>
      elements.flatMap((link) =>
        Array.from(link.childNodes)
          .filter((node) => node.previousSibling?.nodeName === 'CODE')
          .filter((node) => node.nodeType === Node.TEXT_NODE && /^\s/.test(node.textContent ?? ''))
          .map(() => link.textContent),
      ),
    );
    expect(spaced, 'links whose words after the code start with a space').toEqual([]);
    // The gap between the code and the words is still there, as the code's margin.
    const code = links.locator('code').first();
    expect(
      await code.evaluate((element) => parseFloat(getComputedStyle(element).marginRight)),
    ).toBeGreaterThan(0);
  });
}
