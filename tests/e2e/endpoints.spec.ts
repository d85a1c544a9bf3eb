/**
 * Endpoint lists: a long path wraps only after a `/` (never inside a segment
 * such as `:collection`), and each line of a resource's list links to the
 * section that documents it.
 */
import {expect, open, test} from './support/fixtures';
import {narrow} from './support/axe';

/** Pages with the longest paths of the reference. */
const pagesWithLongPaths = ['/api/items.html', '/api/users.html', '/api/authentication.html'];

test.describe('endpoint lists', () => {
  test('at 390 px a path wraps only after a slash', async ({page}) => {
    await page.setViewportSize(narrow);
    let wrapped = 0;
    for (const path of pagesWithLongPaths) {
      await open(page, path);
      // For each path shown, the character before every line break of its text.
      const paths = await page.locator('ul[aria-label="Endpoints"] code').evaluateAll((codes) =>
        codes.map((code) => {
          const text = code.textContent;
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          const range = document.createRange();
          const before: string[] = [];
          let previous: {char: string; top: number} | undefined;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const {top} = range.getBoundingClientRect();
              const char = node.textContent?.[index] ?? '';
              if (previous && top > previous.top + 1) before.push(previous.char);
              previous = {char, top};
            }
          }
          return {text, before};
        }),
      );
      expect(paths.length, path).toBeGreaterThan(0);
      for (const {text, before} of paths) {
        expect(
          before.filter((char) => char !== '/'),
          `${path}: ${text}`,
        ).toEqual([]);
      }
      wrapped += paths.filter(({before}) => before.length > 0).length;
    }
    // Long paths do wrap at this width, so the check above saw real breaks.
    expect(wrapped).toBeGreaterThan(0);
  });

  test('each line of a resource’s list links to the section of its endpoint', async ({page}) => {
    await open(page, '/api/items.html');
    const list = page.getByRole('list', {name: 'Endpoints'}).first();
    const lines = await list.getByRole('listitem').count();
    expect(lines).toBeGreaterThan(1);
    const links = list.getByRole('link');
    await expect(links).toHaveCount(lines);
    // Each link's target is a heading whose section shows the same endpoint.
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => {
        const id = decodeURIComponent(new URL((anchor as HTMLAnchorElement).href).hash.slice(1));
        const heading = document.getElementById(id);
        const sectionList = Array.from(
          document.querySelectorAll('ul[aria-label="Endpoints"]'),
        ).find(
          (candidate) =>
            heading !== null &&
            (heading.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
        );
        return {
          line: anchor.textContent,
          heading: heading?.tagName,
          sectionShows: sectionList?.textContent,
        };
      }),
    );
    for (const {line, heading, sectionShows} of targets) {
      expect({line, heading, sectionShows}).toEqual({line, heading: 'H2', sectionShows: line});
    }

    // Following a line by keyboard lands on its section.
    const third = links.nth(2);
    const hash = new URL((await third.getAttribute('href')) ?? '', page.url()).hash;
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await expect(page.locator(hash)).toBeInViewport();
  });
});
